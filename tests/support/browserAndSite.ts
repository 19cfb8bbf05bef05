import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { builtSite, serve } from './builtSite.ts';
import { connectChromium } from './chromium.ts';

/**
 * One Chromium and a built site (the example's unless told) served by the real server, for the tests of one file:
 * started before them, closed after. Read `env.browser` and `env.site` inside tests and hooks.
 */
export function useBrowserAndSite(root = builtSite) {
  const env = {} as { browser: Browser; site: Awaited<ReturnType<typeof serve>> };
  beforeAll(async () => {
    [env.browser, env.site] = await Promise.all([connectChromium(), serve(root())]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.site?.close();
  });
  return env;
}
