import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { createServer } from '../../src/server/createServer.ts';
import type { PaletteName } from './palettes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** dist/ of the default config, built once per test run by tests/support/globalSetup.ts. */
    builtSite: string;
    /** dist/ of the branded fixture carrier (BUILT_CARRIERS.branded), built there too. */
    brandedSite: string;
    /** dist/ of the example in each extreme brand of ./palettes.ts, built there too. */
    paletteSites: Record<PaletteName, string>;
  }
}

/** The folder the default site was built into for this test run. */
export const builtSite = () => inject('builtSite');
/** The folder the branded carrier (tests/fixtures/carriers/ridgeline) was built into. */
export const brandedSite = () => inject('brandedSite');
/** The folder the example in brand `name` (./palettes.ts) was built into. */
export const paletteSite = (name: PaletteName) => inject('paletteSites')[name];

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
