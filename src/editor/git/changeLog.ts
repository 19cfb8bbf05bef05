import { dirname } from 'node:path';
import type { Change } from '../change.ts';
import { runGit } from './runGit.ts';
import type { WorkingBranch } from './workingBranch.ts';

/**
 * The changes to the carrier's files (its config's folder), newest first, as the editor's History
 * and its list of what is not yet published show them (../change.ts): who, when, the message and
 * the diff (cut at DIFF_CHARACTERS), and whether the change is on the remote and published. From
 * the working branch and the published one both, so that a change made on the published branch
 * by other means is listed too.
 */

/** Changes listed at most; characters of one change's diff shown. */
const MOST_CHANGES = 100;
const DIFF_CHARACTERS = 20_000;

export async function changeLog(branch: WorkingBranch, { unpublishedOnly = false } = {}): Promise<Change[]> {
  const { repo, configPath, settings } = branch;
  const folder = dirname(configPath);
  const publishedRef = `refs/remotes/${settings.remote}/${settings.published}`;
  const pushedRef = `refs/remotes/${settings.remote}/${settings.branch}`;
  const existing = async (...refs: string[]) =>
    (
      await Promise.all(
        refs.map(async (ref) => ((await runGit(repo, ['rev-parse', '--verify', '--quiet', ref]).catch(() => '')) ? ref : '')),
      )
    ).filter(Boolean);
  const [published] = await existing(publishedRef);
  const pushedFrom = await existing(pushedRef, publishedRef);
  const range = unpublishedOnly ? ['HEAD', ...(published ? [`^${published}`] : [])] : ['HEAD', ...(published ? [published] : [])];
  const log = await runGit(repo, [
    'log',
    '-n',
    String(MOST_CHANGES),
    '--no-color',
    '--no-ext-diff',
    '--patch',
    '--format=%x1e%H%x1f%an%x1f%ae%x1f%aI%x1f%s%x1f',
    ...range,
    '--',
    folder,
  ]);
  const reachable = async (refs: string[]) =>
    new Set(refs.length ? (await runGit(repo, ['rev-list', '-n', '1000', ...refs])).split('\n').filter(Boolean) : []);
  const [onPublished, onRemote] = await Promise.all([reachable(published ? [published] : []), reachable(pushedFrom)]);
  return log
    .split('\x1e')
    .filter(Boolean)
    .map((record) => {
      const [commit, author, email, date, message, rest] = record.split('\x1f') as [string, string, string, string, string, string];
      const diff = rest.replace(/^\n+/, '');
      return {
        commit,
        author,
        email,
        date,
        message,
        diff: diff.length > DIFF_CHARACTERS ? `${diff.slice(0, DIFF_CHARACTERS)}\n… (cut: the whole diff is in git)` : diff,
        pushed: onRemote.has(commit),
        published: onPublished.has(commit),
      };
    });
}
