import styled from '@emotion/styled';
import { styleProps } from '../domProps/styleProps.ts';
import { RevealItem } from '../motion.tsx';

/** Responsive card grid: one column on phones, two from sm, up to `columns` on wide screens. */
export const Grid = styled('ul', styleProps('columns'))<{ columns?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: minmax(0, 1fr);
  ${(p) => p.theme.mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${(p) => p.theme.mq.lg} {
    grid-template-columns: repeat(${(p) => p.columns ?? 3}, minmax(0, 1fr));
    gap: 1.5rem;
  }
`;

/** A card of a Grid (an <li>), fading in as it comes into view (the cards of a row one after another). */
export const Card = styled(RevealItem)`
  position: relative;
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius + 4}px;
  padding: 1.75rem 1.5rem;
  box-shadow: ${(p) => p.theme.shadow.card};
  h3 {
    font-size: 1.2rem;
    font-weight: 750;
    margin-bottom: 0.5rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.muted};
  }
`;

/**
 * Two columns side by side from the lg breakpoint, their widths in the `ratio` of `fr` shares
 * (text beside its photo or map), one above the other on smaller screens; `gap` is the space
 * between them stacked and side by side, in rem.
 */
export const Split = styled('div', styleProps('ratio', 'gap', 'align'))<{
  ratio: readonly [number, number];
  gap: readonly [number, number];
  align: 'center' | 'start';
}>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.gap[0]}rem;
  align-items: ${(p) => p.align};
  ${(p) => p.theme.mq.lg} {
    grid-template-columns: minmax(0, ${(p) => p.ratio[0]}fr) minmax(0, ${(p) => p.ratio[1]}fr);
    gap: ${(p) => p.gap[1]}rem;
  }
`;

/** A row of buttons; on phones a column of equally wide ones. */
export const Actions = styled('div', styleProps('align'))<{ align?: 'center' | 'start' }>`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 0.75rem;
  max-width: 22rem;
  margin: 2.5rem ${(p) => (p.align === 'start' ? '0' : 'auto')} 0;
  ${(p) => p.theme.mq.sm} {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: ${(p) => (p.align === 'start' ? 'flex-start' : 'center')};
    max-width: none;
  }
`;

/** A short line led by a small icon that stays with the first word when the line wraps. */
export const IconNote = styled.p`
  margin: 0;
  text-wrap: balance;
  svg {
    display: inline;
    vertical-align: -0.2em;
    margin-right: 0.45em;
  }
`;
