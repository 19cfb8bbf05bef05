// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postingOpen } from '../schema/buildDay.ts';
import { postingPath } from '../schema/paths.ts';
import type { JobPostingPage, JobsSection } from '../schema/sections/jobs.ts';
import { loadSiteConfig } from '../src/config/loadSiteConfig.ts';
import { buildSite } from '../src/prerender/buildSite.ts';
import { requireBuildRecord } from '../src/hosting/buildRecord.ts';
import { builtSite } from './support/builtSite.ts';
import { check, editedConfig, removeScratchDir, summary } from './support/configCli.ts';
import { textLines } from './support/configText.ts';
import { builtPages, type BuiltPage } from './support/siteFiles.ts';

/** The example's second posting, as a problem of it names its place. */
const REGIONAL = 'page /drivers › section 2 (jobs "Open Driver Positions") › posting 2 "Regional Company Driver – Midwest Reefer"';

/**
 * Driver job postings as Google for Jobs and a driver meet them: one page per posting, built
 * from the example's jobs section, each open one with exactly one JobPosting block that carries
 * what Google requires; a closed posting still reachable, but with no JobPosting, out of the
 * list and out of the sitemap. Read from the built HTML, as a crawler reads it. Whether a
 * posting is open is the build day's to say, never the clock's: the example as the test run
 * built it is read on the day its build record names, and the closed posting is built on a
 * fixed day.
 */
const config = loadSiteConfig('site.config.yaml');
const postingPages = config.routes.flatMap((route) =>
  route.sections.filter((s): s is JobPostingPage => s.type === 'job-posting').map((section) => ({ route, section })),
);
const jobsRoute = config.routes.find((r) => r.sections.some((s) => s.type === 'jobs'))!;
const jobs = jobsRoute.sections.find((s): s is JobsSection => s.type === 'jobs')!;

type Block = Record<string, unknown> & { '@type'?: string };
const blocks = (page: BuiltPage): Block[] =>
  [...page.document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent) as Block);
const jobPostings = (page: BuiltPage) => blocks(page).filter((b) => b['@type'] === 'JobPosting');
const sitemapPaths = (root: string) =>
  [...readFileSync(join(root, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
const listedLinks = (page: BuiltPage) =>
  [...page.document.querySelectorAll('main a[href]')]
    .map((a) => a.getAttribute('href')!)
    .filter((href) => href.startsWith(jobsRoute.path + '/'));

afterAll(removeScratchDir);

describe('the example carrier’s job postings, as built', () => {
  let pages: BuiltPage[];
  let buildDay: string;
  const pageAt = (path: string) => pages.find((p) => p.path === path)!;
  const isOpen = ({ section }: (typeof postingPages)[number]) => postingOpen(section.posting, buildDay);
  beforeAll(() => {
    pages = builtPages(builtSite());
    ({ buildDay } = requireBuildRecord(builtSite()));
  });

  it('has three postings of different kinds, each with a page of its own', () => {
    expect(postingPages).toHaveLength(3);
    expect(new Set(postingPages.map(({ section }) => section.posting.kind)).size).toBeGreaterThan(1);
    for (const { route } of postingPages) expect(pageAt(route.path), route.path).toBeTruthy();
  });

  it.each(postingPages.map((page) => [page.route.path, page] as const))(
    '%s carries exactly one JobPosting with every property Google requires, and the recommended ones, while it is open',
    (path, page) => {
      const { posting } = page.section;
      const [data, ...more] = jobPostings(pageAt(path));
      if (!isOpen(page)) {
        expect(data).toBeUndefined();
        return;
      }
      expect(more).toHaveLength(0);
      const { company } = config;
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: posting.title,
        datePosted: posting.datePosted,
        ...(posting.validThrough ? { validThrough: posting.validThrough } : {}),
        employmentType: posting.employmentType,
        hiringOrganization: { '@type': 'Organization', name: company.name, sameAs: `${company.siteUrl}/` },
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            streetAddress: company.address!.street,
            addressLocality: company.address!.city,
            addressRegion: company.address!.region,
            postalCode: company.address!.postalCode,
            addressCountry: 'US',
          },
        },
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: posting.pay.currency,
          value: { '@type': 'QuantitativeValue', minValue: posting.pay.min, unitText: posting.pay.unit.toUpperCase() },
        },
        identifier: { '@type': 'PropertyValue', name: company.name, value: posting.slug },
        directApply: false,
      });
      // The description is HTML, as Google asks: every paragraph, requirement and benefit, escaped.
      const description = new DOMParser().parseFromString(String(data!.description), 'text/html').body;
      for (const text of [...posting.description, ...posting.requirements, ...posting.benefits])
        expect(description.textContent).toContain(text);
      expect(description.querySelectorAll('li')).toHaveLength(posting.requirements.length + posting.benefits.length);
    },
  );

  it('lists every open posting on the jobs page, linking to its page, and every open posting page is in the sitemap', () => {
    const paths = postingPages.filter(isOpen).map(({ route }) => route.path);
    expect(new Set(listedLinks(pageAt(jobsRoute.path)))).toEqual(new Set(paths));
    expect(sitemapPaths(builtSite())).toEqual(expect.arrayContaining([jobsRoute.path, ...paths]));
  });

  it('gives each open posting page its own title and description, from the jobs section’s templates', () => {
    for (const { route, section } of postingPages.filter(isOpen)) {
      const page = pageAt(route.path);
      expect(page.document.title).toBe(route.title);
      expect(route.title).toContain(section.posting.title);
      expect(page.document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(route.description);
      expect(page.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        new URL(route.path, config.company.siteUrl).href,
      );
      expect(page.document.querySelector('meta[name="robots"]')).toBeNull();
    }
  });
});

describe('a posting past its validThrough on the build day, at a carrier without an address', () => {
  // The day after the regional posting's last day to apply; the other two are still open.
  const BUILD_DAY = '2027-03-01';
  const closed = postingPages[1]!.section.posting;
  const open = postingPages[0]!.section.posting;
  const closedPath = postingPath(jobsRoute.path, closed.slug);
  const edited = editedConfig('closed-posting', [/\n {2}address:\n(?: {4}.+\n)+/, '\n'], [textLines(4, 'address', '\n'), '\n']);
  let root: string;
  let pages: BuiltPage[];
  const pageAt = (path: string) => pages.find((p) => p.path === path)!;
  beforeAll(async () => {
    expect(closed.validThrough).toBe('2027-02-28');
    expect(postingOpen(open, BUILD_DAY)).toBe(true);
    root = await mkdtemp(join(tmpdir(), 'carrier-closed-posting-'));
    await buildSite({ configFile: edited.file, outDir: root, buildDay: BUILD_DAY });
    pages = builtPages(root);
  }, 120_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stays reachable, says it is no longer open, offers no application, and carries no JobPosting', () => {
    const page = pageAt(closedPath);
    expect(page, closedPath).toBeTruthy();
    expect(page.document.querySelector('main')!.textContent).toContain(jobs.labels.closed);
    expect(page.document.querySelector('main a[href^="mailto:"]')).toBeNull();
    expect(jobPostings(page)).toHaveLength(0);
    expect(page.document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(page.document.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('leaves the jobs list and the sitemap', () => {
    expect(listedLinks(pageAt(jobsRoute.path))).not.toContain(closedPath);
    expect(listedLinks(pageAt(jobsRoute.path))).toContain(postingPath(jobsRoute.path, open.slug));
    expect(sitemapPaths(root)).not.toContain(closedPath);
    expect(sitemapPaths(root)).toContain(postingPath(jobsRoute.path, open.slug));
  });

  it('writes the open postings’ place as the states they hire from, since there is no address', () => {
    const [data] = jobPostings(pageAt(postingPath(jobsRoute.path, open.slug)));
    expect(data).not.toHaveProperty('jobLocation');
    expect(data).toMatchObject({ jobLocationType: 'TELECOMMUTE' });
    expect(data!.applicantLocationRequirements).toEqual(open.hiringArea.map(({ name }) => ({ '@type': 'State', name })));
  });

  it('records its build day', () => {
    expect(requireBuildRecord(root)).toMatchObject({ buildDay: BUILD_DAY });
  });

  it('is a warning of npm run check on that day, at its validThrough, as is the missing address', async () => {
    vi.stubEnv('BUILD_DAY', BUILD_DAY);
    const { code, stdout, stderr } = await check(edited.file).finally(() => vi.unstubAllEnvs());
    expect(code).toBe(0);
    expect(stderr).toContain(
      `${edited.at('validThrough: "2027-02-28"', 14)}  routes.1.sections.1.postings.1.validThrough  warning: ${REGIONAL} › validThrough: This posting closed on 2027-02-28`,
    );
    expect(stderr).toContain(`${closedPath} now says it is no longer open`);
    expect(stderr).toMatch(/:\d+:\d+ {2}company {2}warning: The job postings have no place of work for Google for Jobs/);
    expect(stdout).toMatch(/is valid: \d+ pages, \d+ sections, 2 warnings\.\n$/);
  });
});

describe('npm run check: mistakes in the job postings', () => {
  async function expectProblem(file: string, line: string) {
    const { code, stderr } = await check(file);
    expect(stderr.trim().split('\n')).toEqual([line, '', summary(1)]);
    expect(code).toBe(1);
  }
  const regional = postingPages[1]!.section.posting;

  it('an unknown state code in a hiring area', async () => {
    const { file, at } = editedConfig('unknown-state', [/hiringArea: \[OH, IN, MI/, 'hiringArea: [OH, XX, MI']);
    await expectProblem(
      file,
      `${at('XX')}  routes.1.sections.1.postings.1.hiringArea.1  ${REGIONAL} › state 2: Unknown value "XX". Did you mean "TX"? Known values: AL, AK, AZ, AR, CA, CO, CT, DE, DC, FL, GA, HI, ID, IL, IN, IA, KS, KY, LA, ME, MD, MA, MI, MN, MS, MO, MT, NE, NV, NH, NJ, NM, NY, NC, ND, OH, OK, OR, PA, RI, SC, SD, TN, TX, UT, VT, VA, WA, WV, WI, WY`,
    );
  });

  it('two postings with one slug, whose pages would clash', async () => {
    const { file, at } = editedConfig('slug-clash', [/slug: regional-company-driver/, 'slug: otr-company-driver']);
    await expectProblem(
      file,
      `${at('slug: otr-company-driver', 6, 2)}  routes.1.sections.1.postings.1.slug  ${REGIONAL} › slug: This posting's page would be "/drivers/otr-company-driver", which is already a page of the site: choose another slug`,
    );
  });

  it('a validThrough before its datePosted', async () => {
    const { file, at } = editedConfig('closes-before-opening', [
      new RegExp(`validThrough: "${regional.validThrough}"`),
      'validThrough: "2026-10-01"',
    ]);
    await expectProblem(
      file,
      `${at('validThrough: "2026-10-01"', 14)}  routes.1.sections.1.postings.1.validThrough  ${REGIONAL} › validThrough: validThrough is before datePosted (${regional.datePosted}): a posting closes after it opens`,
    );
  });
});
