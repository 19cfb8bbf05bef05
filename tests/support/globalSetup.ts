import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../src/prerender/buildSite.ts';
import { BUILT_CARRIERS } from './carriers.ts';

/**
 * Builds the carriers the browser and build tests read (the example, and the branded fixture
 * carrier with its logo, photos and fonts) once each, into folders of their own, so parallel
 * runs never share dist/. One after the other: a build sets NODE_ENV for its duration. It says
 * so: no test starts before it is done, and the run would otherwise print nothing after RUN for
 * as long as the builds take.
 */
export default async function setup(project: TestProject) {
  const folders: string[] = [];
  for (const [name, configFile] of Object.entries(BUILT_CARRIERS)) {
    const outDir = await mkdtemp(join(tmpdir(), `carrier-site-${name}-`));
    folders.push(outDir);
    const started = performance.now();
    console.log(`Building ${configFile} into ${outDir} for the tests (up to a minute)…`);
    await buildSite({ configFile, outDir });
    console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    project.provide(name === 'example' ? 'builtSite' : 'brandedSite', outDir);
  }
  return () => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
}
