import styled from '@emotion/styled';

/** Responsive card grid: one column on phones, up to `columns` on wide screens. */
export const Grid = styled.ul<{ columns?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: 1fr;
  ${(p) => p.theme.mq.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${(p) => p.theme.mq.lg} {
    grid-template-columns: repeat(${(p) => p.columns ?? 3}, 1fr);
  }
`;

export const Card = styled.li`
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.text};
  border-radius: ${(p) => p.theme.radius}px;
  padding: 1.5rem;
  box-shadow: 0 1px 3px rgb(15 23 42 / 0.12);
  h3 {
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.muted};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: center;
  margin-top: 2rem;
`;
