import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { PageArticle } from '../../ui/section/PageArticle.ts';

export const Article = styled(PageArticle)`
  h1 {
    margin-bottom: 0.5rem;
  }
  a {
    color: ${(p) => p.theme.colors.link};
    text-underline-offset: 2px;
  }
  @media print {
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
