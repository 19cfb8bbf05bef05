import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import { CHROME_FLAGS, chromePath } from '../../src/audit/chromium.ts';
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
  return withHangGuards(await chromium.connect(inject('browserEndpoint')));
}

/**
 * A Chromium of the file's own, for a file that reads the clipboard: a browser has one clipboard,
 * shared by all its contexts, so in the run's one Chromium another file's copy can land between
 * this file's copy and its reading (a test read the mailbox another file had just copied, where
 * it had copied the phone); or for one that needs flags of its own (`extraFlags`: a host name
 * resolved to this machine, a test certificate trusted). A launch costs about a second of
 * processor time; `close()` ends it.
 *
 * `scrollbars`: the browser draws classic scrollbars that take room from the page, as a desktop
 * browser on Windows or Linux does (and Lighthouse's Chromium), where Playwright's headless
 * Chromium hides them by default (`--hide-scrollbars`).
 *
 * `realClock`: the browser runs on the machine's own clock even when the tests run under
 * libfaketime (`faketime '2027-03-01' npm run test:full`, issue 46), for a file that slows the
 * processor down with DevTools (./slowPhone.ts). Chromium's CPU throttle stops the page's main
 * thread from a signal handler until its own thread has slept; under libfaketime both threads
 * read the clock through the library, and the page hung before drawing in most runs (measured
 * 2026-12-02: 4 of 4 with the throttle alone, 0 of 5 without the library, 0 of 4 with the network
 * slowed alone). Its pages then meet a visitor whose clock differs from the build's, which the
 * site handles anyway (the policies' dates and the footer's year are the visitor's).
 */
export async function launchChromium({ realClock = false, extraFlags = [] as string[], scrollbars = false } = {}): Promise<Browser> {
  const env = realClock
    ? Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(LD_PRELOAD$|FAKETIME)/.test(name)))
    : undefined;
  return withHangGuards(
    await chromium.launch({
      executablePath: chromePath(),
      args: [...CHROME_FLAGS, ...extraFlags],
      headless: true,
      env,
      ...(scrollbars ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
    }),
  );
}

function withHangGuards(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(WAIT_HANG_GUARD_MS);
    return context;
  };
  return browser;
}
