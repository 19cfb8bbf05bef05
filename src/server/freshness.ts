import { existsSync } from 'node:fs';
import { postingOpen } from '../../schema/buildDay.ts';
import { buildDay } from '../config/buildDay.ts';
import { configSha256, namedFilesSha256, projectPath, readBuildRecord, sourcesSha256, type BuildRecord } from '../hosting/buildRecord.ts';

export type Freshness = { stale: false; record: BuildRecord } | { stale: true; reason: string };

export interface FreshnessOptions {
  /** The project folder whose sources the build was made from. */
  root?: string;
  /** The day a build would take now (src/config/buildDay.ts: today, or BUILD_DAY). */
  day?: string;
}

/**
 * Whether the build output in `outDir` is what a build of `configFile` with the current sources
 * on `day` would write, judged by content (the folder's build record against the config's bytes,
 * the files it names and the sources' hash now, and which of the postings it showed open are
 * open on `day`), never by modification times. When it is not, `reason` says why in words that
 * complete "Building the site: …".
 */
export function freshness(
  outDir: string,
  configFile: string,
  { root = process.cwd(), day = buildDay() }: FreshnessOptions = {},
): Freshness {
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
  const path = projectPath(configFile);
  if (record.config.path !== path) return { stale: true, reason: `${shown} was built from ${record.config.path}, not ${path}` };
  if (record.config.sha256 !== configSha256(configFile)) return { stale: true, reason: `${path} changed since ${shown} was built` };
  if (record.sourcesSha256 !== sourcesSha256(root)) return { stale: true, reason: `the sources changed since ${shown} was built` };
  // The same config bytes and sources name the same files as when the build was made (the record
  // lists them), so only their contents can have changed: no need to validate the config again.
  if (record.config.filesSha256 !== namedFilesSha256(configFile, record.config.files))
    return { stale: true, reason: `a file ${path} names (logo, photo or font) changed since ${shown} was built` };
  for (const posting of record.postings) {
    const then = postingOpen(posting, record.buildDay);
    if (then !== postingOpen(posting, day))
      return {
        stale: true,
        reason: then
          ? `the posting "${posting.title}" closed on ${posting.validThrough}, after ${shown} was built on ${record.buildDay}`
          : `the posting "${posting.title}" is open on ${day}, but had closed on ${record.buildDay}, when ${shown} was built`,
      };
  }
  return { stale: false, record };
}
