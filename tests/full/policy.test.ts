import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../src/config/loadSiteConfig.ts';
import { e164 } from '../../src/ui/contactLinks.ts';
import { otherSite, serve } from '../support/builtSite.ts';
import { connectChromium } from '../support/chromium.ts';
import { fullyLoaded, newPage, openPage, visit } from '../support/page.ts';

const { company, lang } = loadSiteConfig('site.config.yaml');

/** The numbered sections the site's specification asks of each policy, in order: this list is its record here (the specification is not in the repository). */
const POLICIES = {
  '/privacy': {
    title: 'Privacy Policy',
    sections: [/information.*collect/i, /use/i, /shar/i, /call.*messaging|call.*provider/i, /security/i, /rights/i, /contact/i, /changes/i],
  },
  '/cookies': {
    title: 'Cookie Policy',
    sections: [/what.*cookies/i, /types/i, /use/i, /third.party/i, /manag/i, /duration/i, /contact/i, /updates/i],
  },
  '/terms': {
    title: 'Terms of Service',
    sections: [
      /acceptance/i,
      /services/i,
      /booking.*payment/i,
      /liability.*insurance/i,
      /customer/i,
      /driver/i,
      /prohibited/i,
      /dispute/i,
      /termination/i,
      /governing law/i,
      /contact/i,
      /changes/i,
    ],
  },
} as const;
type PolicyPath = keyof typeof POLICIES;
const PATHS = Object.keys(POLICIES) as PolicyPath[];

/** "Today" for the visitor (their clock, their time zone) written in `locale`, by the browser's Intl. */
const todayIn = (page: Page, locale: string) =>
  page.evaluate((l) => new Date().toLocaleDateString(l, { year: 'numeric', month: 'long', day: 'numeric' }), locale);
/** How the page writes "today" for the visitor: in the site's language, like the rest of the page. */
const visitorToday = (page: Page) => todayIn(page, lang);

const text = (page: Page) => page.locator('main').innerText();

let browser: Browser;
let site: Awaited<ReturnType<typeof serve>>;
/**
 * A German-speaking visitor far east of UTC: the date must follow their clock, in the site's
 * language. One tab goes from policy to policy, for the texts and the printing too.
 */
let visitor: Awaited<ReturnType<typeof newPage>>;

beforeAll(async () => {
  [browser, site] = await Promise.all([connectChromium(), serve()]);
  visitor = await newPage(browser, { locale: 'de-DE', timezoneId: 'Pacific/Kiritimati' });
});
afterAll(async () => {
  await visitor?.close();
  await browser?.close();
  await site?.close();
});

describe.each(PATHS)('%s', (path) => {
  const policy = POLICIES[path];
  let page: Page;
  let messages: string[];
  beforeAll(async () => {
    ({ page, messages } = visitor);
    messages.length = 0;
    await visit(page, site.url + path);
  });

  it(`has one h1 and the ${policy.sections.length} numbered sections of the specification, in order`, async () => {
    await expect(page.getByRole('heading', { level: 1 }).allInnerTexts()).resolves.toEqual([policy.title]);
    const headings = await page.locator('main h2').allInnerTexts();
    expect(headings).toHaveLength(policy.sections.length);
    headings.forEach((heading, i) => {
      expect(heading).toMatch(new RegExp(`^${i + 1}\\. `));
      expect(heading).toMatch(policy.sections[i]!);
    });
  });

  it('has a table of contents whose links lead to each numbered section, below the fixed header', async () => {
    const toc = page.getByRole('navigation', { name: 'Contents' });
    const links = await toc.getByRole('link').evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href')!, text: a.textContent })));
    expect(links).toHaveLength(policy.sections.length);
    for (const [i, link] of links.entries()) {
      const target = page.locator(`h2[id="${link.href.slice(1)}"]`);
      await expect(target.innerText()).resolves.toBe(`${i + 1}. ${link.text}`);
    }
    const last = links.at(-1)!;
    await toc.getByRole('link', { name: last.text }).click();
    await page.waitForFunction((hash) => location.hash === hash, last.href);
    await page.waitForFunction((id) => {
      const top = document.getElementById(id)!.getBoundingClientRect().top;
      const header = document.querySelector('header')!.getBoundingClientRect().bottom;
      return top >= header && top < innerHeight;
    }, last.href.slice(1));
    await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
  });

  it("shows Last Updated as the visitor's current date, in the site's language (not the browser's)", async () => {
    const today = await visitorToday(page);
    // The visitor's browser speaks German: its date would read otherwise.
    expect(await todayIn(page, 'de-DE')).not.toBe(today);
    await expect(page.locator('[data-last-updated]').innerText()).resolves.toBe(`Last Updated: ${today}`);
    const iso = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await expect(page.locator('[data-last-updated] time').getAttribute('datetime')).resolves.toBe(iso);
  });

  it('shows the company identifiers, and the mailbox and phone as links', async () => {
    const details = page.getByRole('complementary', { name: 'Company details' });
    const shown = await details.innerText();
    for (const value of [company.legalName, company.mcNumber, company.dotNumber, company.ein]) expect(shown).toContain(value);
    await expect(details.getByRole('link', { name: company.email }).getAttribute('href')).resolves.toBe(`mailto:${company.email}`);
    await expect(details.getByRole('link', { name: company.phone }).getAttribute('href')).resolves.toBe(`tel:${e164(company.phone)}`);
  });

  it('starts below the fixed header', async () => {
    const [h1Top, headerBottom] = await page.evaluate(async () => {
      scrollTo({ top: 0, behavior: 'instant' });
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
      return [document.querySelector('h1')!.getBoundingClientRect().top, document.querySelector('header')!.getBoundingClientRect().bottom];
    });
    expect(h1Top).toBeGreaterThan(headerBottom);
  });

  it('loads without a console warning or error', () => {
    expect(messages).toEqual([]);
  });
});

describe('the policy texts', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = visitor);
    await visit(page, site.url + '/terms');
  });

  it('terms state the business constants and the legal terms the specification asks for', async () => {
    const terms = (await text(page)).replace(/\s+/g, ' ');
    expect(terms).toMatch(/quotes are estimates subject to confirmation/i);
    expect(terms).toMatch(/net 30 days from the invoice date unless otherwise agreed/i);
    expect(terms).toMatch(/within 9 months of delivery/i);
    expect(terms).toMatch(/limited to actual damages, not exceeding the declared cargo value/i);
    expect(terms).toMatch(/binding arbitration/i);
    expect(terms).toMatch(/waive the right to a jury trial/i);
    expect(terms).toMatch(/class action/i);
    expect(terms).toMatch(/governed by federal transportation law/i);
    expect(terms).toMatch(/Federal Motor Carrier Safety Administration \(FMCSA\)/);
    expect(terms).toMatch(/independent contractors/i);
    expect(terms).not.toMatch(/\{\w+(\.\w+)*\}/); // every constant and token filled in
  });

  it('privacy states what the call-and-messaging integration reads, and only metadata', async () => {
    await page.goto(site.url + '/privacy');
    const privacy = (await text(page)).replace(/\s+/g, ' ');
    expect(privacy).toMatch(/call and messaging provider/i);
    expect(privacy).toMatch(/application programming interfaces \(APIs\)/);
    expect(privacy).toMatch(/Account information:/);
    expect(privacy).toMatch(/Call and message metadata:/);
    expect(privacy).toMatch(/not the content/);
    expect(privacy).toMatch(/Contact directory data:/);
    await expect(page.locator('main a[href^="mailto:"]').count()).resolves.toBeGreaterThan(1);
    await expect(page.locator('main a[href^="tel:"]').count()).resolves.toBeGreaterThan(1);
  });

  it('cookies name the three types and the two durations', async () => {
    await page.goto(site.url + '/cookies');
    const cookies = await text(page);
    for (const word of ['Essential cookies', 'Analytics cookies', 'Functional cookies', 'Session cookies', 'Persistent cookies']) {
      expect(cookies).toContain(word);
    }
  });
});

describe('a fixed lastUpdated in the config', () => {
  // The other fixture carrier (tests/fixtures/carriers/other) fixes its terms' date, 2025-03-01,
  // and labels the date "Revised"; its privacy policy has no date of its own.
  let other: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    other = await serve(otherSite());
  });
  afterAll(() => other?.close());

  it('is shown instead of the current date, in the language of the site, before and after hydration', async () => {
    const html = readFileSync(join(otherSite(), 'terms/index.html'), 'utf8');
    expect(html).toContain('<time dateTime=2025-03-01>March 1, 2025</time>');
    const { page, messages, close } = await openPage(browser, other.url + '/terms', { locale: 'de-DE' });
    await expect(page.locator('[data-last-updated]').innerText()).resolves.toBe('Revised: March 1, 2025');
    // The other policies of the same build keep the visitor's date.
    await page.goto(other.url + '/privacy');
    await fullyLoaded(page);
    const today = await visitorToday(page);
    await expect.poll(() => page.locator('[data-last-updated]').innerText()).toBe(`Revised: ${today}`);
    expect(messages).toEqual([]);
    await close();
  });
});

describe('printing a policy', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = visitor);
    await visit(page, site.url + '/privacy');
  });

  const hidden = () =>
    page.evaluate(() => {
      const shown = (el: Element | null) => !!el && getComputedStyle(el).display !== 'none';
      return {
        header: shown(document.querySelector('#root header')),
        floating: [...document.querySelectorAll('[data-floating-button]')].map(shown),
        footerNav: shown(document.querySelector('footer nav')),
        heading: shown(document.querySelector('main h1')),
      };
    });

  it('drops the header, floating buttons and footer navigation on paper only', async () => {
    await page.emulateMedia({ media: 'screen' });
    await expect(hidden()).resolves.toEqual({ header: true, floating: [true], footerNav: true, heading: true });
    await page.emulateMedia({ media: 'print' });
    await expect(hidden()).resolves.toEqual({ header: false, floating: [false], footerNav: false, heading: true });
    await page.emulateMedia({ media: 'screen' });
  });

  it('prints the address after each route link, and turns animations and transitions off', async () => {
    const after = () =>
      page.evaluate(() => {
        const link = document.querySelector('main a[href="/cookies"]')!;
        return getComputedStyle(link, '::after').content;
      });
    await page.emulateMedia({ media: 'screen' });
    expect(await after()).toBe('none');
    await page.emulateMedia({ media: 'print' });
    expect(await after()).toBe(`" (${new URL('/cookies', company.siteUrl).href})"`);
    const moving = await page.evaluate(
      () =>
        [...document.querySelectorAll('body *')].filter((el) => {
          const style = getComputedStyle(el);
          return style.animationName !== 'none' || style.transitionDuration.split(',').some((d) => parseFloat(d) > 0);
        }).length,
    );
    expect(moving).toBe(0);
    await page.emulateMedia({ media: 'screen' });
  });
});
