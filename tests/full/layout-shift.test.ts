import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadSiteConfig } from '../../src/config/loadSiteConfig.ts';
import { serve } from '../support/builtSite.ts';
import { BUILT_CARRIERS, type BuiltCarrier } from '../support/carriers.ts';
import { launchChromium } from '../support/chromium.ts';
import { cumulativeShift, layoutShifts, recordLayoutShifts } from '../support/layoutShifts.ts';
import { newPage } from '../support/page.ts';

/**
 * Every page of every test carrier keeps its place while it loads, in a desktop browser whose
 * scrollbar takes room from the page (Windows' and Linux's, and Lighthouse's Chromium at its
 * desktop size, 1350 × 940). A page is first drawn with its later part hidden
 * (src/app/laterStyles.ts): a short one, a policy, was shorter than the window until that part
 * showed, then gained a scrollbar, and everything centred on the page moved sideways by half its
 * width (Lighthouse desktop: CLS 0.0064 on the branded carrier's /cookies, 2026-12-05).
 */
const LIGHTHOUSE_DESKTOP = { width: 1350, height: 940 };

/** Where a page's <main> is as the page is first drawn (its init script records it). */
declare global {
  interface Window {
    firstPaintMain: { x: number; width: number };
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium({ scrollbars: true });
});
afterAll(() => browser?.close());

describe.each(Object.keys(BUILT_CARRIERS) as BuiltCarrier[])('the %s carrier at 1350 px, with a classic scrollbar', (carrier) => {
  const paths = loadSiteConfig(BUILT_CARRIERS[carrier]).routes.map((route) => route.path);
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    site = await serve(inject('sites')[carrier]);
  });
  afterAll(() => site?.close());

  it.each(paths)('%s: nothing moves while it loads (its content keeps its room, CLS under 0.001)', async (path) => {
    const { page, close } = await newPage(browser, { viewport: LIGHTHOUSE_DESKTOP });
    try {
      await recordLayoutShifts(page.context());
      await page.addInitScript(() => {
        // Once the document is parsed: as it is first drawn, its later part still hidden.
        addEventListener('DOMContentLoaded', () => {
          const { x, width } = document.querySelector('main')!.getBoundingClientRect();
          window.firstPaintMain = { x, width };
        });
      });
      await page.goto(`${site.url}${path}`);
      await page.waitForFunction(() => 'loaded' in document.documentElement.dataset);
      await page.evaluate(() => document.fonts.ready);
      const { firstPaintMain, main } = await page.evaluate(() => {
        const { x, width } = document.querySelector('main')!.getBoundingClientRect();
        return { firstPaintMain: window.firstPaintMain, main: { x, width } };
      });
      // The page's content has the same room from its first paint to the end: the scrollbar's
      // room, taken from the first paint on, whether the page is yet taller than the window or not.
      expect(main, "the page's content got narrower or wider after its first paint").toEqual(firstPaintMain);
      expect(main.width).toBeLessThan(LIGHTHOUSE_DESKTOP.width);
      const shifts = await layoutShifts(page);
      expect(cumulativeShift(shifts), `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.001);
    } finally {
      await close();
    }
  });
});
