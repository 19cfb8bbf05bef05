import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { devServerOptions } from './src/vite/devServerRender.ts';
import { carrierConfigFile } from './src/config/carrierConfig.ts';
import LongestFirst from './tests/support/sequencer.ts';
import { TEST_HANG_GUARD_MS, WAIT_HANG_GUARD_MS } from './tests/support/hangGuards.ts';

/**
 * The day the tests build and check as (src/config/buildDay.ts): a posting open on it stays open
 * in every test run, whatever the calendar says, so no test fails because time passed. Set here,
 * before the dev render reads it, so the global setup's builds, the workers and the CLIs they
 * start all inherit it; tests of a later day (a closed posting) pass their own.
 */
const TEST_BUILD_DAY = '2026-11-25';

// Vitest reads this file (and a bare `npx vite`, on SITE_CONFIG or ./site.config.yaml); `npm run
// dev` starts Vite with the same options from src/cli/dev.ts, on the carrier it is given, and
// `npm run build` calls Vite with them (src/vite/viteOptions.ts) from src/prerender/buildSite.ts.
export default defineConfig(({ mode }) => {
  if (mode === 'test') process.env.BUILD_DAY = TEST_BUILD_DAY;
  return {
    ...devServerOptions(carrierConfigFile()),
    test: {
      // Three projects in two tiers (docs/tests.md). `npm test`, what a change usually needs: `unit`
      // (schema, config, components in jsdom: `npm run test:unit`, the fast loop), which needs no
      // built site, and `site` (tests/*.test.ts: the config and CLI checks, the builds, the
      // browser smoke), which reads the carriers tests/support/globalSetup.ts builds once per run
      // and the browser it starts. `npm run test:full` adds `full` (tests/full/: the slow phone,
      // every width and page, the validators, nginx and TLS, hostile-file bounds, the editor in
      // the browser), whose setup builds the example in every extreme brand and hostile too.
      projects: [
        {
          extends: true,
          // Threads sharing their modules between files: the fast loop starts React, Emotion and
          // zod once per worker instead of once per file (half its time). Each file still gets
          // its own environment, and the component tests unmount what they render after each
          // test; what a component times, it times with timers only (never performance.now() or
          // Date), so fake timers drive it whichever file first loaded the timer code.
          test: {
            name: 'unit',
            include: ['src/**/*.test.{ts,tsx}', 'schema/**/*.test.ts'],
            pool: 'threads',
            isolate: false,
            // Testing Library's waits, which only the components' tests use, under the hang guard.
            setupFiles: ['tests/support/testingLibrary.ts'],
          },
        },
        // Modules shared between files too (zod, the schema, Playwright's client load once per
        // worker). Each file connects to the browser and serves its sites in its own hooks and
        // closes them after; what a spawned CLI measures of memory is its own (./tests/support/reportUsage.mjs).
        {
          extends: true,
          test: { name: 'site', include: ['tests/*.test.{ts,tsx}'], globalSetup: ['tests/support/globalSetup.ts'], isolate: false },
        },
        // A file's concurrent tests (the slow phone's pages, the hostile files' checks) a core's
        // worth at a time, not Vitest's 5: each keeps a core busy (a throttled page, a child
        // process), and five on two cores beside two busy loops kept a tap waiting past its guard.
        {
          extends: true,
          test: {
            name: 'full',
            include: ['tests/full/*.test.{ts,tsx}'],
            globalSetup: ['tests/support/globalSetup.ts'],
            isolate: false,
            maxConcurrency: availableParallelism(),
          },
        },
      ],
      // Progress as it happens. In a terminal, the default reporter's live summary; in a CI log
      // (no TTY, where that summary is off and a file shows only once all its tests are done, up
      // to a minute for the browser files), a line per test as it finishes.
      reporters: process.stdout.isTTY ? ['default'] : ['verbose'],
      // The files that take longest start first, also on a fresh clone (./tests/support/sequencer.ts).
      sequence: { sequencer: LongestFirst },
      // One fixed seed for every property test (and PROPERTY_RUNS / PROPERTY_SEED to explore); each
      // file's processor time for `npm run bench:tests` (nothing otherwise).
      setupFiles: ['tests/support/property.ts', 'tests/support/fileCost.ts'],
      // A file per core at once (two on the 2-core machines this runs on).
      maxWorkers: availableParallelism(),
      // Guards against a hang, far above what any test takes: a busy machine never trips them
      // (./tests/support/hangGuards.ts).
      testTimeout: TEST_HANG_GUARD_MS,
      hookTimeout: TEST_HANG_GUARD_MS,
      expect: { poll: { timeout: WAIT_HANG_GUARD_MS } },
    },
  };
});
