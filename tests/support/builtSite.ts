import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createServer } from '../../src/server/createServer.ts';
import type { BuiltCarrier } from './carriers.ts';
import type { PaletteName } from './palettes.ts';

/** Where ./globalSetup.ts builds and keeps the test sites (under node_modules, so never committed). */
export const TEST_SITES_DIR = 'node_modules/.cache/carrier-test-sites';

/**
 * Where ./globalSetup.ts writes the example's config varied (in each brand of ./palettes.ts, with
 * the texts of ./hostileSite.ts, with twice its postings: ./doubledPostings.ts), beside a copy of
 * the example's files.
 */
export const VARIANT_CONFIGS_DIR = join(TEST_SITES_DIR, 'variant-configs');

/**
 * A site the test run builds: a carrier of ./carriers.ts, the example in a brand of
 * ./palettes.ts, with the hostile texts of ./hostileSite.ts, or with twice its job postings
 * (./doubledPostings.ts).
 */
export type SiteName = BuiltCarrier | `palette-${PaletteName}` | 'hostile' | 'doubled-postings';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of each test site, built (or found up to date) by tests/support/globalSetup.ts. */
    sites: Record<SiteName, string>;
    /** Where the run's one Chromium, started there too, takes connections (./chromium.ts). */
    browserEndpoint: string;
  }
}

/** The folder the example site was built into for this test run. */
export const builtSite = () => inject('sites').example;
/** The folder the branded carrier (tests/fixtures/carriers/ridgeline) was built into. */
export const brandedSite = () => inject('sites').branded;
/** The folder the other carrier (tests/fixtures/carriers/other) was built into. */
export const otherSite = () => inject('sites').other;
/** The folder the example in brand `name` (./palettes.ts) was built into. */
export const paletteSite = (name: PaletteName) => inject('sites')[`palette-${name}`];
/** The folder the example with hostile texts (./hostileSite.ts) was built into. */
export const hostileSite = () => inject('sites').hostile;
/** The folder the example with twice its job postings (./doubledPostings.ts) was built into. */
export const doubledPostingsSite = () => inject('sites')['doubled-postings'];

/** Serves a built site with the real `npm start` server on a free loopback port. */
export async function serve(root = builtSite()) {
  const server = createServer(root);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
