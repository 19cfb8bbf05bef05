// @vitest-environment jsdom
import { cleanup, getAllByRole, getByRole, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PolicyBlock, PolicyLink } from '../../../schema/sections/policy.ts';
import { renderWithSite, sectionOf, sectionsOf, shell } from '../../../tests/support/renderWithSite.tsx';
import { mailtoOf, telOf } from '../../../tests/support/visitor.ts';
import { PolicySection } from './PolicySection.tsx';
import { dates } from 'virtual:site/dates';

const policies = sectionsOf('policy');
const { company, ui } = shell;

/** Every inline link the policy's sections hold, as written in the config. */
const linksIn = (blocks: PolicyBlock[]): PolicyLink[] =>
  blocks.flatMap((block) => {
    const pieces =
      typeof block === 'string' ? [] : Array.isArray(block) ? block : block.list.flatMap((item) => (typeof item === 'string' ? [] : item));
    return pieces.filter((piece): piece is PolicyLink => typeof piece === 'object');
  });

afterEach(cleanup);

it('site.config.yaml has the three policies', () => {
  expect(policies.map((p) => p.path)).toEqual(['/privacy', '/cookies', '/terms']);
});

describe.each(policies)('the policy of $path', ({ section }) => {
  it("is an article headed by its title, the page's one h1, with every token and constant filled in", () => {
    renderWithSite(<PolicySection section={section} />);
    const article = screen.getByRole('article');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([section.title]);
    expect(article.textContent).not.toMatch(/\{[\w.]+\}/);
  });

  it("says when it was last updated: the build date in words in the page, until the visitor's own date replaces it", () => {
    renderWithSite(<PolicySection section={section} />);
    const time = screen.getByText(`${ui.lastUpdated}:`).querySelector('time')!;
    expect(time.dateTime).toBe(section.lastUpdated ?? shell.buildDate);
    expect(time.textContent).toBe(dates[shell.lang]!.dateTexts[time.dateTime]);
  });

  it('has a table of contents linking to each numbered part by its id', () => {
    renderWithSite(<PolicySection section={section} />);
    const contents = screen.getByRole('navigation', { name: ui.contents });
    const links = getAllByRole(contents, 'link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      section.sections.map((part) => [part.heading, `#${part.id}`]),
    );
    section.sections.forEach((part, i) => {
      const target = document.getElementById(part.id);
      expect(target?.tagName).toBe('H2');
      expect(target?.textContent).toBe(`${i + 1}. ${part.heading}`);
      expect(screen.getByRole('region', { name: `${i + 1}. ${part.heading}` })).toBeTruthy();
    });
  });

  it('names the company it is from: legal name, MC, USDOT and EIN numbers, mailbox, phone and address as links, and its hours', () => {
    renderWithSite(<PolicySection section={section} />);
    const details = screen.getByRole('complementary', { name: ui.policyDetails.label });
    expect(details.textContent).toContain(company.legalName);
    const terms = getAllByRole(details, 'term').map((t) => t.textContent);
    const values = getAllByRole(details, 'definition').map((d) => d.textContent);
    const labels = ui.policyDetails;
    expect(Object.fromEntries(terms.map((t, i) => [t, values[i]]))).toEqual({
      [labels.mcNumber]: company.mcNumber,
      [labels.dotNumber]: company.dotNumber,
      [labels.ein]: company.ein,
      [labels.email]: company.email,
      [labels.phone]: company.phone,
      [labels.address!]: `${company.address!.street}, ${company.address!.city}, ${company.address!.region} ${company.address!.postalCode}`,
      [labels.hours!]: company.hours,
    });
    expect(mailtoOf(getByRole(details, 'link', { name: company.email }))).toEqual({ to: company.email, subject: null, body: null });
    expect(getByRole(details, 'link', { name: company.phone }).getAttribute('href')).toBe(telOf(company.phone));
  });

  it('turns each inline link of its text into a link to the mailbox, the phone or the route', () => {
    renderWithSite(<PolicySection section={section} />);
    const article = screen.getByRole('article');
    const pieces = section.sections.flatMap((part) => linksIn(part.content));
    expect(pieces.length).toBeGreaterThan(0);
    for (const piece of pieces) {
      const name = piece.kind === 'link' ? piece.label : (piece.label ?? (piece.kind === 'mail' ? company.email : company.phone));
      const links = getAllByRole(article, 'link', { name });
      if (piece.kind === 'mail')
        expect(links.map(mailtoOf)).toContainEqual({ to: company.email, subject: piece.subject ?? null, body: null });
      else expect(links.map((a) => a.getAttribute('href'))).toContain(piece.kind === 'link' ? piece.href : telOf(company.phone));
    }
  });
});

describe('a policy with a fixed lastUpdated', () => {
  it("shows that date in the site's language instead of the visitor's, as the build wrote it", () => {
    const { section } = policies[0]!;
    // A date the build wrote out (src/vite/dateTexts.ts formats each policy's lastUpdated the same way: its test).
    const posted = sectionOf('job-posting').posting.datePosted;
    const dated = { ...section, lastUpdated: posted };
    renderWithSite(<PolicySection section={dated} />);
    const time = screen.getByText(`${ui.lastUpdated}:`).querySelector('time')!;
    expect(time.dateTime).toBe(posted);
    expect(time.textContent).toBe(new Date(`${posted}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' }));
  });
});
