import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { RECORDED_COSTS_FILE, recordedCosts } from './recordedCosts.ts';

/**
 * How long each file took in the last `npm run bench:tests` run (./recordedCosts.ts). Vitest
 * starts the files its last run found slowest first; with no last run (a fresh clone, CI) it
 * starts the largest first, and the browser files are short files that take long. Started late,
 * one of them runs alone at the end while the other workers have nothing left.
 */
const recorded = existsSync(RECORDED_COSTS_FILE) ? recordedCosts().files : {};

/** The test environment a file asks for in its docblock (`// @vitest-environment jsdom`), or its project's. */
const environmentOf = (file: TestSpecification) =>
  /@vitest-environment\s+(\S+)/.exec(readFileSync(file.moduleId, 'utf8'))?.[1] ?? file.project.config.environment;

/**
 * The files of one project and test environment together, the group that took longest first,
 * and in each group the files that took longest first. A worker that shares its modules
 * between files is kept for the next file only when that file has the same environment; one in
 * jsdom after one in node starts a new worker, which loads React, the schema and the site's
 * config again (a second each): the unit project's node and jsdom files, interleaved, cost half
 * its time in such starts.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const took = (file: TestSpecification) => recorded[relative(this.ctx.config.root, file.moduleId)]?.wallSeconds ?? 0;
    const groupOf = (file: TestSpecification) => `${file.project.name} ${environmentOf(file)}`;
    const groupTook = new Map<string, number>();
    for (const file of sorted) groupTook.set(groupOf(file), (groupTook.get(groupOf(file)) ?? 0) + took(file));
    // Longest group first; groups that took as long in Vitest's order of their first file.
    const groups = [...groupTook.keys()].sort((a, b) => groupTook.get(b)! - groupTook.get(a)!);
    return sorted
      .map((file, order) => ({ file, order, group: groups.indexOf(groupOf(file)), took: took(file) }))
      .sort((a, b) => a.group - b.group || b.took - a.took || a.order - b.order)
      .map(({ file }) => file);
  }
}
