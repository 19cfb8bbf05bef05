import styled from '@emotion/styled';
import type { z } from 'zod';
import type { stat } from '../../../schema/sections/shared.ts';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 1rem;
  margin: 2.5rem 0 0;
  ${(p) => p.theme.mq.md} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Tile = styled.div`
  text-align: center;
  padding: 1rem;
  border-radius: ${(p) => p.theme.radius}px;
  background: rgb(255 255 255 / 0.08);
  /* The figure shows above its label; the markup keeps term before value. */
  display: flex;
  flex-direction: column-reverse;
  dt {
    font-size: 0.95rem;
  }
  dd {
    margin: 0;
    font-size: 2rem;
    font-weight: 800;
  }
`;

/** Figures with their labels ("500+ Loads Delivered"). */
export function StatTiles({ stats }: { stats: z.infer<typeof stat>[] }) {
  return (
    <List>
      {stats.map((s) => (
        <Tile key={s.label}>
          <dt>{s.label}</dt>
          <dd>{s.value}</dd>
        </Tile>
      ))}
    </List>
  );
}
