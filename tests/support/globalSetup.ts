import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../src/prerender/buildSite.ts';

/** Builds the default site once, into a folder of its own, so parallel runs never share dist/. */
export default async function setup(project: TestProject) {
  const outDir = await mkdtemp(join(tmpdir(), 'carrier-site-'));
  await buildSite({ configFile: 'site.config.yaml', outDir });
  project.provide('builtSite', outDir);
  return () => rm(outDir, { recursive: true, force: true });
}
