import { existsSync } from 'node:fs';
import { configFingerprint, readBuildRecord, sourcesSha256, type BuildRecord } from '../serving/buildRecord.ts';

export type Freshness = { stale: false; record: BuildRecord } | { stale: true; reason: string };

/**
 * Whether the build output in `outDir` is what a build of `configFile` with the current sources
 * would write, judged by content (the folder's build record against the config's bytes and the
 * sources' hash now), never by modification times. When it is not, `reason` says why in words
 * that complete "Building the site: …".
 */
export function freshness(outDir: string, configFile: string, root = process.cwd()): Freshness {
  const shown = `${outDir.replace(/\/+$/, '')}/`;
  if (!existsSync(outDir)) return { stale: true, reason: `${shown} does not exist` };
  let record: BuildRecord | undefined;
  try {
    record = readBuildRecord(outDir);
  } catch (error) {
    return { stale: true, reason: (error as Error).message };
  }
  if (!record) return { stale: true, reason: `${shown} has no build record, so what it was built from is unknown` };
  if (!existsSync(configFile)) return { stale: true, reason: `${configFile} does not exist` };
  const config = configFingerprint(configFile);
  if (record.config.path !== config.path)
    return { stale: true, reason: `${shown} was built from ${record.config.path}, not ${config.path}` };
  if (record.config.sha256 !== config.sha256) return { stale: true, reason: `${config.path} changed since ${shown} was built` };
  if (record.config.filesSha256 !== config.filesSha256)
    return { stale: true, reason: `a file ${config.path} names (logo, photo or font) changed since ${shown} was built` };
  if (record.sourcesSha256 !== sourcesSha256(root)) return { stale: true, reason: `the sources changed since ${shown} was built` };
  return { stale: false, record };
}
