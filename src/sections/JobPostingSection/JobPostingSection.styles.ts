import styled from '@emotion/styled';
import { PageArticle } from '../../ui/section/PageArticle.ts';
import { Fact, PostingFacts } from '../../ui/PostingFacts.tsx';

export const Article = styled(PageArticle)`
  h1 {
    letter-spacing: -0.02em;
    margin-bottom: 1.5rem;
  }
`;

/** The notice of a posting past its last day to apply: the first thing under the title. */
export const Closed = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  margin-bottom: 2rem;
  padding: 1rem 1.25rem;
  border-radius: ${(p) => p.theme.radius}px;
  border-left: 4px solid ${(p) => p.theme.colors.accent};
  background: ${(p) => p.theme.colors.notice};
  font-size: 1.0625rem;
  font-weight: 600;
  svg {
    flex: none;
    margin-top: 0.2em;
  }
  p {
    margin: 0;
  }
  @media print {
    background: none;
    border: 1px solid #999;
  }
`;

export const Facts = styled(PostingFacts)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem 2rem;
  margin: 0 0 2.5rem;
  padding: 1.5rem;
  border-radius: ${(p) => p.theme.radius + 4}px;
  background: ${(p) => p.theme.colors.surface};
  ${(p) => p.theme.mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  dt {
    font-size: 0.875rem;
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  @media print {
    background: none;
    border: 1px solid #999;
  }
`;

/** A fact that takes the whole row (a long list of states). */
export const Wide = styled(Fact)`
  grid-column: 1 / -1;
`;

export const BackLink = styled.p`
  margin: 2rem 0 0;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    font-weight: 600;
    color: ${(p) => p.theme.colors.link};
    text-underline-offset: 2px;
  }
  svg {
    flex: none;
  }
`;
