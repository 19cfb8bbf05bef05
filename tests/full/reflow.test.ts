import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { languageSites } from '../../src/config/languages/languageSites.ts';
import { inspectConfig } from '../../src/config/loadSiteConfig.ts';
import { useBrowserAndSite } from '../support/browserAndSite.ts';
import { BUILT_CARRIERS, type BuiltCarrier } from '../support/carriers.ts';
import { fullyLoaded, openPage, waitForVisitorDates } from '../support/page.ts';
import { footerPastItsPlaceholder, layoutProblems, textSizes } from '../support/reflow.ts';

/**
 * Issue 37: every page of every test carrier, in each of its languages, from a 320 px phone
 * (WCAG 1.4.10, Reflow) to a 1920 px screen, reads whole: nothing scrolls sideways, nothing
 * covers text, a link or a control, the floating buttons stay apart, no button is squeezed below
 * its size (WCAG 2.5.8, Target Size); and its text grows with
 * the visitor's text size (WCAG 1.4.4, Resize Text). One browser page per carrier, resized from
 * width to width; the visitor asks for reduced motion, so nothing is on its way in. The layout
 * follows the text size (its breakpoints are in em, src/theme/theme.ts): at twice the text a
 * 1280 px window shows the phone's menu, and the page must still read whole. And the footer,
 * laid out, is never taller than the box it is until then (src/layout/footerHeight.ts).
 */
const WIDTHS = [320, 390, 768, 1024, 1280, 1920];
const HEIGHT = 800;
/** The browser's default text size, and a visitor's who doubles it (Chromium's settings, "Font size"). */
const TEXT_SIZES = { usual: { standard: 16, fixed: 13 }, double: { standard: 32, fixed: 26 } };
/**
 * The narrowest window a page must read whole in (WCAG 1.4.10), in CSS pixels. Twice the text in
 * a window is the text of a window half as wide: from twice this width up, the page must read
 * whole at twice the text size too (WCAG 1.4.4). Below it (a phone at twice the text is a 160 or
 * 195 px window) long words and buttons run past the edge: left, as docs/performance.md says.
 */
const REFLOW_WIDTH = 320;
/** How much of the doubling a text must keep: a layout may temper it a little, never hold it back. */
const MIN_GROWTH = 1.8;

describe.each(Object.keys(BUILT_CARRIERS) as BuiltCarrier[])('the %s carrier', (carrier) => {
  const paths = languageSites(inspectConfig(BUILT_CARRIERS[carrier])).pages.map(({ route }) => route.path);
  const env = useBrowserAndSite(() => inject('sites')[carrier]);
  let page: Page;
  let devTools: CDPSession;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ page, close } = await openPage(env.browser, `${env.site.url}${paths[0]}`, {
      viewport: { width: WIDTHS[0]!, height: HEIGHT },
      reducedMotion: 'reduce',
    }));
    devTools = await page.context().newCDPSession(page);
  });
  afterAll(() => close?.());

  /** Sets the text size the visitor asked for in the browser's settings (not a zoom: the page's width stays). */
  const textSize = (size: keyof typeof TEXT_SIZES) => devTools.send('Page.setFontSizes', { fontSizes: TEXT_SIZES[size] });

  it.each(paths)('%s: whole at every width, its text twice as large at twice the text size', async (path) => {
    if (new URL(page.url()).pathname !== path) {
      await page.goto(`${env.site.url}${path}`);
      await fullyLoaded(page);
    }
    // The texts are compared at two text sizes: the Last Updated date must not change between them.
    await waitForVisitorDates(page);
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      problems.push(...(await layoutProblems(page)).map((problem) => `${width} px: ${problem}`));
      const footer = await footerPastItsPlaceholder(page);
      if (footer) problems.push(`${width} px: ${footer}`);
      const usual = await textSizes(page);
      await textSize('double');
      const double = await textSizes(page);
      if (width / 2 >= REFLOW_WIDTH) {
        problems.push(...(await layoutProblems(page)).map((problem) => `${width} px at twice the text size: ${problem}`));
        const doubledFooter = await footerPastItsPlaceholder(page);
        if (doubledFooter) problems.push(`${width} px at twice the text size: ${doubledFooter}`);
      }
      await textSize('usual');
      expect(double.map((d) => d.element)).toEqual(usual.map((u) => u.element));
      for (const [i, { element, size }] of usual.entries()) {
        const growth = double[i]!.size / size;
        if (growth < MIN_GROWTH)
          problems.push(`${width} px: ${element} grows ${growth.toFixed(2)} times at twice the text size (${size} px)`);
      }
    }
    expect(problems).toEqual([]);
  });
});
