import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fill } from '../../schema/placeholders.ts';
import { loadSiteConfig } from '../../src/config/loadSiteConfig.ts';
import { TERMINAL_SEPARATOR } from '../../src/site-data/media.ts';
import { useBrowserAndSite } from '../support/browserAndSite.ts';
import { builtSite } from '../support/builtSite.ts';
import { openPage, PHONE } from '../support/page.ts';

/**
 * The example's /drivers page as a driver reads it with JavaScript off, and as a screen reader
 * names it: the coverage map by its text alternative with the states and terminals as text, the
 * FAQ as native disclosure that opens without a script, a link to a question opening its answer.
 */
const config = loadSiteConfig('site.config.yaml');
const drivers = config.routes.find((r) => r.path === '/drivers')!;
const coverage = drivers.sections.find((s) => s.type === 'coverage')!;
const faq = drivers.sections.find((s) => s.type === 'faq')!;
const env = useBrowserAndSite();

describe('/drivers without JavaScript', () => {
  let page: Page;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ page, close } = await openPage(env.browser, `${env.site.url}/drivers`, { viewport: PHONE, javaScriptEnabled: false }));
  });
  afterAll(() => close?.());

  it('names the coverage map by what it shows, and lists the states and terminals as text beside it', async () => {
    const region = page.getByRole('region', { name: coverage.heading });
    const map = region.getByRole('img', { name: fill(coverage.mapLabel, { count: coverage.states.length }) });
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const lists = region.getByRole('list');
    expect(await lists.nth(0).getByRole('listitem').allTextContents()).toEqual(coverage.states.map((s) => s.name));
    expect(await lists.nth(1).getByRole('listitem').allTextContents()).toEqual(
      coverage.terminals!.map((t) => `${t.name}${TERMINAL_SEPARATOR}${t.city}, ${t.region}`),
    );
  });

  it('serves the map as a static SVG with no script in it', () => {
    const html = readFileSync(join(builtSite(), 'drivers/index.html'), 'utf8');
    const src = /<img[^>]+src=(\/assets\/coverage-[\w-]+\.svg)[ >]/.exec(html)?.[1];
    expect(src).toBeTruthy();
    const svg = readFileSync(join(builtSite(), src!), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 960 600"/);
    expect(svg).not.toMatch(/<script|\son\w+=|href=/i);
    for (const terminal of coverage.terminals!) expect(svg).toContain(`>${terminal.name}</text>`);
  });

  it('opens and closes each answer of the FAQ natively, from the keyboard', async () => {
    const items = page.getByRole('region', { name: faq.heading }).locator('details');
    expect(await items.count()).toBe(faq.items.length);
    for (const [i, item] of faq.items.entries()) {
      const details = items.nth(i);
      const question = details.locator('summary');
      // textContent: the sections below the fold skip their rendering until near (content-visibility), where innerText reads nothing.
      expect(await question.textContent()).toBe(item.question);
      await question.scrollIntoViewIfNeeded();
      const open = () => details.evaluate((d: HTMLDetailsElement) => d.open);
      expect(await open()).toBe(false);
      // By keyboard: the summary is a control of its own (a tap could land on a floating button).
      await question.focus();
      await page.keyboard.press('Enter');
      expect(await open()).toBe(true);
      if (typeof item.answer === 'string') expect(await details.innerText()).toContain(item.answer.slice(0, 40));
      await page.keyboard.press('Enter');
      expect(await open()).toBe(false);
    }
  });

  it('opens the answer a link points at: /drivers#home-time', async () => {
    const { page: linked, close: done } = await openPage(env.browser, `${env.site.url}/drivers#home-time`, {
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    try {
      const item = faq.items.find((i) => i.id === 'home-time')!;
      const details = linked.locator('details', { has: linked.locator('summary', { hasText: item.question }) });
      await expect.poll(() => details.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
      // In view once the browser has scrolled to it, after the sections above it are laid out.
      await expect
        .poll(async () => {
          const box = (await details.boundingBox())!;
          return box.y >= 0 && box.y + 40 < PHONE.height;
        })
        .toBe(true);
    } finally {
      await done();
    }
  });
});
