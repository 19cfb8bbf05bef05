import { z } from 'zod';
import { placedMessage, SiteConfigError, type Finding } from '../../config/problem.ts';
import type { ConfigEdit } from '../../config/write/editConfig.ts';
import { openConfig } from '../../config/write/saveConfig.ts';
import { changeLog } from '../git/changeLog.ts';
import { configAtCommit } from '../git/configAtCommit.ts';
import { editsBetween } from '../git/editsBetween.ts';
import { publish, type PublishOptions } from '../git/publish.ts';
import type { PublishedChecksSource } from '../git/publishedChecks.ts';
import { dataOf, reapplyEdits } from '../git/reapplyEdits.ts';
import { changeOutsideRole } from '../people/roles.ts';
import { resolveRequest, type BranchState, type Conflict, type PushState } from '../branchState.ts';
import { gitSays, runGit } from '../git/runGit.ts';
import { uploadsChanged, type UploadChange } from '../git/uploadsChanged.ts';
import { undoneUploads } from './undoneUploads.ts';
import type { WorkingBranch } from '../git/workingBranch.ts';
import { roleRefusal, saveEdits, type ApiAnswer, type Who } from './editorApi.ts';
import { editRequest } from './editRequest.ts';

/**
 * The API of an editor started with a working branch to push to (`--push`, or the hosted mode):
 * every save a commit, pushed (src/editor/git/workingBranch.ts); what is not yet published, and
 * Publish; the history, and Undo. Each runs on the checkout alone (`branch.exclusive`), so saves
 * made at once by two people are made one after the other.
 */

/** An editor started to push its saves: the working branch, how Publish builds, and the published branch's checks on GitHub, where it has a token. */
export interface PushedEditing {
  branch: WorkingBranch;
  publish: PublishOptions;
  checks?: PublishedChecksSource;
}

/** A save's message when the page sends none: every save is a commit here. */
const SAVED_MESSAGE = 'Saved in the editor';

/**
 * POST /api/save with a working branch: the remote fetched first; edits made on an earlier
 * version of the file (someone else saved since) are made on the file as it is now, unless one of
 * them changes a value that someone else changed meanwhile: then nothing is saved, and the answer
 * (409) gives each such key with both values. Saved, committed as `who` (hosted: the person signed in, whose role bounds the edits), and pushed: the
 * answer is /api/save's, with `pushed`, and `pushError` (plain words) when the push failed.
 */
export async function pushedSave(configFile: string, body: unknown, branch: WorkingBranch, who?: Who): Promise<ApiAnswer> {
  const request = editRequest.safeParse(body);
  if (!request.success) return saveEdits(configFile, body, undefined, who);
  const { base, edits, commit = SAVED_MESSAGE } = request.data;
  return branch.exclusive(async () => {
    await branch.catchUp();
    return savedAndPushed(configFile, branch, { base, edits, commit, who, earlier: undefined });
  });
}

interface PushedEdits {
  /** The version the edits were made on (a SHA-256 of the file), and its text where the caller has it; else found in the recent commits. */
  base: string;
  earlier: string | undefined;
  edits: ConfigEdit[];
  commit: string;
  who: Who | undefined;
  /** An undo's: the uploads its change added, replaced or removed, put back as they were before it (./undoneUploads.ts). */
  uploads?: UploadChange[];
}

/** The edits made on the file as it is now (unless a key they change was changed since `earlier`: 409), saved, committed and pushed. Inside `exclusive`. */
async function savedAndPushed(configFile: string, branch: WorkingBranch, { base, earlier, edits, commit, who, uploads = [] }: PushedEdits) {
  let text: string | undefined;
  try {
    const onDisk = openConfig(configFile);
    text = onDisk.text;
    // Made on an earlier version: someone else saved since, here or on the remote.
    const made = base === onDisk.sha256 ? undefined : (earlier ?? (await branch.committedText(base)));
    if (made !== undefined) {
      const reapplied = reapplyEdits(made, onDisk.text, edits, onDisk.shown);
      if (!reapplied.ok && 'conflicts' in reapplied) return conflictAnswer(reapplied.conflicts, onDisk);
      if (reapplied.ok) text = reapplied.text;
      // Made on the file as it is now; an edit that cannot be made there is refused by the save, located.
      base = onDisk.sha256;
    }
  } catch (error) {
    // A file that cannot be opened: the save says so.
    if (!(error instanceof SiteConfigError)) throw error;
  }
  const undone = uploads.length && text !== undefined ? await undoneUploads(branch, text, uploads, who) : undefined;
  if (undone && !undone.ok) return undone.answer;
  if (undone && !undone.paths.length && !edits.length) return undone.nothingLeft;
  const saved = await saveEdits(configFile, { base, edits, commit }, undefined, who, undone?.paths);
  if (saved.status !== 200 || !Object.hasOwn(saved.body as object, 'committed')) {
    await undone?.putBack();
    return saved;
  }
  const pushed = await branch.push();
  return { status: 200, body: { ...(saved.body as object), pushed: pushed.unpushed === 0, ...pushWords(pushed) } };
}

/** GET /api/branch: the working branch, the published one, and how its pushes stand (`unpushed`, `pushError`, `conflict`). */
export function branchState(branch: WorkingBranch): ApiAnswer {
  const { branch: working, published } = branch.settings;
  const body: BranchState = { pushed: true, branch: working, published, ...branch.state() };
  return { status: 200, body };
}

/**
 * GET /api/branch/checks: `{ checks }`, how the published branch's last checks stand on GitHub
 * (../git/publishedChecks.ts), or null where there is nothing to show (no GitHub remote, no
 * token): asked apart from GET /api/branch, which every save and focus asks, so that GitHub is
 * asked only where the page shows what is published, and never slows the rest.
 */
export async function checksAnswer(checks: PublishedChecksSource | undefined): Promise<ApiAnswer> {
  return { status: 200, body: { checks: checks ? await checks.state() : null } };
}

/**
 * POST /api/branch/resolve `{ keep, commit, onto }`: the conflict a waiting save met (GET
 * /api/branch's `conflict`) resolved as the person chose, `mine` (the save's values) or `theirs`
 * (the remote's), for the conflict they were shown: 409 with the state as it now is when that
 * conflict is no longer the one waiting (resolved by someone else, the remote moved again). As
 * any save: the keys in conflict within `who`'s role (403), the config so made checked (422 with
 * its problems, nothing changed); then pushed, the person who chose its committer. 200: the
 * state, and what was done in words.
 */
export async function resolveConflict(body: unknown, branch: WorkingBranch, who?: Who): Promise<ApiAnswer> {
  const request = resolveRequest.safeParse(body);
  if (!request.success)
    return { status: 400, body: { error: `The request is not a choice of values to keep: ${request.error.issues[0]!.message}` } };
  const { keep, commit, onto } = request.data;
  return branch.exclusive(async () => {
    await branch.catchUp();
    const waiting = branch.state().conflict;
    if (waiting?.commit !== commit || waiting.onto !== onto)
      return {
        status: 409,
        body: {
          error: waiting
            ? "The values in conflict changed since they were shown (the carrier's repository moved again): nothing was decided. Look at them as they are now, and choose again"
            : 'This conflict is no longer waiting (someone resolved it, or it was sent): nothing was changed',
          ...(branchState(branch).body as object),
        },
      };
    const outside =
      who && waiting.conflicts.map(({ path, theirs, yours }) => changeOutsideRole(who.role, theirs, yours, path)).find(Boolean);
    if (who && outside) return roleRefusal(who, outside);
    const resolved = await branch.resolve(keep, who);
    if (!resolved.ok)
      return {
        status: 422,
        body: {
          error: `Keeping ${keep === 'mine' ? 'the values saved here' : 'their values'} would give the config a problem: nothing was changed. Choose the other values, or fix the problem after`,
          problems: resolved.problems,
        },
      };
    return {
      status: 200,
      body: {
        ...(branchState(branch).body as object),
        message: `Kept ${keep === 'mine' ? 'the values saved here' : 'their values'} for "${waiting.message}"${resolved.state.unpushed === 0 ? ", and sent it to the site's repository" : ''}.`,
      },
    };
  });
}

const historyQuery = z.strictObject({
  skip: z
    .string()
    .regex(/^(0|[1-9]\d{0,8})$/, 'expected a count of changes, as the page before gave it in `next`')
    .optional(),
});

/**
 * GET /api/history[?skip=N]: the changes to the carrier's files, newest first, a page at a time
 * (src/editor/git/changeLog.ts), each marked pushed and published; `next`, the `skip` of the
 * page after (null after the oldest change). `query`: the request's, each name's value (values where repeated).
 */
export async function history(branch: WorkingBranch, query: unknown = {}): Promise<ApiAnswer> {
  const asked = historyQuery.safeParse(query);
  if (!asked.success)
    return {
      status: 400,
      body: { error: `The request is not a page of the history: ${asked.error.issues[0]!.message}. Close the history and open it again` },
    };
  const skip = Number(asked.data.skip ?? 0);
  const page = await branch.exclusive(() => changeLog(branch, { skip }));
  return { status: 200, body: { ...(branchState(branch).body as object), ...page } };
}

const undoRequest = z.strictObject({
  commit: z.string().regex(/^[0-9a-f]{40}$/, 'expected the full hash of a change, as GET /api/history gives it'),
});

/**
 * POST /api/undo `{ commit }`: a new save that takes back what that change did to the config, as
 * the editor's edits (its keys set back, so the diff is as small as the change's), checked like
 * any save (`who`'s role included), committed as `who` and pushed. A key changed again since is a conflict (409),
 * with both values; nothing is saved.
 */
export async function undoChange(configFile: string, body: unknown, branch: WorkingBranch, who?: Who): Promise<ApiAnswer> {
  const request = undoRequest.safeParse(body);
  if (!request.success) return { status: 400, body: { error: `The request is not a change to undo: ${request.error.issues[0]!.message}` } };
  const { commit } = request.data;
  return branch.exclusive(async () => {
    await branch.catchUp();
    if (!(await gitSays(branch.repo, ['merge-base', '--is-ancestor', commit, 'HEAD'])))
      return {
        status: 404,
        body: { error: 'This change is not in the history of the working branch: reload the history and choose again' },
      };
    const [before, after] = await Promise.all([
      configAtCommit(branch.repo, `${commit}^`, branch.configPath),
      configAtCommit(branch.repo, commit, branch.configPath),
    ]);
    const edits = before && after ? editsBetween(dataOf(after.text), dataOf(before.text)) : [];
    const uploads = await uploadsChanged(branch.repo, branch.configPath, commit);
    if (!uploads.ok)
      return {
        status: 409,
        body: {
          error: `This change cannot be undone: a later change replaced or removed ${uploads.changedSince.join(', ')} again. Undo that later change first`,
        },
      };
    if (!after || (!edits.length && !uploads.files.length))
      return {
        status: 422,
        body: {
          error:
            'This change did not change the config or its uploads (only other files, or it made the whole file at once): nothing here can undo it',
        },
      };
    const subject = (await runGit(branch.repo, ['log', '-1', '--format=%s', commit])).trim();
    const message = `Undid: ${subject}`.slice(0, 200);
    return savedAndPushed(configFile, branch, { base: '', earlier: after.text, edits, commit: message, who, uploads: uploads.files });
  });
}

/** POST /api/publish `{}`: src/editor/git/publish.ts, its outcome in plain words; hosted, an admin's alone (403 otherwise). */
export async function publishAnswer(body: unknown, branch: WorkingBranch, options: PublishOptions, who?: Who): Promise<ApiAnswer> {
  if (!z.strictObject({}).safeParse(body).success) return { status: 400, body: { error: 'Publish takes an empty request: {}' } };
  // Hosted, what reaches the site is an admin's to decide.
  if (who && who.role !== 'admin')
    return {
      status: 403,
      body: {
        error: `Your role (${who.role}) cannot publish: your saves are kept on the working branch. An admin of the editor publishes them`,
      },
    };
  const { branch: working, published } = branch.settings;
  const outcome = await publish(branch, options, who);
  const pullRequest = (link: string | undefined) =>
    link
      ? ` Open a pull request from ${working} into ${published} instead: ${link}`
      : ` Ask whoever keeps the repository to merge ${working} into ${published}.`;
  switch (outcome.status) {
    case 'published':
      return {
        status: 200,
        body: {
          published: outcome.commit,
          message: `Published: ${published} now has every saved change. The site's CI builds and deploys it.${warned(outcome.warnings)}`,
        },
      };
    case 'nothing to publish':
      return { status: 200, body: { published: null, message: `Nothing to publish: ${published} already has every saved change.` } };
    case 'not pushed':
      return { status: 503, body: { error: `Not published: ${outcome.pushError}` } };
    case 'problems':
      return {
        status: 422,
        body: {
          error: `Not published: the site as saved on ${working} has problems the build refuses. Fix them, save, and publish again`,
          problems: outcome.problems,
        },
      };
    case 'build failed':
      return {
        status: 500,
        body: {
          error: `Not published: the build of ${working} failed on the server (${outcome.said}). Try again; if it fails again, whoever runs the editor can see why in its terminal`,
        },
      };
    case 'refused':
      return {
        status: 409,
        body: {
          error: `Not published: the carrier's repository refused the change to ${published} (a protected branch?): ${outcome.said}.${pullRequest(outcome.pullRequest)}`,
          pullRequest: outcome.pullRequest ?? null,
        },
      };
    case 'cannot merge':
      return {
        status: 409,
        body: {
          error: `Not published: ${published} has changes made elsewhere that git cannot merge with ${working} by itself (${outcome.said}).${pullRequest(outcome.pullRequest)}`,
          pullRequest: outcome.pullRequest ?? null,
        },
      };
  }
}

/** What the build warned of the published pages (a page too long to come in one round trip), to be read after the news: it is published all the same. */
const warned = (warnings: readonly Finding[]) =>
  warnings.length
    ? ` ${warnings.length === 1 ? 'One warning' : `${warnings.length} warnings`} (the site is published; worth a look): ${warnings
        .map(placedMessage)
        .join(' ')}`
    : '';

/** What the person is told of the pushes: why what they saved is not on the remote yet, and the keys in conflict. */
const pushWords = ({ pushError, conflict }: PushState) => ({
  ...(pushError ? { pushError } : {}),
  ...(conflict ? { conflict } : {}),
});

/** 409: keys the person changed that someone else changed meanwhile, with both values, and the file as it is now. */
function conflictAnswer(conflicts: Conflict[], onDisk: { text: string; sha256: string }): ApiAnswer {
  return {
    status: 409,
    body: {
      error: `Someone else changed ${conflicts.length === 1 ? 'a value' : `${conflicts.length} values`} you changed, since you opened the file: nothing was saved. For each, their value and yours are shown: reload the file to keep theirs, or make your change again on it to keep yours`,
      conflicts,
      onDisk: { text: onDisk.text, hash: onDisk.sha256 },
    },
  };
}
