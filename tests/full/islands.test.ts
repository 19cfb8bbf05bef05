import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../src/config/loadSiteConfig.ts';
import { isInteractive } from '../../src/site-data/partialHydration.ts';
import { TAKEN_OVER, WAITING_ISLANDS } from '../../src/ui/islands/islands.ts';
import { BUILT_CARRIERS } from '../support/carriers.ts';
import { brandedSite, builtSite, serve } from '../support/builtSite.ts';
import { connectChromium } from '../support/chromium.ts';
import { newPage, waitForHydration } from '../support/page.ts';

// Issue 38, item 2: React hydrates an interactive part (an island: src/ui/islands/islands.ts) when it is
// first used, scrolled near, or when the browser is idle, never all at once. The browser's idle
// moments are held here (each idle callback runs only when the test says), so what a press or a
// scroll does is seen apart from what idleness does. On the example at a desktop's size, and on
// the branded carrier (its photos, logo and brand fonts) at a phone's.

const CARRIERS = [
  { name: 'the example, on a desktop', config: BUILT_CARRIERS.example, site: builtSite, viewport: { width: 1280, height: 800 } },
  { name: 'the branded carrier, on a phone', config: BUILT_CARRIERS.branded, site: brandedSite, viewport: { width: 390, height: 844 } },
];

/** The islands of a home page, by name: the header, each interactive section (by its type), the footer. */
function islandsOf(configFile: string): Record<string, string> {
  const home = loadSiteConfig(configFile).routes.find((route) => route.path === '/')!;
  return {
    header: '#root > header',
    ...Object.fromEntries(
      home.sections.flatMap((section, i) => (isInteractive(section.type) ? [[section.type, `#main > :nth-child(${i + 1})`]] : [])),
    ),
    footer: '#root > footer',
  };
}

/**
 * In the page, before its own scripts: idle callbacks wait in a queue that `runIdle()` runs one
 * of; the texts the page copies are noted (not written: the clipboard is the browser's, which other files share).
 */
function holdIdleAndNoteCopies() {
  const queue: IdleRequestCallback[] = [];
  const record = window as unknown as { runIdle: () => number; copied: string[] };
  window.requestIdleCallback = (callback) => queue.push(callback);
  record.runIdle = () => {
    queue.shift()?.({ didTimeout: false, timeRemaining: () => 50 });
    return queue.length;
  };
  record.copied = [];
  navigator.clipboard.writeText = (text) => {
    record.copied.push(text);
    return Promise.resolve();
  };
}

/** The islands React has hydrated: those with an element inside that React knows (its fiber). */
const hydrated = (page: Page, islands: Record<string, string>) =>
  page.evaluate(
    (islands) =>
      Object.entries(islands)
        .filter(([, selector]) =>
          [...document.querySelectorAll(`${selector} *`)].some((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))),
        )
        .map(([name]) => name),
    islands,
  );

const waitForIsland = (page: Page, selector: string) =>
  page.waitForFunction(
    (selector) => [...document.querySelectorAll(`${selector} *`)].some((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))),
    selector,
  );

/** The islands React has taken over (src/ui/islands/islands.ts, TAKEN_OVER): opened, hydrated now or in a moment. */
const taken = (page: Page, islands: Record<string, string>) =>
  page.evaluate(
    ({ islands, mark }) =>
      Object.entries(islands)
        .filter(([, selector]) => (document.querySelector(selector) as unknown as Record<string, boolean> | null)?.[mark])
        .map(([name]) => name),
    { islands, mark: TAKEN_OVER },
  );

const copied = (page: Page) => page.evaluate(() => (window as unknown as { copied: string[] }).copied);
const runIdle = (page: Page) => page.evaluate(() => (window as unknown as { runIdle: () => number }).runIdle());

describe.each(CARRIERS)('islands hydrate on need: $name', ({ config: configFile, site, viewport }) => {
  const config = loadSiteConfig(configFile);
  const islands = islandsOf(configFile);
  const env = {} as { browser: Awaited<ReturnType<typeof connectChromium>>; site: Awaited<ReturnType<typeof serve>> };
  beforeAll(async () => {
    [env.browser, env.site] = await Promise.all([connectChromium(), serve(site())]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.site?.close();
  });

  /** Opens the home page with idle moments held, and waits until the page waits for a need of React (src/afterFirstScreen.ts has linked the manifest). */
  async function openHome() {
    const opened = await newPage(env.browser, { viewport });
    await opened.page.addInitScript(holdIdleAndNoteCopies);
    await opened.page.goto(`${env.site.url}/`, { waitUntil: 'load' });
    await opened.page.locator('link[rel="manifest"]').waitFor({ state: 'attached' });
    expect(await opened.page.evaluate(() => 'hydrated' in document.documentElement.dataset)).toBe(false);
    return opened;
  }

  it('a press hydrates its own island alone, acted on once; idle moments then hydrate the others, one each', async () => {
    // A window as tall as the page: every island is in view, and nothing scrolls.
    const { page, messages, close } = await openHome();
    // (Twice: the sections below the first screen are laid out once in view, and take their own height.)
    for (let i = 0; i < 2; i++)
      await page.setViewportSize({ width: viewport.width, height: await page.evaluate(() => document.documentElement.scrollHeight) });
    expect(await page.evaluate(() => scrollY)).toBe(0);

    // The footer's first copy button (the mailbox): React comes for it, and takes that island alone.
    await page.locator('footer button[data-copy]').first().click();
    await waitForIsland(page, islands.footer!);
    expect(await hydrated(page, islands)).toEqual(['footer']);
    expect(await taken(page, islands)).toEqual(['footer']);
    // Copied once: by the native layer, or by React if it came first (a toast confirms it then, or
    // as React takes over within the tick's 2 s).
    expect(await copied(page)).toEqual([config.company.email]);
    expect(await page.locator('[data-toast]').count()).toBeLessThanOrEqual(1);

    // The call to action's copy button, pressed while React is here and its island waits: React
    // hydrates the island in that press, and copies once, confirmed by its toast.
    expect(await taken(page, islands)).not.toContain('cta');
    await page.locator(`${islands.cta} button[data-copy]`).first().click();
    await page.locator('[data-toast]', { hasText: config.company.email }).last().waitFor();
    expect(await copied(page)).toEqual([config.company.email, config.company.email]);
    expect((await hydrated(page, islands)).sort()).toEqual(['cta', 'footer']);

    // Each idle moment opens at most one more island, until none is left; the page is React's.
    for (let before = 2, moments = 0; before < Object.keys(islands).length; moments++) {
      expect(moments, 'idle moments that open no island').toBeLessThan(20);
      await runIdle(page);
      const now = (await taken(page, islands)).length;
      expect(now - before).toBeLessThanOrEqual(1);
      before = now;
    }
    await waitForHydration(page);
    for (const selector of Object.values(islands)) await waitForIsland(page, selector);

    expect(messages).toEqual([]);
    await close();
  });

  it('a scroll hydrates the islands within a screen of the view, and no other', async () => {
    const { page, messages, close } = await openHome();
    // To the call to action, the last section: React comes for its buttons, near now, and for the
    // header's (fixed on screen) and the footer's, just below.
    await page.evaluate(
      (selector) => scrollTo({ top: document.querySelector<HTMLElement>(selector)!.offsetTop, behavior: 'instant' }),
      islands.cta!,
    );
    for (const name of ['cta', 'header', 'footer']) await waitForIsland(page, islands[name]!);
    // The company's facts, far above, wait.
    expect(await hydrated(page, islands)).toEqual(['header', 'cta', 'footer']);
    expect(await taken(page, islands)).toEqual(['header', 'cta', 'footer']);
    expect(await page.evaluate((name) => document.documentElement.getAttribute(name), WAITING_ISLANDS)).toBe('1');
    while (await runIdle(page));
    await waitForHydration(page);
    await waitForIsland(page, islands['company-info']!);
    expect(messages).toEqual([]);
    await close();
  });
});
