import { join } from 'node:path';
import { buildSite } from '../../src/prerender/buildSite.ts';
import { carrierConfigFile } from '../../src/config/carrierConfig.ts';
import { freshness } from '../../src/server/freshness.ts';
import { readBuildRecord } from '../../src/hosting/buildRecord.ts';

/**
 * The built site a benchmark serves: OUT_DIR when it holds a build (its record), and with
 * `fresh` only when `npm start` would serve it as it is (src/server/freshness.ts); else the
 * carrier's site (the example, or the one SITE_CONFIG names) built into `work/dist`.
 */
export async function benchSite(work: string, { fresh = false }: { fresh?: boolean } = {}): Promise<string> {
  const configFile = carrierConfigFile();
  const given = process.env.OUT_DIR;
  if (given && readBuildRecord(given) && !(fresh && freshness(given, configFile).stale)) return given;
  const root = join(work, 'dist');
  console.log('Building the site…');
  await buildSite({ configFile, outDir: root });
  return root;
}
