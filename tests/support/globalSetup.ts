import { fork } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROME_FLAGS, chromePath } from '../../src/audit/chromium.ts';
import { freshness } from '../../src/server/freshness.ts';
import { copyCarrierFiles } from './carrierFiles.ts';
import { BUILT_CARRIERS } from './carriers.ts';
import { PALETTES, writePaletteConfig, type PaletteName } from './palettes.ts';
import { TEST_SITES_DIR, VARIANT_CONFIGS_DIR, type SiteName } from './builtSite.ts';
import { writeHostileConfig } from './hostileSite.ts';
import { writeDoubledPostingsConfig } from './doubledPostings.ts';
import type { BuildAnswer, BuildJob } from './siteBuilder.ts';

/**
 * Builds the sites the browser and build tests read, each once, before any test starts: the
 * carriers of ./carriers.ts for every project that reads sites, and for the full tier (the
 * `full` project) the example in each extreme brand of ./palettes.ts, with the hostile texts
 * of ./hostileSite.ts and with twice its job postings (./doubledPostings.ts) too. Each has a
 * folder of its own under TEST_SITES_DIR and is kept there between runs: a site whose build
 * record says a build now would write the same (src/server/freshness.ts, the rule `npm start`
 * follows: the config, the files it names and the sources, by content) is reused, any other is
 * built again. Builds are what `npm run build` runs, in builder processes (./siteBuilder.ts), one
 * per core, each taking the next site as it finishes one; a fresh clone builds them all. It says
 * what it does: the run would otherwise print nothing after RUN for as long as the builds take. Then it starts the run's
 * one Chromium, which the browser tests connect to (./chromium.ts).
 */
export default async function setup(project: TestProject) {
  const configs: [SiteName, string][] = Object.entries(BUILT_CARRIERS).map(([name, file]): [SiteName, string] => [name as SiteName, file]);
  if (project.name === 'full') configs.push(...variantConfigs());

  const started = performance.now();
  const queue = configs.filter(([name, configFile]) => {
    const state = freshness(join(TEST_SITES_DIR, name), configFile);
    if (state.stale) console.log(`Building ${configFile} into ${join(TEST_SITES_DIR, name)} for the tests: ${state.reason}`);
    return state.stale;
  });
  const built = queue.map(([name]) => name);
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, () => builder(queue)));
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

/** The example in each extreme brand, with hostile texts and with twice its postings, written beside a copy of its files. */
function variantConfigs(): [SiteName, string][] {
  mkdirSync(VARIANT_CONFIGS_DIR, { recursive: true });
  copyCarrierFiles(BUILT_CARRIERS.example, VARIANT_CONFIGS_DIR);
  return [
    ...(Object.keys(PALETTES) as PaletteName[]).map((name): [SiteName, string] => [
      `palette-${name}`,
      writePaletteConfig(name, VARIANT_CONFIGS_DIR),
    ]),
    ['hostile', writeHostileConfig(VARIANT_CONFIGS_DIR)],
    ['doubled-postings', writeDoubledPostingsConfig(VARIANT_CONFIGS_DIR)],
  ];
}

/** Forks a site builder and hands it the sites of `queue`, one at a time, until none is left. */
function builder(queue: [SiteName, string][]) {
  // Its output is read only when a build fails: the warnings of the sites that build are the
  // check tests' business, not the run's log.
  const child = fork('tests/support/siteBuilder.ts', { execArgv: ['--import', 'tsx'], silent: true });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<void>((resolve, reject) => {
    const next = () => {
      const job = queue.shift();
      if (!job) {
        child.disconnect();
        return resolve();
      }
      const [name, configFile] = job;
      child.send({ configFile, outDir: join(TEST_SITES_DIR, name) } satisfies BuildJob);
    };
    child.on('message', (answer: BuildAnswer) => {
      if ('built' in answer) return next();
      queue.length = 0; // the other builders stop after the site they are building
      child.kill();
      reject(new Error(`The test site ${answer.failed} did not build:\n${answer.error}\n${output}`));
    });
    child.on('exit', (code) => code && reject(new Error(`A site builder exited with code ${code}:\n${output}`)));
    next();
  });
}
