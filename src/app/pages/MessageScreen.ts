import styled from '@emotion/styled';

/**
 * A page that is only a message, centred in the view: the not-found page's, the error screen's.
 * A heading, its text in the muted colour, and a link home.
 */
export const MessageScreen = styled.div`
  min-height: 70vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 0.5rem;
  text-align: center;
  /* The fixed header sits over the top of the page. */
  padding: 7.5rem 1.25rem 4rem;
  h1 {
    /* In rem, stepped at the breakpoint: it grows with the visitor's text size (5vw grew 1.4
       times at 200 % text). */
    font-size: 1.75rem;
  }
  p {
    color: ${(p) => p.theme.colors.muted};
  }
  ${(p) => p.theme.wide.md} {
    h1 {
      font-size: 2.5rem;
    }
  }
`;
