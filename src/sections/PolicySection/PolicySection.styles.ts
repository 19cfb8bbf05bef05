import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';

export const Article = styled.article`
  /* The fixed header sits over the top of the page. */
  padding: 7.5rem 1.25rem 5rem;
  max-width: 50rem;
  margin: 0 auto;
  ${(p) => p.theme.mq.md} {
    padding: 8.5rem 2rem 6rem;
  }
  h1 {
    font-size: clamp(2rem, 5vw, 2.75rem);
    margin-bottom: 0.5rem;
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
  a {
    color: ${(p) => p.theme.colors.primary};
    text-underline-offset: 2px;
  }
  @media print {
    padding: 0;
    max-width: none;
    h2 {
      margin-top: 1.5rem;
      break-after: avoid;
    }
  }
`;

export const Dated = styled.div`
  color: ${(p) => p.theme.colors.muted};
  margin-bottom: 1.5rem;
`;

export const Overview = styled.div`
  display: grid;
  gap: 1rem;
  margin: 2rem 0 1rem;
  ${(p) => p.theme.mq.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
  }
`;

const box = ({ theme }: { theme: Theme }) => css`
  background: ${theme.colors.surface};
  border-radius: ${theme.radius}px;
  padding: 1.25rem 1.5rem;
  @media print {
    background: none;
    border: 1px solid #999;
  }
`;

export const Contents = styled.nav(box);

export const ContentsLabel = styled.p`
  font-weight: 700;
  margin-bottom: 0.5rem;
`;

export const ContentsList = styled.ol`
  margin: 0;
  padding-left: 1.5rem;
  li + li {
    margin-top: 0.2rem;
  }
`;

export const Details = styled.aside(box);

export const DetailsName = styled.p`
  font-weight: 700;
  margin-bottom: 0.5rem;
`;

export const DetailsList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 1rem;
  margin: 0;
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: break-word;
  }
`;
