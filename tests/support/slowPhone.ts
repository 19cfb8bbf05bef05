import type { BrowserContext, Page } from 'playwright-core';

/** A small phone's window, in CSS pixels. */
export const SMALL_PHONE = { width: 390, height: 844 };

/** How much slower than this machine the phone's processor runs (DevTools' CPU throttling). */
export const CPU_SLOWDOWN = 6;

/**
 * Lighthouse's mobile network, a slow 4G: 150 ms round trips, 1.6 Mbit/s down and 750 kbit/s up
 * (CDP's throughputs are in bytes per second).
 */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * A phone a visitor on a weak connection holds: the window of a small phone that takes taps, for a
 * context of its own (its options), and the processor and network slowed down for `page`.
 * The slow processor is not free on this machine: a page Chromium throttles burns about three
 * quarters of a core for as long as it stays throttled, busy or idle (measured 2026-11-27: an idle
 * page throttled 6x, 10 s, 10.0 processor-seconds against 2.4 unthrottled; `npx vitest run
 * tests/full/first-tap.test.ts`, 138 and 157 s with it, 66 s without).
 */
export const SLOW_PHONE_CONTEXT = { viewport: SMALL_PHONE, hasTouch: true, isMobile: true } as const;

/** Slows `page` down as that phone; returns what gives it this machine's speed back. */
export async function slowDown(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  };
}

/**
 * Holds back every script file but the first one a page loads on its own
 * (src/browser/afterFirstScreen.ts) until `release()` is called: the page as it is before React has come.
 */
export async function holdBackReact(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!afterFirstScreen-)[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
