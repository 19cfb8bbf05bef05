import { readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** What the run's control group used while the file ran (npm run bench:tests). */
    processorSeconds?: number;
    /** How long the file ran, from its first hook to its last (npm run bench:tests). */
    wallSeconds?: number;
  }
}

/**
 * The processor seconds a control group has used, from its usage file: cgroup v1's
 * cpuacct.usage (nanoseconds) or v2's cpu.stat (usage_usec).
 */
export function groupSeconds(usageFile: string): number {
  const text = readFileSync(usageFile, 'utf8');
  return usageFile.endsWith('cpu.stat') ? Number(/^usage_usec (\d+)$/m.exec(text)![1]) / 1e6 : Number(text) / 1e9;
}

// For `npm run bench:tests` (tests/bench/testCosts.ts), which runs the files one at a time in a
// control group of its own and names its usage file in TEST_COSTS_USAGE: what the group used from
// this file's first hook to its last, and the time that took, set on the file for the reporter. (Vitest imports the files
// of a worker before it runs the first, so their imports are the run's, not a file's.) Loaded
// before each test file (vite.config.ts); without TEST_COSTS_USAGE it does nothing.
const usageFile = process.env.TEST_COSTS_USAGE;
if (usageFile) {
  let started = 0;
  let startedAt = 0;
  beforeAll(() => {
    started = groupSeconds(usageFile);
    startedAt = performance.now();
  });
  // Vitest reads the fixtures a hook uses from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  afterAll(({}, file) => {
    file.meta.processorSeconds = groupSeconds(usageFile) - started;
    file.meta.wallSeconds = (performance.now() - startedAt) / 1000;
  });
}
