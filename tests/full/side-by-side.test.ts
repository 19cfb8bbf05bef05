import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireBuildRecord } from '../../src/hosting/buildRecord.ts';
import { request } from '../support/rawHttp.ts';
import { runTsx } from '../support/runTsx.ts';
import { startServerCli } from '../support/serverCli.ts';
import { snapshot } from '../support/siteFiles.ts';

// Two carriers, each built into the dist/ beside its config by the real `npm run build` and
// served by the real `npm start`, each in a process of its own: three builds, which is why this
// is in the full tier (tests/build.test.ts holds the build record and the rest in one process).

const OTHER = 'tests/fixtures/carriers/other/site.config.yaml';

describe('two carriers, each built into the dist/ beside its config', () => {
  let work: string;
  let acme: string;
  let ridge: string;
  const rootDist = () => (existsSync('dist') ? snapshot('dist') : 'none');
  let rootBefore: ReturnType<typeof rootDist>;
  const { SITE_CONFIG: _config, OUT_DIR: _outDir, ...env } = process.env;
  const build = (args: string[], extra: NodeJS.ProcessEnv = {}) => runTsx(['src/cli/build.ts', ...args], { env: { ...env, ...extra } });
  // Under tests/output, so that the commands name them relative to the project, as a person types them.
  beforeAll(async () => {
    await mkdir('tests/output', { recursive: true });
    work = await mkdtemp('tests/output/side-by-side-');
    acme = join(work, 'acme');
    ridge = join(work, 'ridge');
    await cp(dirname(OTHER), acme, { recursive: true });
    await cp(dirname(OTHER), ridge, { recursive: true });
    await writeFile(
      join(ridge, 'site.config.yaml'),
      readFileSync(OTHER, 'utf8').replace(/^ {2}name: .*$/m, '  name: Second Ridge Freight'),
    );
    rootBefore = rootDist();
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it("npm run build -- <folder> writes the site into that folder's dist/, and says so", async () => {
    const run = await build([acme]);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(`Wrote the site from ${acme}/site.config.yaml to ${acme}/dist/ (build day `);
    expect(run.code).toBe(0);
    expect(requireBuildRecord(join(acme, 'dist')).config.path).toBe(`${acme}/site.config.yaml`);
  });

  it("npm run build -- <config file> writes the other carrier's beside its config, and leaves the first one's and ./dist exactly as they were", async () => {
    const before = snapshot(join(acme, 'dist'));
    // Named on the command line, it wins over SITE_CONFIG.
    const run = await build([join(ridge, 'site.config.yaml')], { SITE_CONFIG: acme });
    expect(run.stdout).toContain(`Wrote the site from ${ridge}/site.config.yaml to ${ridge}/dist/ (build day `);
    expect(run.code).toBe(0);
    expect(requireBuildRecord(join(ridge, 'dist')).config.path).toBe(`${ridge}/site.config.yaml`);
    expect(readFileSync(join(ridge, 'dist/index.html'), 'utf8')).toContain('Second Ridge Freight');
    expect(readFileSync(join(acme, 'dist/index.html'), 'utf8')).not.toContain('Second Ridge Freight');
    expect(snapshot(join(acme, 'dist'))).toEqual(before);
    expect(rootDist()).toEqual(rootBefore);
    // Nothing of either build left beside them (their `.dist-build-…` folders).
    for (const folder of [acme, ridge]) expect(readdirSync(folder).sort()).toEqual(['dist', 'images', 'site.config.yaml']);
  });

  it("npm start -- <folder> serves that carrier's dist/ as it is when it is fresh, and rebuilds only that one when its config changed", async () => {
    const acmeBefore = snapshot(join(acme, 'dist'));
    const ridgeBefore = snapshot(join(ridge, 'dist'));
    const fresh = await startServerCli(env, { args: [ridge] });
    expect(fresh.stdout).not.toContain('Building the site');
    expect(fresh.stdout).toContain(`Serving ${ridge}/dist/ (${ridge}/site.config.yaml, sha256 `);
    expect((await request(fresh.port, '/')).body.equals(readFileSync(join(ridge, 'dist/index.html')))).toBe(true);
    fresh.child.kill('SIGTERM');
    expect(await fresh.exited).toBe(0);
    expect(snapshot(join(ridge, 'dist'))).toEqual(ridgeBefore);

    appendFileSync(join(acme, 'site.config.yaml'), '# an edit\n');
    const stale = await startServerCli(env, { args: [acme] });
    expect(stale.stdout).toContain(`Building the site: ${acme}/site.config.yaml changed since ${acme}/dist/ was built\n`);
    expect(stale.stdout).toContain(`Serving ${acme}/dist/ (${acme}/site.config.yaml, sha256 `);
    expect(snapshot(join(acme, 'dist'))).not.toEqual(acmeBefore);
    expect(snapshot(join(ridge, 'dist'))).toEqual(ridgeBefore);
    expect(rootDist()).toEqual(rootBefore);
  });
});
