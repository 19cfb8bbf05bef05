import { readFileSync } from 'node:fs';
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

/** The test environment a file asks for in its docblock (`// @vitest-environment jsdom`), or its project's. */
const environmentOf = (file: TestSpecification) =>
  /@vitest-environment\s+(\S+)/.exec(readFileSync(file.moduleId, 'utf8'))?.[1] ?? file.project.config.environment;

/**
 * Vitest's order, with the files of LONGEST first, in that order, and then, within a project,
 * the files of one test environment together (those of the environment Vitest would start with
 * first). A worker that shares its modules between files is kept for the next file only when
 * that file has the same environment; one in jsdom after one in node starts a new worker, which
 * loads React, the schema and the site's config again (a second each): the unit project's node
 * and jsdom files, interleaved, cost half its time in such starts.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONGEST.indexOf(relative(this.ctx.config.root, file.moduleId));
      return at < 0 ? LONGEST.length : at;
    };
    const groups: string[] = [];
    const groupOf = (file: TestSpecification) => {
      const group = `${file.project.name} ${environmentOf(file)}`;
      if (!groups.includes(group)) groups.push(group);
      return groups.indexOf(group);
    };
    return sorted
      .map((file, order) => ({ file, order, group: groupOf(file), rank: rank(file) }))
      .sort((a, b) => a.group - b.group || a.rank - b.rank || a.order - b.order)
      .map(({ file }) => file);
  }
}
