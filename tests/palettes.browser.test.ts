import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitePage } from '../schema/route.ts';
import { auditedPages } from '../src/audit/auditedPages.ts';
import { loadSiteConfig } from '../src/config/loadSiteConfig.ts';
import { paletteSite, serve } from './support/builtSite.ts';
import { launchChromium } from './support/chromium.ts';
import { DESKTOP, openPage, PHONE } from './support/page.ts';
import { PALETTES, type PaletteName } from './support/palettes.ts';

/**
 * Issue 19: the brands the old contrast rule refused (./support/palettes.ts), built and read as a
 * visitor's browser draws them, checked by axe's colour rules: every text and link the engine
 * derived must read on what it is drawn on. The home page, which draws every ground (hero, tiles,
 * banners, the header in each state), at both sizes; every other kind of page at phone size, one
 * policy page standing for the three (the same component with other words).
 */

/** The rules whose outcome depends on the colours; the others are held by tests/a11y.test.ts. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const EXAMPLE = loadSiteConfig('site.config.yaml');
const isPolicy = (route: SitePage) => route.sections.every((s) => s.type === 'policy');
const OTHER_PAGES = auditedPages(EXAMPLE.routes)
  .filter((route, i, all) => route.path !== '/' && (!isPolicy(route) || all.findIndex(isPolicy) === i))
  .map((route) => route.path);

async function colourViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withRules(COLOUR_RULES).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim()})`));
}

/** Scrolls past the header's threshold and waits for its fade into the scrolled colours to end. */
async function scrollDown(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.waitForSelector('header[data-scrolled]');
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

let browser: Browser;
const sites = new Map<PaletteName, Awaited<ReturnType<typeof serve>>>();
beforeAll(async () => {
  const names = Object.keys(PALETTES) as PaletteName[];
  const served = await Promise.all(names.map((name) => serve(paletteSite(name))));
  names.forEach((name, i) => sites.set(name, served[i]!));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([...sites.values()].map((site) => site.close()));
});

describe.each(Object.keys(PALETTES) as PaletteName[])('the example carrier in a %s brand', (name) => {
  const open = (path: string, viewport: typeof PHONE) => openPage(browser, sites.get(name)!.url + path, { viewport });

  it('reads on the home page at phone size: at the top, scrolled, and with the menu open', async () => {
    const { page, close } = await open('/', PHONE);
    try {
      expect(await colourViolations(page), 'at the top').toEqual([]);
      await scrollDown(page);
      expect(await colourViolations(page), 'scrolled').toEqual([]);
      await page.getByRole('button', { name: EXAMPLE.header.menuLabel }).click();
      await page.waitForSelector('header[data-open]');
      expect(await colourViolations(page), 'menu open').toEqual([]);
    } finally {
      await close();
    }
  });

  it('reads on the home page at desktop size: at the top and scrolled', async () => {
    const { page, close } = await open('/', DESKTOP);
    try {
      expect(await colourViolations(page), 'at the top').toEqual([]);
      await scrollDown(page);
      expect(await colourViolations(page), 'scrolled').toEqual([]);
    } finally {
      await close();
    }
  });

  it.each(OTHER_PAGES)('reads on %s at phone size', async (path) => {
    const { page, close } = await open(path, PHONE);
    try {
      expect(await colourViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });
});
