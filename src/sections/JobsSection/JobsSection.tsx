import styled from '@emotion/styled';
import { Icon } from '../../theme/Icon.tsx';
import type { SectionOf } from '../../../schema/index.ts';
import { postingPath } from '../../../schema/paths.ts';
import { postingOpen } from '../../../schema/buildDay.ts';
import { PostingFacts } from '../../ui/PostingFacts.tsx';
import { usePagePath } from '../../ui/PagePath.tsx';
import { useShell } from '../../ui/ShellContext.tsx';
import { ActionLink } from '../../ui/ActionLink.tsx';
import { Reveal } from '../../ui/motion.tsx';
import { Actions, Card, Grid } from '../../ui/section/Grid.tsx';
import { Section } from '../../ui/section/Section.tsx';

const COLUMNS = 3;

/** A card that is one link: its title's link covers the whole card, and the card shows its focus. */
const JobCard = styled(Card)`
  display: flex;
  flex-direction: column;
  transition:
    box-shadow 0.2s ease,
    border-color 0.2s ease;
  &:hover {
    box-shadow: ${(p) => p.theme.shadow.raised};
    border-color: ${(p) => p.theme.colors.borderHover};
  }
  &:has(a:focus-visible) {
    outline: 3px solid var(--focus-ring);
    outline-offset: 2px;
  }
  h3 {
    font-size: 1.25rem;
    line-height: 1.3;
    margin-bottom: 1rem;
  }
  h3 a {
    color: inherit;
    text-decoration: none;
    &:focus-visible {
      outline: none;
    }
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: inherit;
    }
  }
  &:hover h3 a {
    color: ${(p) => p.theme.colors.link};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Facts = styled(PostingFacts)`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.4rem 1rem;
  margin: 0 0 1.25rem;
  font-size: 0.9375rem;
  > div {
    display: contents;
  }
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Go = styled.span`
  margin-top: auto;
  align-self: flex-end;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: ${(p) => p.theme.colors.link};
  background: ${(p) => p.theme.colors.iconTile};
`;

const None = styled(Reveal)`
  max-width: 40rem;
  margin: 0 auto;
  padding: 2rem 1.5rem;
  text-align: center;
  font-size: 1.0625rem;
  background: ${(p) => p.theme.colors.background};
  border-radius: ${(p) => p.theme.radius + 4}px;
  box-shadow: ${(p) => p.theme.shadow.card};
  p {
    margin: 0;
  }
  > div {
    margin-top: 1.5rem;
  }
`;

/**
 * Driver jobs: a card for each posting open on the build day, leading to the posting's own page
 * (a plain link in the prerendered HTML: the section is not hydrated on a first load). A posting
 * past its last day to apply is left out; with none open, the section says so and offers a call.
 */
export function JobsSection({ section }: { section: SectionOf<'jobs'> }) {
  // The page the section is on, which the postings' pages are under.
  const pagePath = usePagePath() ?? '/';
  const { labels } = section;
  const { buildDate } = useShell();
  const open = section.postings.filter((posting) => postingOpen(posting, buildDate));
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro} tone="surface">
      {open.length ? (
        <Grid columns={COLUMNS}>
          {open.map((posting) => (
            <JobCard key={posting.slug}>
              <h3>
                <a href={postingPath(pagePath, posting.slug)}>{posting.title}</a>
              </h3>
              <Facts posting={posting} labels={labels} />
              <Go aria-hidden="true">
                <Icon name="ArrowRight" size={20} strokeWidth={2.25} />
              </Go>
            </JobCard>
          ))}
        </Grid>
      ) : (
        <None>
          <p>{section.noOpenings}</p>
          <Actions>
            <ActionLink action={{ kind: 'phone', label: section.call, variant: 'primary' }} />
          </Actions>
        </None>
      )}
    </Section>
  );
}
