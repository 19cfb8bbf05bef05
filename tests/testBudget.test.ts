import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RECORDED_COSTS_FILE, recordedCosts, TIER_OF_PROJECT } from './support/recordedCosts.ts';

// Issue 46: what each tier's files cost, as the last `npm run bench:tests` run recorded it
// (tests/bench/test-costs.json, committed), within the tier's budget; docs/tests.md gives the
// table.

/**
 * Processor seconds each tier's files may cost, measured one at a time: today's cost with a little
 * room, so that a change that makes a tier dearer says so here (docs/tests.md, "How long they
 * take", has what they add up to).
 */
export const TIER_BUDGETS = { default: 150, full: 1210 } as const;

const record = recordedCosts();

/** Every test file of the repository, as Vitest's projects find them (vite.config.ts). */
const testFiles = ['src', 'schema', 'tests']
  .flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((path) => `${root}/${path}`))
  .filter((path) => /\.test\.tsx?$/.test(path) && !path.startsWith('tests/fixtures/'))
  .sort();

describe('the test tiers', () => {
  it(`have a recorded cost for every test file, and none for a file that is gone (${RECORDED_COSTS_FILE})`, () => {
    const fix = 'run `npm run bench:tests` on a quiet machine and commit tests/bench/test-costs.json';
    expect(
      testFiles.filter((file) => !record.files[file]),
      `Files never measured: ${fix}`,
    ).toEqual([]);
    expect(
      Object.keys(record.files).filter((file) => !testFiles.includes(file)),
      `Files measured that are gone: ${fix}`,
    ).toEqual([]);
  });

  it.each(Object.entries(TIER_BUDGETS))('the %s tier costs at most %d processor-seconds, its files one at a time', (tier, budget) => {
    const files = Object.entries(record.files).filter(([, cost]) => TIER_OF_PROJECT[cost.project] === tier);
    expect(files.length).toBeGreaterThan(0);
    const spent = files.reduce((sum, [, cost]) => sum + cost.processorSeconds, 0);
    const dearest = files
      .sort((a, b) => b[1].processorSeconds - a[1].processorSeconds)
      .slice(0, 5)
      .map(([file, cost]) => `${file} ${cost.processorSeconds} s`);
    expect(
      spent,
      `The ${tier} tier's files cost ${spent.toFixed(1)} s (measured ${record.measured}); the dearest: ${dearest.join(', ')}`,
    ).toBeLessThanOrEqual(budget);
  });
});
