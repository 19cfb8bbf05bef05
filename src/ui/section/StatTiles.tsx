import styled from '@emotion/styled';
import { styleProps } from '../domProps/styleProps.ts';
import type { z } from 'zod';
import type { stat } from '../../../schema/sections/shared.ts';

const List = styled('dl', styleProps('tone', 'count'))<{ tone: 'dark' | 'light'; count: number }>`
  display: grid;
  grid-template-columns: repeat(${(p) => Math.min(p.count, 2)}, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0;
  /* The figures: on a phone, small enough for a word ("Semanal") in a tile of half its width;
     wider, at most a quarter more than their rem part, so at 200 % text they are 1.8 times
     their size or more (in vw, 4vw, 1.55 times). */
  dd {
    font-size: 1.5rem;
  }
  ${(p) => p.theme.mq.md} {
    gap: 1rem;
    grid-template-columns: repeat(${(p) => (p.tone === 'dark' ? Math.min(p.count, 4) : Math.min(p.count, 2))}, minmax(0, 1fr));
  }
  ${(p) => p.theme.wide.md} {
    dd {
      font-size: min(1.85rem + 0.625vw, 2.25rem);
    }
  }
`;

const Tile = styled('div', styleProps('tone'))<{ tone: 'dark' | 'light' }>`
  text-align: center;
  padding: 1.25rem 0.75rem;
  border-radius: ${(p) => p.theme.radius + 2}px;
  background: ${(p) => (p.tone === 'dark' ? p.theme.colors.tileOnDark : p.theme.colors.background)};
  border: 1px solid ${(p) => (p.tone === 'dark' ? p.theme.colors.lineOnDark : p.theme.colors.border)};
  box-shadow: ${(p) => (p.tone === 'dark' ? 'none' : p.theme.shadow.card)};
  /* The figure shows above its label; the markup keeps term before value. */
  display: flex;
  flex-direction: column-reverse;
  justify-content: center;
  gap: 0.25rem;
  dt {
    font-size: 0.9375rem;
    font-weight: 500;
    color: ${(p) => (p.tone === 'dark' ? p.theme.colors.onDarkSoft : p.theme.colors.muted)};
  }
  dd {
    margin: 0;
    font-weight: 800;
    letter-spacing: -0.02em;
    line-height: 1.1;
    color: ${(p) => (p.tone === 'dark' ? 'inherit' : p.theme.colors.link)};
  }
`;

/** Figures with their labels ("500+ Loads Delivered"), on a dark banner or a light page. */
export function StatTiles({
  stats,
  tone = 'light',
  className,
}: {
  stats: z.infer<typeof stat>[];
  tone?: 'dark' | 'light';
  className?: string;
}) {
  return (
    <List tone={tone} count={stats.length} className={className}>
      {stats.map((s) => (
        <Tile key={s.label} tone={tone}>
          <dt>{s.label}</dt>
          <dd>{s.value}</dd>
        </Tile>
      ))}
    </List>
  );
}
