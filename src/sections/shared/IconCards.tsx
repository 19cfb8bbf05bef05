import { useTheme } from '@emotion/react';
import type { z } from 'zod';
import type { iconCard } from '../../../schema/sections/shared.ts';
import { icons } from '../../theme/icons.ts';
import { Card, Grid } from './Grid.tsx';

/** Cards with an icon, a title and a description (services, reasons, benefits). */
export function IconCards({ cards, columns }: { cards: z.infer<typeof iconCard>[]; columns?: number }) {
  const theme = useTheme();
  return (
    <Grid columns={columns}>
      {cards.map((card) => {
        const Icon = icons[card.icon];
        return (
          <Card key={card.title}>
            <Icon aria-hidden="true" size={32} color={theme.colors.primary} />
            <h3>{card.title}</h3>
            <p>{card.description}</p>
          </Card>
        );
      })}
    </Grid>
  );
}
