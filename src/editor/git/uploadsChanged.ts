import { dirname, join } from 'node:path';
import { runGit } from './runGit.ts';

/**
 * The files a change added, replaced or removed in the carrier's `uploads/` folder (the photos
 * and logos the editor uploads), as undoing it puts them back: each with the commit that holds
 * it as it was before the change (none where the change added it). Refused, with those paths, where a file is no longer
 * as the change left it (a later change replaced or removed it again), so that an undo never
 * takes back someone's later photo.
 */
export interface UploadChange {
  /** From the repository's top, as git names it. */
  path: string;
  /** The commit before the change, which holds the file it replaced or removed; absent where the change added the file. */
  before?: string;
}

export async function uploadsChanged(
  repo: string,
  configPath: string,
  commit: string,
): Promise<{ ok: true; files: UploadChange[] } | { ok: false; changedSince: string[] }> {
  const uploads = join(dirname(configPath), 'uploads/');
  const listed = (await runGit(repo, ['diff-tree', '-r', '-z', '--no-renames', '--no-commit-id', commit, '--', uploads]))
    .split('\0')
    .filter(Boolean);
  const changes: { path: string; after: string; status: string }[] = [];
  for (let i = 0; i + 1 < listed.length; i += 2) {
    const [, , , after, status] = listed[i]!.split(' ');
    changes.push({ path: listed[i + 1]!, after: after!, status: status! });
  }
  if (!changes.length) return { ok: true, files: [] };
  // The blob of each at the head now (absent: not there).
  const now = new Map(
    (await runGit(repo, ['ls-tree', '-z', 'HEAD', '--', ...changes.map((change) => change.path)]))
      .split('\0')
      .filter(Boolean)
      .map((entry) => {
        const [meta, path] = entry.split('\t') as [string, string];
        return [path, meta.split(' ')[2]!];
      }),
  );
  const changedSince = changes
    .filter((change) => (change.status === 'D' ? now.has(change.path) : now.get(change.path) !== change.after))
    .map((change) => change.path);
  if (changedSince.length) return { ok: false, changedSince };
  return { ok: true, files: changes.map(({ path, status }) => (status === 'A' ? { path } : { path, before: `${commit}^` })) };
}
