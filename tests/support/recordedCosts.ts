import { readFileSync } from 'node:fs';

/** What one test file cost in the last `npm run bench:tests` run. */
export interface FileCost {
  /** The Vitest project that ran it (vite.config.ts), and so its tier. */
  project: string;
  /** Processor seconds of everything the file ran, Chromium, CLIs and servers included. */
  processorSeconds: number;
  /** Seconds from the file's first hook to its last, the files run one at a time. */
  wallSeconds: number;
}

/** The last `npm run bench:tests` run (tests/bench/testCosts.ts), committed as data. */
export interface RecordedCosts {
  /** The day it ran (YYYY-MM-DD), and on what. */
  measured: string;
  machine: string;
  /** Each test file, by its path from the repository's root. */
  files: Record<string, FileCost>;
  /** Processor seconds of the run besides the files: the global setups (test sites, browser), the workers, the imports. */
  rest: number;
}

export const RECORDED_COSTS_FILE = 'tests/bench/test-costs.json';

/** The tier of each project: `npm test` runs the default tier, `npm run test:full` both (docs/tests.md). */
export const TIER_OF_PROJECT: Record<string, 'default' | 'full'> = { unit: 'default', site: 'default', full: 'full' };

export const recordedCosts = (): RecordedCosts => JSON.parse(readFileSync(RECORDED_COSTS_FILE, 'utf8')) as RecordedCosts;
