import styled from '@emotion/styled';
import type { z } from 'zod';
import type { iconCard } from '../../../schema/sections/shared.ts';
import { Icon } from '../../theme/Icon.tsx';
import { icons } from '../../theme/icons.ts';
import { Card, Grid } from './Grid.tsx';

export const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 52px;
  height: 52px;
  margin-bottom: 1.1rem;
  border-radius: ${(p) => p.theme.radius + 2}px;
  background: ${(p) => p.theme.colors.iconTile};
  color: ${(p) => p.theme.colors.link};
`;

const HoverCard = styled(Card)`
  /* Phones: icon beside the text, so six cards do not fill six screens. */
  ${(p) => p.theme.below.sm} {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: 1rem;
    padding: 1.25rem;
    > span {
      grid-row: span 2;
      margin: 0;
      width: 48px;
      height: 48px;
    }
    h3 {
      margin-bottom: 0.25rem;
    }
  }
  transition:
    box-shadow 0.2s ease,
    border-color 0.2s ease;
  &:hover {
    box-shadow: ${(p) => p.theme.shadow.raised};
    border-color: ${(p) => p.theme.colors.borderHover};
  }
`;

/** Cards with an icon, a title and a description (services, reasons, benefits). */
export function IconCards({ cards, columns = 3 }: { cards: z.infer<typeof iconCard>[]; columns?: number }) {
  return (
    <Grid columns={columns}>
      {cards.map((card) => {
        return (
          <HoverCard key={card.title}>
            <IconBadge>
              <Icon name={icons[card.icon]} aria-hidden="true" size={26} strokeWidth={2} />
            </IconBadge>
            <h3>{card.title}</h3>
            <p>{card.description}</p>
          </HoverCard>
        );
      })}
    </Grid>
  );
}
