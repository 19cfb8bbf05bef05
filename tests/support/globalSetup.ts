import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../src/prerender/buildSite.ts';

/**
 * Builds the default site once, into a folder of its own, so parallel runs never share dist/.
 * It says so: no test starts before it is done, and the run would otherwise print nothing
 * after RUN for as long as the build takes.
 */
export default async function setup(project: TestProject) {
  const outDir = await mkdtemp(join(tmpdir(), 'carrier-site-'));
  const started = performance.now();
  console.log(`Building the default site (site.config.yaml) into ${outDir} for the tests (up to a minute)…`);
  await buildSite({ configFile: 'site.config.yaml', outDir });
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s; running the tests.`);
  project.provide('builtSite', outDir);
  return () => rm(outDir, { recursive: true, force: true });
}
