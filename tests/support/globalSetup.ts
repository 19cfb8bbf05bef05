import { mkdirSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROME_FLAGS, chromePath } from '../../src/audit/chromium.ts';
import { freshness } from '../../src/server/freshness.ts';
import { copyCarrierFiles } from './carrierFiles.ts';
import { BUILT_CARRIERS } from './carriers.ts';
import { PALETTES, writePaletteConfig, type PaletteName } from './palettes.ts';
import { TEST_SITES_DIR, type SiteName } from './builtSite.ts';

const run = promisify(execFile);

/**
 * Builds the sites the browser and build tests read, each once, before any test starts: the
 * carriers of ./carriers.ts and the example in each extreme brand of ./palettes.ts. Each has a
 * folder of its own under TEST_SITES_DIR and is kept there between runs: a site whose build
 * record says a build now would write the same (src/server/freshness.ts, the rule `npm start`
 * follows: the config, the files it names and the sources, by content) is reused, any other is
 * built again. Builds are the real `npm run build`, in child processes, as many at once as the
 * machine has cores; a fresh clone builds them all. It says what it does: the run would
 * otherwise print nothing after RUN for as long as the builds take. Then it starts the run's
 * one Chromium, which the browser tests connect to (./chromium.ts).
 */
export default async function setup(project: TestProject) {
  const paletteConfigs = join(TEST_SITES_DIR, 'palette-configs');
  mkdirSync(paletteConfigs, { recursive: true });
  copyCarrierFiles(BUILT_CARRIERS.example, paletteConfigs);
  const configs: [SiteName, string][] = [
    ...Object.entries(BUILT_CARRIERS).map(([name, file]): [SiteName, string] => [name as SiteName, file]),
    ...(Object.keys(PALETTES) as PaletteName[]).map((name): [SiteName, string] => [
      `palette-${name}`,
      writePaletteConfig(name, paletteConfigs),
    ]),
  ];

  const started = performance.now();
  const queue = [...configs];
  const built: string[] = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, configFile] = next;
      const outDir = join(TEST_SITES_DIR, name);
      const state = freshness(outDir, configFile);
      if (!state.stale) continue;
      console.log(`Building ${configFile} into ${outDir} for the tests: ${state.reason}`);
      await run(resolve('node_modules/.bin/tsx'), ['src/cli/build.ts'], {
        env: { ...process.env, SITE_CONFIG: configFile, OUT_DIR: outDir },
        maxBuffer: 16 * 1024 * 1024,
      });
      built.push(name);
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), configs.length) }, worker));
  console.log(
    built.length
      ? `Built ${built.length} of ${configs.length} test sites in ${((performance.now() - started) / 1000).toFixed(1)} s (${built.join(', ')}).`
      : `The ${configs.length} test sites in ${TEST_SITES_DIR} are up to date.`,
  );

  const browser = await chromium.launchServer({ executablePath: chromePath(), args: CHROME_FLAGS, headless: true });
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('sites', Object.fromEntries(configs.map(([name]) => [name, resolve(TEST_SITES_DIR, name)])) as Record<SiteName, string>);
  return () => browser.close();
}
