import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../src/config/loadSiteConfig.ts';
import { isInteractive } from '../src/site-data/partialHydration.ts';
import { TAKEN_OVER, WAITING_ISLANDS } from '../src/ui/islands.ts';
import { useBrowserAndSite } from './support/browserAndSite.ts';
import { newPage, waitForHydration } from './support/page.ts';

// Issue 38, item 2: React hydrates an interactive part (an island: src/ui/islands.ts) when it is
// first used, scrolled near, or when the browser is idle, never all at once. The browser's idle
// moments are held here (each idle callback runs only when the test says), so what a press or a
// scroll does is seen apart from what idleness does.

const env = useBrowserAndSite();
const config = loadSiteConfig('site.config.yaml');
const home = config.routes.find((route) => route.path === '/')!;

/** The islands of the home page, by name: the header, each interactive section (by its type), the footer. */
const ISLANDS: Record<string, string> = {
  header: '#root > header',
  ...Object.fromEntries(
    home.sections.flatMap((section, i) => (isInteractive(section.type) ? [[section.type, `#main > :nth-child(${i + 1})`]] : [])),
  ),
  footer: '#root > footer',
};

/**
 * In the page, before its own scripts: idle callbacks wait in a queue that `runIdle()` runs one
 * of; the texts the page copies are noted (not written: the clipboard is the machine's).
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
const hydrated = (page: Page) =>
  page.evaluate(
    (islands) =>
      Object.entries(islands)
        .filter(([, selector]) =>
          [...document.querySelectorAll(`${selector} *`)].some((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))),
        )
        .map(([name]) => name),
    ISLANDS,
  );

const waitForIsland = (page: Page, name: string) =>
  page.waitForFunction(
    (selector) => [...document.querySelectorAll(`${selector} *`)].some((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))),
    ISLANDS[name]!,
  );

/** The islands React has taken over (src/ui/islands.ts, TAKEN_OVER): opened, hydrated now or in a moment. */
const taken = (page: Page) =>
  page.evaluate(
    ({ islands, mark }) =>
      Object.entries(islands)
        .filter(([, selector]) => (document.querySelector(selector) as unknown as Record<string, boolean> | null)?.[mark])
        .map(([name]) => name),
    { islands: ISLANDS, mark: TAKEN_OVER },
  );

const copied = (page: Page) => page.evaluate(() => (window as unknown as { copied: string[] }).copied);
const runIdle = (page: Page) => page.evaluate(() => (window as unknown as { runIdle: () => number }).runIdle());

/** Opens the home page with idle moments held, and waits until the page waits for a need of React (src/afterFirstScreen.ts has linked the manifest). */
async function openHome(viewport: { width: number; height: number }) {
  const opened = await newPage(env.browser, { viewport });
  await opened.page.addInitScript(holdIdleAndNoteCopies);
  await opened.page.goto(`${env.site.url}/`, { waitUntil: 'load' });
  await opened.page.locator('link[rel="manifest"]').waitFor({ state: 'attached' });
  expect(await opened.page.evaluate(() => 'hydrated' in document.documentElement.dataset)).toBe(false);
  return opened;
}

describe('islands hydrate on need', () => {
  it('a press hydrates its own island alone, acted on once; idle moments then hydrate the others, one each', async () => {
    // A window as tall as the page: every island is in view, and nothing scrolls.
    const { page, messages, close } = await openHome({ width: 1280, height: 800 });
    // (Twice: the sections below the first screen are laid out once in view, and take their own height.)
    for (let i = 0; i < 2; i++)
      await page.setViewportSize({ width: 1280, height: await page.evaluate(() => document.documentElement.scrollHeight) });
    expect(await page.evaluate(() => scrollY)).toBe(0);

    // The footer's first copy button (the mailbox): React comes for it, and takes that island alone.
    await page.locator('footer button[data-copy]').first().click();
    await waitForIsland(page, 'footer');
    expect(await hydrated(page)).toEqual(['footer']);
    expect(await taken(page)).toEqual(['footer']);
    // Copied once: by the native layer, or by React if it came first (a toast confirms it then, or
    // as React takes over within the tick's 2 s).
    expect(await copied(page)).toEqual([config.company.email]);
    expect(await page.locator('[data-toast]').count()).toBeLessThanOrEqual(1);

    // The call to action's copy button, pressed while React is here and its island waits: React
    // hydrates the island in that press, and copies once, confirmed by its toast.
    expect(await taken(page)).not.toContain('cta');
    await page.locator(`${ISLANDS.cta} button[data-copy]`).first().click();
    await page.locator('[data-toast]', { hasText: config.company.email }).last().waitFor();
    expect(await copied(page)).toEqual([config.company.email, config.company.email]);
    expect((await hydrated(page)).sort()).toEqual(['cta', 'footer']);

    // Each idle moment opens at most one more island, until none is left; the page is React's.
    for (let before = 2, moments = 0; before < Object.keys(ISLANDS).length; moments++) {
      expect(moments, 'idle moments that open no island').toBeLessThan(20);
      await runIdle(page);
      const now = (await taken(page)).length;
      expect(now - before).toBeLessThanOrEqual(1);
      before = now;
    }
    await waitForHydration(page);
    for (const name of Object.keys(ISLANDS)) await waitForIsland(page, name);

    expect(messages).toEqual([]);
    await close();
  });

  it('a scroll hydrates the islands within a screen of the view, and no other', async () => {
    const { page, messages, close } = await openHome({ width: 1280, height: 800 });
    // To the call to action, the last section: React comes for its buttons, near now.
    await page.evaluate(
      (selector) => scrollTo({ top: document.querySelector<HTMLElement>(selector)!.offsetTop, behavior: 'instant' }),
      ISLANDS.cta!,
    );
    await waitForIsland(page, 'cta');
    await waitForIsland(page, 'header');
    await waitForIsland(page, 'footer');
    // The company's facts, far above, wait.
    expect(await hydrated(page)).toEqual(['header', 'cta', 'footer']);
    expect(await taken(page)).toEqual(['header', 'cta', 'footer']);
    expect(await page.evaluate((name) => document.documentElement.getAttribute(name), WAITING_ISLANDS)).toBe('1');
    while (await runIdle(page));
    await waitForHydration(page);
    await waitForIsland(page, 'company-info');
    expect(messages).toEqual([]);
    await close();
  });
});
