// @vitest-environment jsdom
import { cleanup, getAllByRole, getByRole, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SectionOf } from '../../../schema/index.ts';
import { renderWithSite, shell, site } from '../../../tests/support/renderWithSite.tsx';
import { mailtoOf, statsIn, telOf } from '../../../tests/support/visitor.ts';
import { JobPostingSection } from './JobPostingSection.tsx';

/** The posting pages site.config.yaml makes (schema/route.ts sitePages), by path. */
const pages = new Map(
  site.routes.flatMap((route) =>
    route.sections.filter((s): s is SectionOf<'job-posting'> => s.type === 'job-posting').map((section) => [route.path, section] as const),
  ),
);
const page = (path: string): SectionOf<'job-posting'> => pages.get(path)!;

// Whether a posting is open depends on the build day (the shell's buildDate): every render pins
// it, by default to a day on which every posting of the example is open.
const onDay = (buildDate = '2026-11-25') => ({ shell: { ...shell, buildDate } });

const otr = page('/drivers/otr-company-driver');
const { posting, jobs } = otr;
const { labels } = jobs;

afterEach(cleanup);

describe('a job posting page', () => {
  it('site.config.yaml makes one for each posting of /drivers, under /drivers', () => {
    expect([...pages.keys()]).toEqual(['/drivers/otr-company-driver', '/drivers/regional-company-driver', '/drivers/owner-operator']);
    expect(otr.listPath).toBe('/drivers');
  });

  it("is headed by the posting's title, the page's one h1", () => {
    renderWithSite(<JobPostingSection section={otr} />, { ...onDay(), path: '/drivers/otr-company-driver' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([posting.title]);
  });

  it('lists the facts: position, route, equipment, pay, home time, dates in words and the states it hires from', () => {
    renderWithSite(<JobPostingSection section={otr} />, onDay());
    expect(statsIn(screen.getByRole('article'))).toEqual([
      { label: labels.kind, value: 'Company driver' },
      { label: labels.route, value: 'OTR' },
      { label: labels.equipment, value: '53′ dry van' },
      { label: labels.pay, value: '62–68¢ per mile, about $1,500–$1,800 a week' },
      { label: labels.homeTime, value: 'Home every 10–14 days, 3 days off' },
      { label: labels.posted, value: 'November 2, 2026' },
      { label: labels.validThrough, value: 'March 31, 2027' },
      { label: labels.hiringArea, value: posting.hiringArea.map((s) => s.name).join(', ') },
    ]);
    expect(posting.hiringArea.map((s) => s.name)).not.toContain('Alaska');
    const times = [...document.querySelectorAll('time')].map((t) => t.dateTime);
    expect(times).toEqual(['2026-11-02', '2027-03-31']);
  });

  it('names the states of a hiring area given as a list, and leaves out the last day to apply when there is none', () => {
    renderWithSite(<JobPostingSection section={page('/drivers/owner-operator')} />, onDay());
    const facts = new Map(statsIn(screen.getByRole('article')).map(({ label, value }) => [label, value]));
    expect(facts.get(labels.hiringArea)).toBe('Ohio, Indiana, Pennsylvania, West Virginia, Kentucky');
    expect(facts.get(labels.posted)).toBe('October 26, 2026');
    expect(facts.has(labels.validThrough)).toBe(false);
  });

  it('shows the description, then the requirements and the benefits as lists under their headings', () => {
    renderWithSite(<JobPostingSection section={otr} />, onDay());
    const article = screen.getByRole('article');
    for (const paragraph of posting.description) expect(screen.getByText(paragraph).tagName).toBe('P');
    for (const [heading, items] of [
      [labels.requirements, posting.requirements],
      [labels.benefits, posting.benefits],
    ] as const) {
      const list = getByRole(article, 'heading', { level: 2, name: heading }).nextElementSibling as HTMLElement;
      expect(list.tagName).toBe('UL');
      expect(getAllByRole(list, 'listitem').map((li) => li.textContent)).toEqual(items);
    }
  });

  it('offers to apply by email, with the title in the subject and the form in the body, to call, and to go back to every job', () => {
    renderWithSite(<JobPostingSection section={otr} />, onDay());
    const { company } = site;
    expect(mailtoOf(screen.getByRole('link', { name: jobs.apply.label }))).toEqual({
      to: company.email,
      subject: 'Driver Application: OTR Company Driver – Dry Van',
      body: 'Name:\nPhone:\nCDL class and years of experience:\nHome city and state:',
    });
    expect(screen.getByRole('link', { name: jobs.call }).getAttribute('href')).toBe(telOf(company.phone));
    expect(screen.getByRole('link', { name: labels.allJobs }).getAttribute('href')).toBe('/drivers');
    expect(screen.queryByText(labels.closed)).toBeNull();
  });

  it('takes applications through its last day to apply', () => {
    renderWithSite(<JobPostingSection section={otr} />, onDay(posting.validThrough));
    expect(screen.getByRole('link', { name: jobs.apply.label })).toBeTruthy();
    expect(screen.queryByText(labels.closed)).toBeNull();
  });

  it('says under its title that a closed posting is no longer open, and takes no application, but keeps the call and the way back', () => {
    expect(posting.validThrough).toBe('2027-03-31');
    renderWithSite(<JobPostingSection section={otr} />, onDay('2027-04-01'));
    const notice = screen.getByText(labels.closed);
    expect(notice.tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling!.contains(notice)).toBe(true);
    expect(screen.queryByRole('link', { name: jobs.apply.label })).toBeNull();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(screen.getByRole('link', { name: jobs.call }).getAttribute('href')).toBe(telOf(site.company.phone));
    expect(screen.getByRole('link', { name: labels.allJobs }).getAttribute('href')).toBe('/drivers');
  });
});
