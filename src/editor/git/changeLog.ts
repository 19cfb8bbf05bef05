import { dirname } from 'node:path';
import type { Change } from '../change.ts';
import { runGit } from './runGit.ts';
import type { WorkingBranch } from './workingBranch.ts';

/**
 * The changes to the carrier's files (its config's folder), newest first, as the editor's History
 * and its list of what is not yet published show them (../change.ts): who, when, the message and
 * the diff (cut at DIFF_CHARACTERS), and whether the change is on the remote and published. From
 * the working branch and the published one both, so that a change made on the published branch
 * by other means is listed too. A page at a time: PAGE_CHANGES from the `skip`th on, and where the
 * next page starts (null after the last).
 */

/** Changes a page lists; characters of one change's diff shown. */
export const PAGE_CHANGES = 100;
const DIFF_CHARACTERS = 20_000;

export interface ChangePage {
  changes: Change[];
  /** The `skip` of the next page; null when this one lists the oldest change. */
  next: number | null;
}

export async function changeLog(branch: WorkingBranch, { unpublishedOnly = false, skip = 0 } = {}): Promise<ChangePage> {
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
    // One more than a page: whether there is a next page.
    '-n',
    String(PAGE_CHANGES + 1),
    `--skip=${skip}`,
    // Each change before the one it follows, whatever the clocks of the machines that made them
    // said (by default git orders two refs' commits by date, and a clock behind would list the
    // published branch's tip above the changes made on it since).
    '--topo-order',
    '--no-color',
    '--no-ext-diff',
    '--patch',
    '--format=%x1e%H%x1f%an%x1f%ae%x1f%aI%x1f%s%x1f',
    ...range,
    '--',
    folder,
  ]);
  // What a branch lacks is what HEAD has beyond it: a few commits, where the branch's own history may be long (an old page's changes are on it).
  const beyond = async (refs: string[]) =>
    new Set((await runGit(repo, ['rev-list', 'HEAD', ...refs.map((ref) => `^${ref}`)])).split('\n').filter(Boolean));
  const [unpublished, unpushed] = await Promise.all([
    published ? beyond([published]) : undefined,
    pushedFrom.length ? beyond(pushedFrom) : undefined,
  ]);
  const records = log.split('\x1e').filter(Boolean);
  const changes = records.slice(0, PAGE_CHANGES).map((record): Change => {
    const [commit, author, email, date, message, rest] = record.split('\x1f') as [string, string, string, string, string, string];
    const diff = rest.replace(/^\n+/, '');
    return {
      commit,
      author,
      email,
      date,
      message,
      diff: diff.length > DIFF_CHARACTERS ? `${diff.slice(0, DIFF_CHARACTERS)}\n… (cut: the whole diff is in git)` : diff,
      pushed: unpushed !== undefined && !unpushed.has(commit),
      published: unpublished !== undefined && !unpublished.has(commit),
    };
  });
  return { changes, next: records.length > PAGE_CHANGES ? skip + PAGE_CHANGES : null };
}
