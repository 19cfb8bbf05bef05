import styled from '@emotion/styled';
import { sectionHeadingId } from '../../../schema/anchors.ts';
import { Icon } from '../../theme/Icon.tsx';
import type { SectionOf } from '../../../schema/index.ts';
import { ActionLink } from '../../ui/ActionLink.tsx';
import { Actions } from '../../ui/section/Grid.tsx';
import { Inner } from '../../ui/section/Section.tsx';
import { StatTiles } from '../../ui/section/StatTiles.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { IMAGE_LAYOUTS } from '../../site-data/media.ts';

/**
 * The opening banner. It is the largest paint: no entrance animation, nothing starts hidden.
 * `data-dark-top` tells the transparent header to use light text over it.
 */
const Banner = styled.section`
  position: relative;
  overflow: hidden;
  padding: calc(${(p) => p.theme.headerHeight} + 3rem) 1.25rem 3.5rem;
  text-align: center;
  color: ${(p) => p.theme.colors.onDark};
  background:
    radial-gradient(56rem 30rem at 85% -8%, ${(p) => p.theme.colors.heroGlow}, transparent 62%),
    radial-gradient(40rem 26rem at -5% 105%, ${(p) => p.theme.colors.heroGlowSoft}, transparent 60%), ${(p) => p.theme.colors.dark};
  /* Above the photo, when there is one. */
  & > :last-child {
    position: relative;
  }
  h1 {
    /* In rem, stepped at the breakpoints below: it grows with the visitor's text size as the
       body text does. In vw (6.4vw), it grew 1.2 times at 200 % text, where the text doubled. */
    font-size: 2.25rem;
    font-weight: 850;
    letter-spacing: -0.03em;
    line-height: 1.05;
    /* About 18 characters a line, in em: a width in ch follows the font, and the brand font
       swapping in late (src/media/fonts.ts) would move the centred lines. */
    max-width: 10em;
    margin: 0 auto 1.25rem;
    text-wrap: balance;
  }
  ${(p) => p.theme.mq.md} {
    padding: calc(${(p) => p.theme.headerHeight} + 5.5rem) 2rem 5rem;
  }
  ${(p) => p.theme.wide.md} {
    h1 {
      font-size: 3.25rem;
    }
  }
  ${(p) => p.theme.wide.lg} {
    h1 {
      font-size: 4.25rem;
    }
  }
`;

/**
 * The hero's photo, behind the text and under a scrim of the dark colour: the text keeps the
 * contrast the check computes for it (src/config/rules/contrast.ts) whatever the photo shows.
 */
const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: ${(p) => p.theme.colors.scrim};
  }
`;

const Eyebrow = styled.p`
  display: inline-block;
  max-width: 100%;
  margin: 0 0 1.5rem;
  padding: 0.4rem 0.9rem;
  border-radius: 1.25rem;
  border: 1px solid ${(p) => p.theme.colors.lineOnDark};
  background: ${(p) => p.theme.colors.tileOnDark};
  font-size: 0.8125rem;
  font-weight: 600;
  text-wrap: balance;
  ${(p) => p.theme.wide.sm} {
    font-size: 0.875rem;
  }
  svg {
    vertical-align: -0.25em;
    margin-right: 0.45em;
  }
`;

const Subtitle = styled.p`
  /* Wider screens add at most a quarter to its rem part, so at 200 % text it is 1.8 times its
     size or more (in vw alone, 2.4vw, 1.6 times). */
  font-size: min(1.125rem + 0.4vw, 1.375rem);
  max-width: 36rem;
  margin: 0 auto;
  color: ${(p) => p.theme.colors.onDarkSoft};
  text-wrap: balance;
`;

const Stats = styled(StatTiles)`
  max-width: 60rem;
  margin: 3.5rem auto 0;
`;

export function HeroSection({ section }: { section: SectionOf<'hero'> }) {
  const headingId = sectionHeadingId(section.id, section.headline);
  return (
    <Banner id={section.id} aria-labelledby={headingId} data-dark-top="" data-surface="dark">
      {section.image && (
        <Backdrop>
          <Picture src={section.image.src} alt={section.image.alt} sizes={IMAGE_LAYOUTS.hero.sizes} priority />
        </Backdrop>
      )}
      <Inner>
        {section.eyebrow && (
          <Eyebrow>
            <Icon name="BadgeCheck" aria-hidden="true" size={18} />
            {section.eyebrow}
          </Eyebrow>
        )}
        <h1 id={headingId}>{section.headline}</h1>
        <Subtitle>{section.subtitle}</Subtitle>
        <Actions>
          {section.actions.map((action) => (
            <ActionLink key={action.label} action={action} size="lg" />
          ))}
        </Actions>
        {section.stats.length > 0 && <Stats stats={section.stats} tone="dark" />}
      </Inner>
    </Banner>
  );
}
