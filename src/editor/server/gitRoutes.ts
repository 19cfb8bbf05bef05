import { SiteConfigError } from '../../config/problem.ts';
import { openConfig } from '../../config/write/saveConfig.ts';
import { reapplyEdits, type Conflict } from '../git/reapplyEdits.ts';
import type { WorkingBranch } from '../git/workingBranch.ts';
import { saveEdits, type ApiAnswer } from './editorApi.ts';
import { editRequest } from './editRequest.ts';
import type { Author } from './gitCommit.ts';

/**
 * The API of an editor started with a working branch to push to (`--push`, or the hosted mode):
 * every save a commit, pushed (src/editor/git/workingBranch.ts); what is not yet published, and
 * Publish; the history, and Undo. Each runs on the checkout alone (`branch.exclusive`), so saves
 * made at once by two people are made one after the other.
 */

/** A save's message when the page sends none: every save is a commit here. */
const SAVED_MESSAGE = 'Saved in the editor';

/**
 * POST /api/save with a working branch: the remote fetched first; edits made on an earlier
 * version of the file (someone else saved since) are made on the file as it is now, unless one of
 * them changes a value that someone else changed meanwhile: then nothing is saved, and the answer
 * (409) gives each such key with both values. Saved, committed as `author`, and pushed: the
 * answer is /api/save's, with `pushed`, and `pushError` (plain words) when the push failed.
 */
export async function pushedSave(configFile: string, body: unknown, branch: WorkingBranch, author?: Author): Promise<ApiAnswer> {
  const request = editRequest.safeParse(body);
  if (!request.success) return saveEdits(configFile, body);
  return branch.exclusive(async () => {
    await branch.catchUp();
    let base = request.data.base;
    try {
      const onDisk = openConfig(configFile);
      const earlier = base === onDisk.sha256 ? undefined : await branch.committedText(base);
      if (earlier !== undefined) {
        const reapplied = reapplyEdits(earlier, onDisk.text, request.data.edits, onDisk.shown);
        if (!reapplied.ok && 'conflicts' in reapplied) return conflictAnswer(reapplied.conflicts, onDisk);
        // Made on the file as it is now; an edit that cannot be made there is refused by the save, located.
        base = onDisk.sha256;
      }
    } catch (error) {
      // A file that cannot be opened: the save says so.
      if (!(error instanceof SiteConfigError)) throw error;
    }
    const saved = saveEdits(configFile, { ...request.data, base, commit: request.data.commit ?? SAVED_MESSAGE }, author);
    if (saved.status !== 200 || !Object.hasOwn(saved.body as object, 'committed')) return saved;
    const pushed = await branch.push();
    return { status: 200, body: { ...(saved.body as object), pushed: pushed.unpushed === 0, ...pushWords(pushed) } };
  });
}

/** What the person is told of the pushes: why what they saved is not on the remote yet, and the keys in conflict. */
const pushWords = ({ pushError, conflicts }: { pushError?: string; conflicts?: Conflict[] }) => ({
  ...(pushError ? { pushError } : {}),
  ...(conflicts ? { conflicts } : {}),
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
