import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A person's device for the hosted editor's tests: a browser context of its own with a passkey
 * authenticator built in (the DevTools protocol's WebAuthn domain: a CTAP2 authenticator that
 * keeps discoverable credentials, verifies its user and says yes when asked), so the
 * ceremonies are real, with a software device. `blocked` collects what its pages said of a
 * script or style their CSP blocked, and their errors.
 */
export async function passkeyDevice(browser: Browser, blocked: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) blocked.push(message.text());
  });
  page.on('pageerror', (error) => blocked.push(error.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { context, page };
}

const until = <T>(value: () => Promise<T>) => expect.poll(value, { interval: 50 });

/** Opens the invitation `link`, sees `greeting`, registers a passkey, and waits for the editor at `origin` to draw its preview. */
export async function acceptInvitation(page: Page, link: string, greeting: RegExp) {
  const origin = new URL(link).origin;
  await page.goto(link);
  await until(() => page.locator('#welcome').textContent()).toMatch(greeting);
  // The secret is taken out of the address bar at once.
  expect(page.url()).toBe(`${origin}/invitation`);
  await page.getByRole('button', { name: 'Make my passkey' }).click();
  await page.waitForURL(`${origin}/`);
  await page.waitForSelector('iframe[data-version]');
}
