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
    letter-spacing: -0.02em;
    margin-bottom: 1.5rem;
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
  @media print {
    padding: 0;
    max-width: none;
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
  background: color-mix(in srgb, ${(p) => p.theme.colors.accent} 12%, ${(p) => p.theme.colors.background});
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

export const Facts = styled.dl`
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
export const Wide = styled.div`
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
    color: ${(p) => p.theme.colors.primary};
    text-underline-offset: 2px;
  }
  svg {
    flex: none;
  }
`;
