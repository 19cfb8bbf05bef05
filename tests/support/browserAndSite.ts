import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { builtSite, serve } from './builtSite.ts';
import { connectChromium, launchChromium } from './chromium.ts';

/**
 * One Chromium and a built site (the example's unless told) served by the real server, for the tests of one file:
 * started before them, closed after. Read `env.browser` and `env.site` inside tests and hooks.
 * The Chromium is the run's, unless the file reads the clipboard (`{ clipboard: true }`): then it
 * is the file's own (./chromium.ts, launchChromium).
 */
export function useBrowserAndSite(root = builtSite, { clipboard = false } = {}) {
  const env = {} as { browser: Browser; site: Awaited<ReturnType<typeof serve>> };
  beforeAll(async () => {
    [env.browser, env.site] = await Promise.all([clipboard ? launchChromium() : connectChromium(), serve(root())]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.site?.close();
  });
  return env;
}
