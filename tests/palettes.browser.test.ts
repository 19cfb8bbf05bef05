import AxeBuilder from '@axe-core/playwright';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { parseDocument } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitePage } from '../schema/route.ts';
import { auditedPages } from '../src/audit/auditedPages.ts';
import { loadSiteConfig } from '../src/config/loadSiteConfig.ts';
import { buildSite } from '../src/prerender/buildSite.ts';
import { serve } from './support/builtSite.ts';
import { launchChromium } from './support/chromium.ts';
import { copyCarrierFiles, GOOD_CONFIG } from './support/configCli.ts';
import { DESKTOP, openPage, PHONE } from './support/page.ts';

/**
 * Issue 19: the brands the old contrast rule refused, built and read as a visitor's browser draws
 * them. The example carrier rebuilt in each of five extreme brand colours (a fill too light for
 * white text and too light for links on white, a pure red, a near-black with a yellow accent),
 * checked by axe's colour rules: every text and link the engine derived must read on what it is
 * drawn on. The home page, which draws every ground (hero, tiles, banners, the header in each
 * state), at both sizes; every other kind of page at phone size, one policy page standing for
 * the three (the same component with other words).
 */
const PALETTES = [
  { name: 'yellow', colors: { primary: '#ffc72c', accent: '#1f2a44' } },
  { name: 'lime', colors: { primary: '#78be20', accent: '#1f2a44' } },
  { name: 'cyan', colors: { primary: '#00b5e2', accent: '#ff6a13' } },
  { name: 'pure red', colors: { primary: '#ff0000', accent: '#ffc72c' } },
  { name: 'near-black', colors: { primary: '#111111', accent: '#ffd100', dark: '#000000' } },
];
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
let workDir: string;
const sites = new Map<string, Awaited<ReturnType<typeof serve>>>();

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'carrier-palettes-'));
  copyCarrierFiles('site.config.yaml', workDir);
  const launched = launchChromium();
  // One after the other: a build sets NODE_ENV for its duration.
  for (const { name, colors } of PALETTES) {
    const doc = parseDocument(GOOD_CONFIG);
    for (const [role, value] of Object.entries(colors)) doc.setIn(['theme', 'colors', role], value);
    const configFile = join(workDir, `${name.replace(' ', '-')}.yaml`);
    await writeFile(configFile, String(doc));
    const outDir = join(workDir, `dist-${name.replace(' ', '-')}`);
    await buildSite({ configFile, outDir });
    sites.set(name, await serve(outDir));
  }
  browser = await launched;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await Promise.all([...sites.values()].map((site) => site.close()));
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe.each(PALETTES)('the example carrier in a $name brand', ({ name }) => {
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
