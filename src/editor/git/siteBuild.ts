import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { checkSiteConfig } from '../../check/inspectSiteConfig.ts';
import { languageSites } from '../../config/languages/languageSites.ts';
import type { Finding } from '../../config/problem.ts';
import { firstRoundTripWarnings } from '../../prerender/firstRoundTrip.ts';

/**
 * Publish's check and build of the carrier whose config is `configFile`, into `outDir`: the check
 * in this process (its problems thrown located, as SiteConfigError, for the editor to list), then
 * the build in a process of its own, as `npm run build` runs it. Not in this one: the editor's
 * preview keeps React's development build loaded here, and a build beside it mixes the two
 * (measured: the build's prerender and then the preview fail with "jsxDEV is not a function").
 * Resolves with what the build warns of its pages, placed in the config as the check places its
 * findings: each page too long for a connection's first round trip (weighed here again, in the
 * folder the build wrote, rather than read back from its output).
 */
export async function checkedBuild(configFile: string, outDir: string): Promise<Finding[]> {
  const inspection = await checkSiteConfig(configFile);
  const { NODE_ENV: _preview, ...env } = process.env;
  await new Promise<void>((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', BUILD_SCRIPT],
      { cwd: PROJECT, env: { ...env, SITE_CONFIG: configFile, OUT_DIR: outDir }, timeout: BUILD_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (!error) return resolve();
        reject(new BuildFailure(stderr.trim().split('\n').slice(-4).join(' ') || error.message));
      },
    );
    child.stdin?.end();
  });
  return inspection.place(await firstRoundTripWarnings(outDir, inspection.config, languageSites(inspection)), 'warning');
}

/** The build failed past the check (a bug, a machine out of memory): its last words. */
export class BuildFailure extends Error {}

const PROJECT = fileURLToPath(new URL('../../../', import.meta.url));
const BUILD_SCRIPT = fileURLToPath(new URL('../../cli/build.ts', import.meta.url));
/** A carrier's build takes seconds; ten minutes is a build that hangs. */
const BUILD_TIMEOUT_MS = 10 * 60_000;
