import { defineConfig } from 'vitest/config';
import { devServerOptions } from './src/vite/devServerRender.ts';
import { configPath } from './src/config/loadSiteConfig.ts';

// `npm run dev` and vitest read this file; `npm run build` calls Vite with the same options
// (src/vite/viteOptions.ts) from src/prerender/buildSite.ts.
export default defineConfig({
  ...devServerOptions(configPath()),
  test: {
    // Two projects: `unit` (schema, config, components in jsdom: `npm run test:unit`, the fast
    // loop) needs no built site; `site` (tests/) reads the sites tests/support/globalSetup.ts
    // builds once per run, and the browser it starts.
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'schema/**/*.test.ts'] } },
      { extends: true, test: { name: 'site', include: ['tests/**/*.test.{ts,tsx}'], globalSetup: ['tests/support/globalSetup.ts'] } },
    ],
    // Progress as it happens. In a terminal, the default reporter's live summary; in a CI log
    // (no TTY, where that summary is off and a file shows only once all its tests are done, up
    // to a minute for the browser files), a line per test as it finishes.
    reporters: process.stdout.isTTY ? ['default'] : ['verbose'],
    // Two files at once on the 2-core machines this runs on.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
