import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';

/**
 * The run's one Chromium (started by ./globalSetup.ts with the audit's flags), for a test file:
 * connecting costs a few milliseconds where a launch costs a second of processor time. Each test
 * opens a fresh context in it (./page.ts); `close()` on the result only disconnects.
 */
export const connectChromium = (): Promise<Browser> => chromium.connect(inject('browserEndpoint'));
