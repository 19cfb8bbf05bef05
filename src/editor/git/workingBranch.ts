import { createHash } from 'node:crypto';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { inspectConfigSource } from '../../config/loadSiteConfig.ts';
import { SiteConfigError, type Finding } from '../../config/problem.ts';
import type { Conflict, PushState, Resolution, WaitingConflict } from '../branchState.ts';
import { editsBetween } from './editsBetween.ts';
import { asCommitted, configAtCommit } from './configAtCommit.ts';
import { dataOf, reapplyEdits } from './reapplyEdits.ts';
import { GitFailure, gitSays, runGit } from './runGit.ts';

/**
 * The branch the editor's saves go to, pushed to the carrier's repository: `site-edits` of
 * `origin` by default, started from the published branch (`main`) where the remote has none.
 * The checkout the editor works in is on it. Every save is a commit (src/editor/server/gitRoutes.ts);
 * each is pushed at once, never forced. A push that fails (the remote down, a network, a refusal)
 * keeps the commit, is said in plain words, and is tried again on the next save and by a retry
 * with back-off. When the remote moved meanwhile (another server, a person at their computer),
 * the commits not yet pushed are made again on its head as the editor's edits (./editsBetween.ts,
 * ./reapplyEdits.ts), never by a text merge; one whose keys someone else changed stays here, said,
 * until a person chooses whose values to keep (`resolve`). One thing at a time: every use of the checkout goes through `exclusive`.
 */

export interface BranchSettings {
  /** The remote pushed to. */
  remote: string;
  /** The branch the saves go to. */
  branch: string;
  /** The branch the site is built from, which Publish merges into. */
  published: string;
}

export const DEFAULT_BRANCHES: BranchSettings = { remote: 'origin', branch: 'site-edits', published: 'main' };

/** Runs `retry` after `delayMs` (a timer; a test runs it when it chooses). */
export type RetrySchedule = (retry: () => Promise<unknown>, delayMs: number) => void;

const timerSchedule: RetrySchedule = (retry, delayMs) => void setTimeout(() => void retry(), delayMs).unref();

/** The first retry's wait, doubled after each failure up to the last. */
const FIRST_RETRY_MS = 15_000;
const LONGEST_RETRY_MS = 10 * 60_000;
/** Pushes refused because the remote moved, each followed by the commits made again on its head, before the editor gives up until the next try. */
const MOVED_ATTEMPTS = 3;

export interface WorkingBranch {
  settings: BranchSettings;
  /** The checkout's top folder, and the config's path from it (as git names it). */
  repo: string;
  configPath: string;
  /** `work` when nothing else uses the checkout. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Fetches, and where the remote's branch moved, makes the commits not yet pushed again on its head. Inside `exclusive`. */
  catchUp(): Promise<void>;
  /** Pushes what is not on the remote yet. Inside `exclusive`. */
  push(): Promise<PushState>;
  /** The retry: a push, in its turn. */
  retry(): Promise<PushState>;
  /**
   * The conflict a waiting commit met (`state().conflict`) resolved as the person chose: that
   * commit made again on the remote's head with its keys in conflict given theirs or its own
   * values, the config so made checked as a save is, then pushed; the errors of that check
   * instead, nothing changed. `by`, the person who chose (hosted: the one signed in), is the
   * commit's committer, its author staying the one who saved it. Inside `exclusive`, after `catchUp`.
   */
  resolve(keep: Resolution, by?: Chooser): Promise<{ ok: true; state: PushState } | { ok: false; problems: Finding[] }>;
  state(): PushState;
  /** The config's text at the version whose bytes have this SHA-256 (what GET /api/config gives as `hash`), from its recent commits. */
  committedText(sha256: string): Promise<string | undefined>;
}

/** Who chose the values of a conflict: the committer of the commit made again with them. */
export interface Chooser {
  name: string;
  email: string;
}

export async function openWorkingBranch(
  configFile: string,
  settings: BranchSettings = DEFAULT_BRANCHES,
  schedule: RetrySchedule = timerSchedule,
): Promise<WorkingBranch> {
  const file = realpathSync(configFile);
  const repo = (await runGit(dirname(file), ['rev-parse', '--show-toplevel'])).trim();
  const configPath = relative(repo, file);
  const { remote, branch, published } = settings;
  const remoteRef = `refs/remotes/${remote}/${branch}`;
  const git = (...args: string[]) => runGit(repo, args);
  const has = (ref: string) => gitSays(repo, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  const head = async () => (await git('rev-parse', 'HEAD')).trim();

  let queue: Promise<unknown> = Promise.resolve();
  let pushError: string | undefined;
  let conflict: WaitingConflict | undefined;
  /** The person's choice for each waiting commit whose conflict they resolved, and who chose, by its hash: used whenever it is made again. */
  const resolutions = new Map<string, { keep: Resolution; by?: Chooser }>();
  let unpushed = 0;
  let failures = 0;
  let retryPending = false;

  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(work, work);
    queue = turn.catch(() => undefined);
    return turn;
  };

  /** Whether the fetch reached the remote; when not, the editor goes on with what it has. */
  const fetch = async () => {
    try {
      await git(
        'fetch',
        '--quiet',
        remote,
        `+refs/heads/${branch}:${remoteRef}`,
        `+refs/heads/${published}:refs/remotes/${remote}/${published}`,
      );
      return true;
    } catch (error) {
      if (!(error instanceof GitFailure)) throw error;
      // A remote without the working branch yet answers "couldn't find remote ref": fetch the published one alone.
      if (/couldn't find remote ref/i.test(error.said))
        return git('fetch', '--quiet', remote, `+refs/heads/${published}:refs/remotes/${remote}/${published}`).then(
          () => true,
          () => false,
        );
      return false;
    }
  };

  /** Commits here that the remote's working branch lacks (or its published branch, before the working one is there). */
  const countUnpushed = async () => {
    const publishedRef = `refs/remotes/${remote}/${published}`;
    const there = (await has(remoteRef)) ? [`^${remoteRef}`] : (await has(publishedRef)) ? [`^${publishedRef}`] : [];
    return Number((await git('rev-list', '--count', 'HEAD', ...there)).trim());
  };

  /**
   * The commits here and not on the remote's branch, made again on its head, the branch moved
   * there; or the conflict of the first that cannot be; or, where a person's choice made one
   * again, the errors the check finds in the config so made (nothing moved).
   */
  const rebuildOnRemote = async (): Promise<{ conflict: WaitingConflict } | { problems: Finding[] } | undefined> => {
    const local = await head();
    const base = (await git('merge-base', remoteRef, local)).trim();
    const commits = (await git('rev-list', '--reverse', '--topo-order', `${base}..${local}`)).split('\n').filter(Boolean);
    const onto = (await git('rev-parse', remoteRef)).trim();
    let tip = onto;
    for (const commit of commits) {
      const made = await madeAgain(commit, tip);
      if ('conflicts' in made) {
        const [message, author] = (await git('log', '-1', '--format=%s%n%an', commit)).split('\n');
        return { conflict: { commit, onto, message: message!, author: author!, conflicts: made.conflicts } };
      }
      tip = made.commit;
    }
    if (commits.some((commit) => resolutions.has(commit))) {
      const problems = await checkedAt(tip);
      if (problems.length) return { problems };
    }
    // Moves the branch and the files of the checkout that differ, refusing rather than touching a file changed by hand.
    await git('reset', '--quiet', '--keep', tip);
    resolutions.clear();
    return undefined;
  };

  /** The errors the check of a save finds in the config at `commit` (its files as the checkout has them). */
  const checkedAt = async (commit: string): Promise<Finding[]> => {
    const config = await configAtCommit(repo, commit, configPath);
    if (!config) return [];
    try {
      return inspectConfigSource(config.text, configPath, { configDir: dirname(file) }).findings.filter(
        (finding) => finding.severity === 'error',
      );
    } catch (error) {
      if (!(error instanceof SiteConfigError)) throw error;
      return error.problems;
    }
  };

  /** `commit` made again on `tip`: its config's change as edits on the tip's config (keys in conflict as the person chose, if they did), its other files as they are in it, its author, date and message. */
  const madeAgain = async (commit: string, tip: string): Promise<{ commit: string } | { conflicts: Conflict[] }> => {
    const [before, after, onTip] = await Promise.all([
      configAtCommit(repo, `${commit}^`, configPath),
      configAtCommit(repo, commit, configPath),
      configAtCommit(repo, tip, configPath),
    ]);
    const index = join(mkdtempSync(join(tmpdir(), 'editor-index-')), 'index');
    const indexed = (...args: string[]) => runGit(repo, args, { env: { GIT_INDEX_FILE: index } });
    try {
      await indexed('read-tree', tip);
      if (before && after && onTip) {
        const edits = editsBetween(dataOf(before.text), dataOf(after.text));
        const reapplied = reapplyEdits(before.text, onTip.text, edits, configPath, resolutions.get(commit)?.keep);
        if (!reapplied.ok)
          return { conflicts: 'conflicts' in reapplied ? reapplied.conflicts : [{ path: [], yours: after.text, theirs: onTip.text }] };
        const blob = (await runGit(repo, ['hash-object', '-w', '--stdin'], { input: asCommitted(reapplied.text, onTip) })).trim();
        await indexed('update-index', '--cacheinfo', `100644,${blob},${configPath}`);
      }
      // Its other files (a photo the save named): as the commit left them.
      const changed = (await git('diff-tree', '-r', '-z', '--no-renames', '--no-commit-id', commit)).split('\0').filter(Boolean);
      for (let i = 0; i + 1 < changed.length; i += 2) {
        const [, mode, , blob, status] = changed[i]!.split(' ');
        const path = changed[i + 1]!;
        if (path === configPath) continue;
        if (status === 'D') await indexed('update-index', '--force-remove', '--', path);
        else await indexed('update-index', '--add', '--cacheinfo', `${mode},${blob},${path}`);
      }
      const tree = (await indexed('write-tree')).trim();
      // Nothing of it left on the tip (its values all theirs, as the person chose): no empty commit in the history.
      if (tree === (await git('rev-parse', `${tip}^{tree}`)).trim()) return { commit: tip };
      const [name, email, date, ...message] = (await git('log', '-1', '--format=%an%n%ae%n%aI%n%B', commit)).split('\n');
      // Committed by the person who chose its values where one did, else by its author, as the
      // editor commits a save: the server's git needs no name of its own.
      const committer = resolutions.get(commit)?.by ?? { name: name!, email: email! };
      const made = await runGit(repo, ['commit-tree', tree, '-p', tip, '-F', '-'], {
        input: message.join('\n'),
        env: {
          GIT_AUTHOR_NAME: name!,
          GIT_AUTHOR_EMAIL: email!,
          GIT_AUTHOR_DATE: date!,
          GIT_COMMITTER_NAME: committer.name,
          GIT_COMMITTER_EMAIL: committer.email,
        },
      });
      return { commit: made.trim() };
    } finally {
      rmSync(dirname(index), { recursive: true, force: true });
    }
  };

  const catchUp = async () => {
    if (await fetch()) await caughtUp();
  };

  /** The commits not yet pushed made again on the remote's head as last fetched, where it moved. */
  const caughtUp = async () => {
    if (!(await has(remoteRef)) || (await gitSays(repo, ['merge-base', '--is-ancestor', remoteRef, 'HEAD']))) {
      conflict = undefined;
      return undefined;
    }
    const found = await rebuildOnRemote();
    // A choice the check refused leaves the conflict waiting as it was.
    if (!found) conflict = undefined;
    else if ('conflict' in found) {
      conflict = found.conflict;
      pushError = conflictWords(settings);
    }
    return found;
  };

  const resolve = async (keep: Resolution, by?: Chooser) => {
    const waiting = conflict;
    if (!waiting) return { ok: true as const, state: state() };
    resolutions.set(waiting.commit, { keep, by });
    const found = await caughtUp();
    if (found && 'problems' in found) {
      resolutions.delete(waiting.commit);
      return { ok: false as const, problems: found.problems };
    }
    // Made again and checked, then sent; unless another waiting commit met a conflict of its own (said in the state).
    return { ok: true as const, state: await push() };
  };

  const push = async (): Promise<PushState> => {
    // A commit waiting for a person's choice: the remote would refuse it, and its words would hide the conflict's.
    if (conflict) return failed(undefined);
    for (let attempt = 0; attempt < MOVED_ATTEMPTS; attempt++) {
      unpushed = await countUnpushed();
      // The working branch is made on the remote too as soon as it is made here, so that others can work on it.
      if (!unpushed && (await has(remoteRef))) return succeeded();
      try {
        // Never forced: a push the remote cannot fast-forward is refused, and the commits are made again on what it has.
        await git('push', '--quiet', '--porcelain', remote, `HEAD:refs/heads/${branch}`);
        await git('update-ref', remoteRef, 'HEAD');
        unpushed = 0;
        return succeeded();
      } catch (error) {
        if (!(error instanceof GitFailure)) throw error;
        if (!/\[rejected\]|non-fast-forward|fetch first|stale info/i.test(error.said)) return failed(error.said);
        conflict = undefined;
        await catchUp();
        if (conflict) return failed(undefined);
      }
    }
    return failed(`the repository's ${branch} kept moving during ${MOVED_ATTEMPTS} tries`);
  };

  const succeeded = (): PushState => {
    pushError = undefined;
    conflict = undefined;
    failures = 0;
    return state();
  };

  /** The push failed: said (git's words, or the conflicts already said), and tried again later. */
  const failed = (said: string | undefined): PushState => {
    if (said !== undefined)
      pushError = `Saved and committed here, but not yet sent to the carrier's repository (${remote} ${branch}): ${said}. The editor tries again on the next save and every few minutes; nothing is lost.`;
    if (!retryPending) {
      retryPending = true;
      schedule(
        () => {
          retryPending = false;
          return retry();
        },
        Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures),
      );
    }
    failures++;
    return state();
  };

  const retry = () => exclusive(async () => (await catchUp(), push()));

  const state = (): PushState => ({ unpushed, ...(pushError ? { pushError } : {}), ...(conflict ? { conflict } : {}) });

  const committedText = async (sha256: string) => {
    const commits = (await git('log', '-n', '20', '--format=%H', '--', configPath)).split('\n').filter(Boolean);
    for (const commit of commits) {
      const committed = await configAtCommit(repo, commit, configPath);
      const bytes = committed && asCommitted(committed.text, committed);
      if (bytes !== undefined && createHash('sha256').update(bytes).digest('hex') === sha256) return committed!.text;
    }
    return undefined;
  };

  // The checkout on the working branch: the one here, else the remote's, else a new one from the published branch.
  await exclusive(async () => {
    await fetch();
    const current = await git('symbolic-ref', '--quiet', '--short', 'HEAD').catch(() => '');
    if (current.trim() !== branch) {
      const from = (await has(`refs/heads/${branch}`))
        ? []
        : (await has(remoteRef))
          ? ['-c', branch, remoteRef]
          : (await has(`refs/remotes/${remote}/${published}`))
            ? ['-c', branch, `refs/remotes/${remote}/${published}`]
            : ['-c', branch];
      await git('switch', '--quiet', ...(from.length ? ['--no-track', ...from] : [branch]));
    }
    await caughtUp();
    await push();
  });

  return { settings, repo, configPath, exclusive, catchUp, push, retry, resolve, state, committedText };
}

const conflictWords = ({ remote, branch }: BranchSettings) =>
  `Saves made here change values that someone else also changed on the carrier's repository (${remote} ${branch}): they are kept here and not sent. Choose which values to keep in the editor: its page lists them, with both values.`;
