import { applyEdits, type ConfigEdit, type EditResult } from '../../config/write/editConfig.ts';

/**
 * The text of the person's draft: the file's text with their edits made. The editor sends every
 * edit since the file was opened with each change, and typing on replaces the last one, so the
 * text is made from the one before: the text with all the edits but the last is kept from the
 * previous request, and only the last edit is made on it (one edit, however long the session).
 * One draft is kept, the last asked for: the editor is one person's.
 */
interface Made {
  source: string;
  edits: string[];
  /** The text with every edit made. */
  whole: string;
  /** The text with every edit but the last made. */
  allButLast: string;
}

let last: Made | undefined;

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((edit, i) => edit === b[i]);

/** `source` with `edits` made, as applyEdits makes it, from the last draft's text where it can. */
export function draftText(source: string, edits: readonly ConfigEdit[], shown: string): EditResult {
  if (edits.length === 0) return { ok: true, text: source };
  const keys = edits.map((edit) => JSON.stringify(edit));
  const before = keys.slice(0, -1);
  const made = last?.source === source ? last : undefined;
  if (made && sameList(keys, made.edits)) return { ok: true, text: made.whole };
  // Undo: the last edit taken back.
  if (made && sameList(keys, made.edits.slice(0, -1))) return { ok: true, text: made.allButLast };
  // The text with every edit but the last: kept, or made now.
  let allButLast: string;
  if (made && sameList(before, made.edits)) allButLast = made.whole;
  else if (made && sameList(before, made.edits.slice(0, -1))) allButLast = made.allButLast;
  else {
    const result = applyEdits(source, edits.slice(0, -1), shown);
    if (!result.ok) return result;
    allButLast = result.text;
  }
  const result = applyEdits(allButLast, edits.slice(-1), shown);
  if (result.ok) last = { source, edits: keys, whole: result.text, allButLast };
  return result;
}
