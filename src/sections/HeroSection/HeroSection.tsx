import styled from '@emotion/styled';
import type { SectionOf } from '../../../schema/index.ts';
import { ActionLink } from '../../render/ActionLink.tsx';
import { Actions } from '../shared/Grid.tsx';
import { Inner } from '../shared/Section.tsx';
import { StatTiles } from '../shared/StatTiles.tsx';

const Banner = styled.section`
  background: ${(p) => p.theme.colors.dark};
  color: ${(p) => p.theme.colors.onDark};
  padding: 7rem 1.25rem 4rem;
  text-align: center;
  h1 {
    font-size: clamp(2.1rem, 6vw, 3.75rem);
    max-width: 20ch;
    margin: 0 auto 1rem;
  }
  p {
    font-size: clamp(1.1rem, 2.5vw, 1.35rem);
  }
`;

export function HeroSection({ section }: { section: SectionOf<'hero'> }) {
  return (
    <Banner id={section.id} aria-labelledby="hero-heading">
      <Inner>
        <h1 id="hero-heading">{section.headline}</h1>
        <p>{section.subtitle}</p>
        <Actions>
          {section.actions.map((action) => (
            <ActionLink key={action.label} action={action} />
          ))}
        </Actions>
        <StatTiles stats={section.stats} />
      </Inner>
    </Banner>
  );
}
