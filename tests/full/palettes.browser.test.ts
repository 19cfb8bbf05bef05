import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitePage } from '../../schema/route.ts';
import { auditedPages } from '../../src/audit/auditedPages.ts';
import { loadSiteConfig } from '../../src/config/loadSiteConfig.ts';
import { paletteSite, serve } from '../support/builtSite.ts';
import { connectChromium } from '../support/chromium.ts';
import { axeViolations } from '../support/axe.ts';
import { DESKTOP, HEADER, newPage, PHONE, scrollPastHeader, visit, waitForHeaderTransitions } from '../support/page.ts';
import { PALETTES, type PaletteName } from '../support/palettes.ts';

/**
 * Issue 19: the brands the old contrast rule refused (./support/palettes.ts), built and read as a
 * visitor's browser draws them, checked by axe's colour rules: every text and link the engine
 * derived must read on what it is drawn on. The home page, which draws every ground (hero, tiles,
 * banners, the header in each state), at both sizes; every other kind of page at phone size, one
 * policy page standing for the three (the same component with other words).
 */

/** The rules whose outcome depends on the colours; the others are held by tests/full/a11y.test.ts. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const EXAMPLE = loadSiteConfig('site.config.yaml');
const isPolicy = (route: SitePage) => route.sections.every((s) => s.type === 'policy');
const OTHER_PAGES = auditedPages(EXAMPLE.routes)
  .filter((route, i, all) => route.path !== '/' && (!isPolicy(route) || all.findIndex(isPolicy) === i))
  .map((route) => route.path);

/** The colour rules' violations on the page, or only in the header when a state redraws only it. */
const colourViolations = (page: Page, include?: string) => axeViolations(page, { rules: COLOUR_RULES, include });

/**
 * Takes `tab` to `path` of brand `name`'s site at `viewport` and runs `check` on it: one tab per
 * brand goes from page to page (./support/page.ts visit), each check on a page just loaded at its
 * size.
 */
async function onPage(tab: Page, name: PaletteName, path: string, viewport: typeof PHONE, check: (page: Page) => Promise<void>) {
  await tab.setViewportSize(viewport);
  await visit(tab, sites.get(name)!.url + path);
  await check(tab);
}

let browser: Browser;
const sites = new Map<PaletteName, Awaited<ReturnType<typeof serve>>>();
beforeAll(async () => {
  const names = Object.keys(PALETTES) as PaletteName[];
  const served = await Promise.all(names.map((name) => serve(paletteSite(name))));
  names.forEach((name, i) => sites.set(name, served[i]!));
  browser = await connectChromium();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([...sites.values()].map((site) => site.close()));
});

describe.each(Object.keys(PALETTES) as PaletteName[])('the example carrier in a %s brand', (name) => {
  let tab: Page;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ page: tab, close } = await newPage(browser));
  });
  afterAll(() => close?.());
  it('reads on the home page at phone size: at the top, scrolled, and with the menu open', () =>
    onPage(tab, name, '/', PHONE, async (page) => {
      expect(await colourViolations(page), 'at the top').toEqual([]);
      await scrollPastHeader(page);
      expect(await colourViolations(page, HEADER), 'scrolled').toEqual([]);
      await page.getByRole('button', { name: EXAMPLE.header.menuLabel }).click();
      await page.waitForSelector('header[data-open]');
      await waitForHeaderTransitions(page);
      expect(await colourViolations(page, HEADER), 'menu open').toEqual([]);
    }));

  it('reads on the home page at desktop size: at the top and scrolled', () =>
    onPage(tab, name, '/', DESKTOP, async (page) => {
      expect(await colourViolations(page), 'at the top').toEqual([]);
      await scrollPastHeader(page);
      expect(await colourViolations(page, HEADER), 'scrolled').toEqual([]);
    }));

  it.each(OTHER_PAGES)('reads on %s at phone size', (path) =>
    onPage(tab, name, path, PHONE, async (page) => {
      expect(await colourViolations(page)).toEqual([]);
    }),
  );
});
