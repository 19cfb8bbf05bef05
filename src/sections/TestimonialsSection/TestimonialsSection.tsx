import styled from '@emotion/styled';
import { Icon, useSymbolHref } from '../../theme/Icon.tsx';
import type { SectionOf } from '../../../schema/index.ts';
import { fill } from '../../../schema/placeholders.ts';
import { useShell } from '../../ui/ShellContext.tsx';
import { Card, Grid } from '../../ui/section/Grid.tsx';
import { Section } from '../../ui/section/Section.tsx';

/** Ratings run from 1 to 5 (the schema's bounds). */
const MAX_RATING = 5;
/** A star's size on screen and the gap between two, in CSS pixels; a star's drawing is 24 units. */
const STAR = { size: 20, gap: 2, units: 24 };

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  height: 100%;
  margin: 0;
  blockquote {
    margin: 1rem 0 1.5rem;
    flex: 1;
  }
  blockquote p {
    color: ${(p) => p.theme.colors.text};
    font-size: 1.0625rem;
    line-height: 1.65;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  > svg {
    color: ${(p) => p.theme.colors.quoteMark};
  }
`;

const Stars = styled.div`
  display: flex;
  color: ${(p) => p.theme.colors.highlight};
  use {
    stroke-width: 1.75;
    fill: currentColor;
  }
  use[data-empty] {
    fill: none;
  }
`;

/**
 * A rating's stars, drawn as one <svg>: the star's symbol used side by side, the first `rating`
 * filled, the others marked empty (most ratings have none). Five <svg>s each with a styled <use>,
 * for every review, were 1.3 KB of the home page. A <use> without a size is as large as the row,
 * with the star (a square symbol) in its middle: each is placed by its offset from there.
 */
function StarRow({ rating }: { rating: number }) {
  const href = useSymbolHref('Star');
  const scale = STAR.units / STAR.size;
  const width = MAX_RATING * STAR.size + (MAX_RATING - 1) * STAR.gap;
  const middle = (width * scale - STAR.units) / 2;
  return (
    <svg aria-hidden="true" width={width} height={STAR.size} viewBox={`0 0 ${width * scale} ${STAR.units}`}>
      {Array.from({ length: MAX_RATING }, (_, star) => (
        <use
          key={star}
          href={href}
          x={Number((star * (STAR.size + STAR.gap) * scale - middle).toFixed(2))}
          data-empty={star < rating ? undefined : ''}
        />
      ))}
    </svg>
  );
}

const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: 0.85rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  strong {
    display: block;
    line-height: 1.3;
  }
`;

const Role = styled.span`
  display: block;
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9375rem;
`;

const Avatar = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.onPrimary};
  font-weight: 700;
  font-size: 0.9375rem;
`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');

export function TestimonialsSection({ section }: { section: SectionOf<'testimonials'> }) {
  const { ui } = useShell();
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro} tone="surface">
      <Grid columns={3}>
        {section.items.map((item) => (
          <Card key={item.name}>
            <Figure>
              <Top>
                <Stars role="img" aria-label={fill(ui.rating, { rating: item.rating, max: MAX_RATING })}>
                  <StarRow rating={item.rating} />
                </Stars>
                <Icon name="Quote" aria-hidden="true" size={32} />
              </Top>
              <blockquote>
                <p>{item.text}</p>
              </blockquote>
              <Caption>
                <Avatar aria-hidden="true">{initials(item.name)}</Avatar>
                <span>
                  <strong>{item.name}</strong>
                  <Role>{`${item.role}, ${item.company}`}</Role>
                </span>
              </Caption>
            </Figure>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
