import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

/** A fresh page that records every console error and warning (hydration mismatches among them). */
export async function openPage(browser: Browser, url: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  const page: Page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  await page.goto(url, { waitUntil: 'load' });
  // A test that presses a button before React has taken over would meet a page that does not
  // answer: wait for the state itself (src/ui/hydrated.ts marks it), not for a quiet network.
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return { page, messages, close: () => context.close() };
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

/** Waits until React has taken over the page's prerendered HTML (src/ui/hydrated.ts marks it). */
export const waitForHydration = (page: Page) => page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
