import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest (half a minute to ten seconds each, two cores), longest first.
 * Vitest starts the files its last run found slowest first; with no last run (a fresh clone, CI)
 * it starts the largest first, and these are short files that drive the browser. Started late,
 * one of them runs alone at the end while the other worker has nothing left: about 20 s more.
 */
const LONGEST = [
  'tests/a11y.test.ts',
  'tests/palettes.browser.test.ts',
  'tests/dev.test.ts',
  'tests/hydration.test.ts',
  'tests/home-layout.test.ts',
  'tests/server.test.ts',
  'tests/branded.test.ts',
];

/** Vitest's order, with the files of LONGEST first, in that order. */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONGEST.indexOf(relative(this.ctx.config.root, file.moduleId));
      return at < 0 ? LONGEST.length : at;
    };
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}
