import { isDeepStrictEqual } from 'node:util';
import { parseDocument } from 'yaml';
import type { KeyPath } from '../../../schema/keyPath.ts';
import type { Finding } from '../../config/problem.ts';
import { applyEdits, type ConfigEdit } from '../../config/write/editConfig.ts';
import type { Conflict, Resolution } from '../branchState.ts';

/**
 * A person's edits, made on one version of the config (`base`), made again on a later one
 * (`head`: someone else's save came first, on this server or pushed to the remote). Each edit
 * is the editor's key-path edit, not a text patch, so an edit lands wherever its key now is.
 * An edit whose key's value someone else changed meanwhile (its value at `base` is not its value
 * at `head`) is a conflict: nothing is made over it, and the person is shown both values; once
 * they chose (`keep`), each such key keeps theirs, or is given yours (its last value in the edits).
 */

export type Reapplied = { ok: true; text: string } | { ok: false; conflicts: Conflict[] } | { ok: false; problems: Finding[] };

export function reapplyEdits(base: string, head: string, edits: readonly ConfigEdit[], shown: string, keep?: Resolution): Reapplied {
  const conflicts = new Map<string, Conflict>();
  let mine = base;
  let theirs = head;
  for (const edit of edits) {
    const made = applyEdits(mine, [edit], shown);
    if (!made.ok) return made;
    const onHead = unchangedSince(mine, theirs, edit) ? applyEdits(theirs, [edit], shown) : undefined;
    if (onHead?.ok) theirs = onHead.text;
    else {
      const path = edit.op === 'insert' ? edit.path.slice(0, -1) : edit.path;
      conflicts.set(JSON.stringify(path), { path, theirs: valueAt(theirs, path), yours: valueAt(made.text, path) });
    }
    mine = made.text;
  }
  if (conflicts.size && !keep) return { ok: false, conflicts: [...conflicts.values()] };
  if (keep === 'mine')
    for (const { path, yours } of conflicts.values()) {
      const given = applyEdits(theirs, [yours === undefined ? { op: 'delete', path } : { op: 'set', path, value: yours }], shown);
      if (!given.ok) return given;
      theirs = given.text;
    }
  return { ok: true, text: theirs };
}

/**
 * Whether what `edit` works on is the same at `head` as at `base`: the value it sets, deletes,
 * moves or copies; for a new item, that its list is still a list (items added by others around
 * it are no conflict: two new job postings both land).
 */
function unchangedSince(base: string, head: string, edit: ConfigEdit): boolean {
  if (edit.op === 'insert') return Array.isArray(valueAt(head, edit.path.slice(0, -1)));
  return isDeepStrictEqual(valueAt(base, edit.path), valueAt(head, edit.path));
}

/** The value at `path` in the config's text, as plain data; undefined where it has none. */
export function valueAt(text: string, path: KeyPath): unknown {
  let value: unknown = dataOf(text);
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** The text's data, the last few kept: a save's edits read the same few texts again and again. */
const parsed = new Map<string, unknown>();
export function dataOf(text: string): unknown {
  if (parsed.has(text)) return parsed.get(text);
  const data = parseDocument(text, { merge: true }).toJS() as unknown;
  if (parsed.size >= 8) parsed.delete(parsed.keys().next().value!);
  parsed.set(text, data);
  return data;
}
