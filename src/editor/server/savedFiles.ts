import { dirname, relative } from 'node:path';
import { parseDocument } from 'yaml';
import { assetFile, assetRefs } from '../../config/files/assetFiles.ts';
import { valueAt } from '../../config/read/knownKeys.ts';
import { SiteConfigError, type Finding } from '../../config/problem.ts';
import type { CheckedSave } from '../../config/write/saveConfig.ts';
import { checkNamedFiles } from '../../media/siteMedia.ts';
import { inGitCheckout, uncommittedFiles } from './gitCommit.ts';

/**
 * The files a save brings in, checked before anything is written, as `npm run check` checks
 * them: each file the saved config names at a key whose value the save changes, and each it
 * names that git has not committed as it is (new or changed: what the save's commit takes with
 * it). An upload is checked when it is put into the carrier's folder (./uploadFile.ts); this
 * holds the save to the same check whatever put a file there, so that no file the check refuses
 * is committed and pushed. The problems of those files, located; none when they can be used.
 */
export async function problemsOfNewFiles({ opened, inspection }: CheckedSave): Promise<Finding[]> {
  const configDir = dirname(opened.file);
  const refs = assetRefs(inspection.config);
  const before: unknown = parseDocument(opened.text, { merge: true }).toJS();
  const uncommitted = uncommittedOf(
    opened.file,
    refs.map(({ file }) => assetFile(configDir, file)),
  );
  const files = new Set(
    refs
      .filter(({ path, file }) => valueAt(before, path) !== file || uncommitted.has(relative(configDir, assetFile(configDir, file))))
      .map(({ file }) => file),
  );
  if (!files.size) return [];
  try {
    await checkNamedFiles(inspection, opened.file, files);
    return [];
  } catch (error) {
    if (!(error instanceof SiteConfigError)) throw error;
    return error.problems;
  }
}

/**
 * Which of `files` git has not committed as they are, relative to the config's folder: none
 * outside a git checkout, where a save commits nothing; all of them where git cannot tell (its
 * index locked, say), so that a file is checked once too often rather than not at all.
 */
function uncommittedOf(configFile: string, files: string[]): Set<string> {
  const configDir = dirname(configFile);
  if (!inGitCheckout(configFile)) return new Set();
  try {
    return new Set(uncommittedFiles(configDir, files));
  } catch {
    return new Set(files.map((file) => relative(configDir, file)));
  }
}
