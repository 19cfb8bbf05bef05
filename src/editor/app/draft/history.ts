import type { ConfigEdit } from '../../../config/write/editConfig.ts';

/**
 * The person's unsaved work: the version of the file it was made on (`base`, the SHA-256 the
 * server gave) and the edits since, in steps (what one action of the person did), with the steps
 * undone kept for Redo. The edits, not a copy of the file, are what is kept: the server makes
 * them on the file's text with the smallest change, and they can be made again on a newer file.
 */
export interface Draft {
  base: string;
  steps: ConfigEdit[][];
  undone: ConfigEdit[][];
}

export const emptyDraft = (base: string): Draft => ({ base, steps: [], undone: [] });

/** Every edit of the draft, in order. */
export const editsOf = (draft: Draft): ConfigEdit[] => draft.steps.flat();

/** A single `set` of one value: typing in a field. */
const typingAt = (step: ConfigEdit[] | undefined) =>
  step?.length === 1 && step[0]!.op === 'set' ? JSON.stringify(step[0]!.path) : undefined;

/**
 * The draft with `edits` as its next step. Typing on in the same field replaces the step that
 * typed there last, so one Undo takes back the field's whole change, as in a text editor, and
 * the draft stays as many edits as the person made changes, however long they typed.
 */
export function withStep(draft: Draft, edits: ConfigEdit[]): Draft {
  if (edits.length === 0) return draft;
  const last = draft.steps.at(-1);
  const typing = typingAt(edits);
  if (typing !== undefined && typing === typingAt(last)) return { ...draft, steps: [...draft.steps.slice(0, -1), edits], undone: [] };
  return { ...draft, steps: [...draft.steps, edits], undone: [] };
}

export function undo(draft: Draft): Draft {
  const last = draft.steps.at(-1);
  if (!last) return draft;
  return { ...draft, steps: draft.steps.slice(0, -1), undone: [...draft.undone, last] };
}

export function redo(draft: Draft): Draft {
  const next = draft.undone.at(-1);
  if (!next) return draft;
  return { ...draft, steps: [...draft.steps, next], undone: draft.undone.slice(0, -1) };
}

/** Where the draft of `file` is kept in the browser until it is saved or discarded. */
const storageKey = (file: string) => `carrier-editor-draft:${file}`;

/** The draft of `file` kept in this browser, if any. */
export function keptDraft(file: string): Draft | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(storageKey(file)) ?? 'null') as Draft | null;
    return kept && typeof kept.base === 'string' && Array.isArray(kept.steps) && Array.isArray(kept.undone) ? kept : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `draft` of `file` in this browser (or forgets it, when it holds no edit). */
export function keepDraft(file: string, draft: Draft) {
  try {
    if (draft.steps.length === 0 && draft.undone.length === 0) localStorage.removeItem(storageKey(file));
    else localStorage.setItem(storageKey(file), JSON.stringify(draft));
  } catch {
    // Storage full or refused (a private window): the draft lives as long as the page.
  }
}
