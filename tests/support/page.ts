import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { VISITOR_DATE, VISITOR_YEAR } from '../../src/ui/dates/visitorDates.ts';
import { WAITING_ISLANDS } from '../../src/ui/islands/islands.ts';

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

/** A fresh page that records every console error and warning (hydration mismatches among them). */
export async function openPage(browser: Browser, url: string, options: BrowserContextOptions = {}) {
  const opened = await newPage(browser, options);
  await opened.page.goto(url, { waitUntil: 'load' });
  // Wait for the state itself (src/browser/afterFirstScreen.ts marks it), not for a quiet network.
  if (options.javaScriptEnabled !== false) await fullyLoaded(opened.page);
  return opened;
}

/** A fresh blank page in a context of its own, recording as openPage's does, for visit() to take from route to route. */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  const page: Page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  await playAnimationsFast(page);
  return { page, messages, close: () => context.close() };
}

/**
 * Takes a page of newPage or openPage to `url`, as a visitor typing it into the address bar: a
 * new document in the same tab, ready once it has done all it does on its own. It costs a quarter of a fresh
 * page (measured 2026-11-27: 0.3 processor-seconds a visit of the example's pages against 1.2 s
 * for openPage, which starts a renderer process and fetches, compiles and decodes everything
 * anew), so tests that need no browser state of their own (cookies, storage, an empty cache)
 * visit their routes one after another in one page. Animations still play twenty times fast:
 * DevTools keeps the speed for every document of the tab.
 */
export async function visit(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' });
  await fullyLoaded(page);
}

/**
 * Plays the page's CSS transitions and animations (and the Web Animations the entrance effects
 * use) twenty times faster, as DevTools' animation speed control does, for every document the
 * page loads: a test that waits for an animation to end waits a twentieth as long, and then
 * sees the same final state a visitor sees. What it does not speed up is not an animation of the
 * page's timeline: smooth scrolling, and timers.
 */
export async function playAnimationsFast(page: Page) {
  const devTools = await page.context().newCDPSession(page);
  await devTools.send('Animation.enable');
  await devTools.send('Animation.setPlaybackRate', { playbackRate: 20 });
}

/** Makes every page of `context` record the Content-Security-Policy violations it meets, from its first script on. */
export function recordCspViolations(context: BrowserContext) {
  return context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

/** The violations `page` recorded since it loaded (recordCspViolations). */
export const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/**
 * Waits until the page shows the visitor's own date wherever it shows one (a policy's Last
 * Updated, the footer's year: src/browser/visitorDates.ts): written in the build's until the
 * first screen is shown, so a test that compares the page's texts at two moments would otherwise
 * see it change between them.
 */
export const waitForVisitorDates = (page: Page) =>
  page.waitForFunction(
    ([dateMark, yearMark]) => {
      const now = new Date();
      const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
      return (
        [...document.querySelectorAll<HTMLTimeElement>(`time[${dateMark}]`)].every((time) => time.dateTime === today) &&
        [...document.querySelectorAll<HTMLTimeElement>(`time[${yearMark}]`)].every((time) => time.dateTime === String(now.getFullYear()))
      );
    },
    [VISITOR_DATE, VISITOR_YEAR],
  );

/**
 * Waits until React has taken over the page's prerendered HTML: the page around its islands
 * (src/ui/islands/hydrated.ts marks it), then every island (src/ui/islands/islands.ts counts those
 * left). React comes only when the visitor needs it, and an island only when it is used or
 * scrolled near: something the test did must have brought them all (scrollThrough, for one).
 */
export const waitForHydration = (page: Page) =>
  page.waitForFunction(
    (waiting) => 'hydrated' in document.documentElement.dataset && !Number(document.documentElement.getAttribute(waiting)),
    WAITING_ISLANDS,
  );

/**
 * Waits until the browser has been idle `times` times: the moments where React, or an island,
 * would come if idle moments brought them (since issue 48 they bring nothing). Each after a frame:
 * right after a mouse button comes up, Chromium starts no idle period until it draws a frame, and
 * a page with nothing to draw drew none (an idle callback asked for then never came: 8 runs of 9,
 * 2026-12-06).
 */
export const idleMoments = (page: Page, times = 2) =>
  page.evaluate(async (times) => {
    for (let turn = 0; turn < times; turn++) {
      await new Promise(requestAnimationFrame);
      await new Promise((resolve) => requestIdleCallback(resolve));
    }
  }, times);

/**
 * Makes React take over the whole page as a visitor would: a scroll to the page's end brings it (a
 * button comes near: src/browser/afterFirstScreen.ts), then a scroll through the page, down and
 * back to its top, brings every island near (src/ui/islands/islands.ts). Returns once React has
 * them all, at the page's top, with the entrance animations it set off played.
 */
export async function scrollEveryIslandNear(page: Page) {
  await page.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  await page.evaluate(async () => {
    const frames = async () => {
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    };
    const bottom = document.documentElement.scrollHeight;
    for (let y = bottom; y > 0; y -= innerHeight / 2) {
      scrollTo({ top: y, behavior: 'instant' });
      await frames();
    }
    scrollTo({ top: 0, behavior: 'instant' });
    await frames();
  });
  await waitForHydration(page);
  // The entrance animations the scroll set off have played.
  await settled(page);
}

/**
 * Waits until what the last scroll or click set in motion has played out: two frames (scroll
 * and intersection observers run in the first), then every animation running in the page.
 */
export const settled = (page: Page) =>
  page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });

/** Waits two frames: what the last scroll set off (scroll and intersection observers run in the first) has started. */
export const nextFrames = (page: Page) =>
  page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
  });

/** The part of the page that scrolling past the header's threshold, or opening its menu, redraws. */
export const HEADER = 'header';

/**
 * Scrolls past the header's threshold and waits, in the page, for the header to mark itself
 * scrolled and for its fade into the scrolled colours to end (Playwright's own waits poll on a
 * back-off and add half a second).
 */
export const scrollPastHeader = (page: Page) =>
  page
    .evaluate(async () => {
      const header = document.querySelector('header')!;
      const scrolled = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!header.hasAttribute('data-scrolled')) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(header, { attributes: true });
      });
      window.scrollTo({ top: 600, behavior: 'instant' });
      await scrolled;
    })
    .then(() => waitForHeaderTransitions(page));

/** Waits until the header and everything in it have finished the transitions a change of state started (axe reads the final colours). */
export const waitForHeaderTransitions = (page: Page) =>
  page.evaluate(async () => {
    // A transition starts at the next style update after the change.
    await new Promise(requestAnimationFrame);
    const animations = document.querySelector('header')!.getAnimations({ subtree: true });
    await Promise.all(animations.map((a) => a.finished.catch(() => undefined)));
  });

/**
 * Waits until a page has done everything it does without the visitor doing anything: the rest of
 * its styles, its fonts, the visitor's dates, the entrance animations armed once the browser was idle
 * (src/browser/afterFirstScreen.ts marks it). React is not there: it comes when the visitor needs it.
 */
export const fullyLoaded = (page: Page) => page.waitForFunction(() => 'loaded' in document.documentElement.dataset);

/**
 * For a context's init script: the page's clock a year (366 days) ahead of the machine's, as for
 * a visitor who reads a page built one year in the next (a site built in December, read in
 * January). Only `Date` moves; timers and frames keep the browser's own time.
 */
export function aYearLater() {
  const YEAR_MS = 366 * 24 * 60 * 60 * 1000;
  const MachineDate = Date;
  class LaterDate extends MachineDate {
    constructor(...args: ConstructorParameters<typeof Date>) {
      if (args.length) super(...args);
      else super(MachineDate.now() + YEAR_MS);
    }
    static override now = () => MachineDate.now() + YEAR_MS;
  }
  globalThis.Date = LaterDate as DateConstructor;
}
