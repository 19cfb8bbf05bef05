import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium.ts';
import { serve } from './support/builtSite.ts';
import { openPage } from './support/page.ts';

let browser: Browser;
let site: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), serve()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('every prerendered route hydrates cleanly', () => {
  it.each(['/', '/privacy', '/cookies', '/terms'])('%s hydrates with no console error or warning', async (path) => {
    const { page, messages, close } = await openPage(browser, site.url + path);
    // Hydration attaches React to the server markup; a client-side navigation proves it is live.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL('**/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    expect(messages).toEqual([]);
    await close();
  });
});
