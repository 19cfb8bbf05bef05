import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../src/prerender/buildSite.ts';
import { copyCarrierFiles } from './carrierFiles.ts';
import { BUILT_CARRIERS } from './carriers.ts';
import { PALETTES, writePaletteConfig, type PaletteName } from './palettes.ts';

/**
 * Builds the sites the browser and build tests read, once each, into folders of their own, so
 * parallel runs never share dist/: the example, the branded fixture carrier with its logo, photos
 * and fonts, and the example in each extreme brand of ./palettes.ts. Before any test starts and
 * one after the other: a build sets NODE_ENV for its duration, and builds running beside the
 * tests would starve the tests that time a child process. It says so: the run would otherwise
 * print nothing after RUN for as long as the builds take.
 */
export default async function setup(project: TestProject) {
  const folders: string[] = [];
  const build = async (configFile: string, name: string) => {
    const outDir = await mkdtemp(join(tmpdir(), `carrier-site-${name}-`));
    folders.push(outDir);
    const started = performance.now();
    console.log(`Building ${configFile} into ${outDir} for the tests…`);
    await buildSite({ configFile, outDir });
    console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    return outDir;
  };
  for (const [name, configFile] of Object.entries(BUILT_CARRIERS))
    project.provide(name === 'example' ? 'builtSite' : 'brandedSite', await build(configFile, name));

  const paletteConfigs = await mkdtemp(join(tmpdir(), 'carrier-palettes-'));
  folders.push(paletteConfigs);
  copyCarrierFiles('site.config.yaml', paletteConfigs);
  const paletteSites = {} as Record<PaletteName, string>;
  for (const name of Object.keys(PALETTES) as PaletteName[])
    paletteSites[name] = await build(writePaletteConfig(name, paletteConfigs), name);
  project.provide('paletteSites', paletteSites);

  return () => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
}
