import styled from '@emotion/styled';

/**
 * A page that is one article of text under its h1 (a policy, a job posting): a reading column
 * below the fixed header, with headings, lists and the printed page's margins.
 */
export const PageArticle = styled.article`
  /* The fixed header sits over the top of the page. */
  padding: 7.5rem 1.25rem 5rem;
  max-width: 50rem;
  margin: 0 auto;
  h1 {
    /* In rem, stepped at the breakpoint: it grows with the visitor's text size (5vw grew 1.45
       times at 200 % text). */
    font-size: 2rem;
  }
  h2 {
    font-size: 1.35rem;
    margin-top: 2.5rem;
  }
  ul {
    padding-left: 1.25rem;
    margin: 0 0 1rem;
  }
  li + li {
    margin-top: 0.4rem;
  }
  ${(p) => p.theme.mq.md} {
    padding: 8.5rem 2rem 6rem;
  }
  ${(p) => p.theme.wide.md} {
    h1 {
      font-size: 2.75rem;
    }
  }
  @media print {
    padding: 0;
    max-width: none;
  }
`;
