// @vitest-environment jsdom
import { cleanup, getAllByRole, getByRole, queryByRole, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSite, sectionOf, sectionsOf, shell } from '../../../tests/support/renderWithSite.tsx';
import { expectSectionFrame, statsIn, telOf } from '../../../tests/support/visitor.ts';
import { postingOpen } from '../../../schema/buildDay.ts';
import { JobsSection } from './JobsSection.tsx';

const [{ path, section }] = sectionsOf('jobs') as [ReturnType<typeof sectionsOf<'jobs'>>[number]];
const { labels } = section;

// Whether a posting is open depends on the build day (the shell's buildDate), pinned here to a
// day on which every posting of the example is open.
const BUILD_DAY = '2026-11-25';
const options = { path, shell: { ...shell, buildDate: BUILD_DAY } };

/** The example's section with the postings of `slugs` closed on BUILD_DAY: their last day to apply the day they opened. */
const closing = (...slugs: string[]) => ({
  ...section,
  postings: section.postings.map((posting) => (slugs.includes(posting.slug) ? { ...posting, validThrough: posting.datePosted } : posting)),
});

/** The cards: the items of the section's first list (each card's facts are a list of terms of their own). */
const cards = () => getAllByRole(screen.getAllByRole('list')[0]!, 'listitem');

afterEach(cleanup);

describe('the jobs section', () => {
  it('site.config.yaml has one on /drivers, with three postings', () => {
    expect(path).toBe('/drivers');
    expect(sectionOf('jobs')).toBe(section);
    expect(section.postings).toHaveLength(3);
    for (const posting of section.postings) expect(postingOpen(posting, BUILD_DAY), posting.slug).toBe(true);
  });

  it('is a region named by its heading, with its anchor id and intro', () => {
    renderWithSite(<JobsSection section={section} />, options);
    expectSectionFrame(section);
  });

  it('shows each open posting as a card: its title an h3 that links to its page, and its facts', () => {
    renderWithSite(<JobsSection section={section} />, options);
    expect(cards()).toHaveLength(section.postings.length);
    section.postings.forEach((posting, i) => {
      const card = cards()[i]!;
      expect(card.tagName).toBe('LI');
      const heading = getByRole(card, 'heading', { level: 3, name: posting.title });
      // One link per card, its text the title: the card is that link (stretched over it).
      const links = getAllByRole(card, 'link');
      expect(links).toHaveLength(1);
      expect(heading.contains(links[0]!)).toBe(true);
      expect(links[0]!.textContent).toBe(posting.title);
      expect(links[0]!.getAttribute('href')).toBe(`/drivers/${posting.slug}`);
      expect(statsIn(card)).toEqual([
        { label: labels.kind, value: posting.kind },
        { label: labels.route, value: posting.route },
        { label: labels.equipment, value: posting.equipment },
        { label: labels.pay, value: posting.pay.text },
        { label: labels.homeTime, value: posting.homeTime },
      ]);
    });
  });

  it('links to the postings under the page it is on, whatever its path', () => {
    renderWithSite(<JobsSection section={section} />, { ...options, path: '/careers' });
    expect(screen.getByRole('link', { name: section.postings[0]!.title }).getAttribute('href')).toBe(
      `/careers/${section.postings[0]!.slug}`,
    );
    cleanup();
    renderWithSite(<JobsSection section={section} />, { ...options, path: '/' });
    expect(screen.getByRole('link', { name: section.postings[0]!.title }).getAttribute('href')).toBe(`/${section.postings[0]!.slug}`);
  });

  it('leaves out a posting past its last day to apply', () => {
    const [kept, closed] = section.postings;
    renderWithSite(<JobsSection section={closing(closed!.slug)} />, options);
    expect(cards()).toHaveLength(section.postings.length - 1);
    expect(screen.queryByText(closed!.title)).toBeNull();
    expect(screen.queryByRole('link', { name: closed!.title })).toBeNull();
    expect(screen.getByRole('link', { name: kept!.title })).toBeTruthy();
    expect(screen.queryByText(section.noOpenings)).toBeNull();
  });

  it('lists a posting through its last day to apply, and leaves it out from the next day', () => {
    const last = section.postings.find((posting) => posting.slug === 'regional-company-driver')!;
    expect(last.validThrough).toBe('2027-02-28');
    renderWithSite(<JobsSection section={section} />, { path, shell: { ...shell, buildDate: '2027-02-28' } });
    expect(screen.getByRole('link', { name: last.title })).toBeTruthy();
    cleanup();
    renderWithSite(<JobsSection section={section} />, { path, shell: { ...shell, buildDate: '2027-03-01' } });
    expect(screen.queryByRole('link', { name: last.title })).toBeNull();
    expect(cards()).toHaveLength(section.postings.length - 1);
  });

  it('says there are no openings, and offers a call, when every posting has closed', () => {
    renderWithSite(<JobsSection section={closing(...section.postings.map((p) => p.slug))} />, options);
    const region = expectSectionFrame(section);
    expect(region.textContent).toContain(section.noOpenings);
    expect(queryByRole(region, 'list')).toBeNull();
    expect(getByRole(region, 'link', { name: section.call }).getAttribute('href')).toBe(telOf(shell.company.phone));
    for (const posting of section.postings) expect(region.textContent).not.toContain(posting.title);
  });
});
