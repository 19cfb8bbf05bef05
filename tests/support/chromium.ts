import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import { WAIT_HANG_GUARD_MS } from './hangGuards.ts';

/**
 * The run's one Chromium (started by ./globalSetup.ts with the audit's flags), for a test file:
 * connecting costs a few milliseconds where a launch costs a second of processor time. A test
 * opens a fresh context in it, or takes a tab of its file from page to page (./page.ts);
 * `close()` on the result only disconnects.
 * Every context it opens waits for a page, an element or a state until it is surely hung
 * (./hangGuards.ts), not Playwright's default 30 s, which a busy machine can take.
 */
export async function connectChromium(): Promise<Browser> {
  const browser = await chromium.connect(inject('browserEndpoint'));
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(WAIT_HANG_GUARD_MS);
    return context;
  };
  return browser;
}
