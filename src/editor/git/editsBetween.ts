import { isDeepStrictEqual } from 'node:util';
import type { KeyPath } from '../../../schema/keyPath.ts';
import type { ConfigEdit } from '../../config/write/editConfig.ts';

/**
 * The editor's edits that turn the config's data `before` into `after`, at the deepest keys that
 * differ: a key added or changed is set, one removed is deleted, a list whose length changed is
 * set whole. How a commit is made again on a later version (./workingBranch.ts) and how a change
 * is undone (./history.ts): as edits, so that the text keeps its smallest diff and the conflict
 * check of ./reapplyEdits.ts applies.
 */
export function editsBetween(before: unknown, after: unknown, path: KeyPath = []): ConfigEdit[] {
  if (isDeepStrictEqual(before, after)) return [];
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return before.flatMap((item, i) => editsBetween(item, after[i], [...path, i]));
  if (isGroup(before) && isGroup(after)) {
    const removed = Object.keys(before)
      .filter((key) => !Object.hasOwn(after, key))
      .map((key): ConfigEdit => ({ op: 'delete', path: [...path, key] }));
    const changed = Object.keys(after).flatMap((key) =>
      Object.hasOwn(before, key)
        ? editsBetween(before[key], after[key], [...path, key])
        : [{ op: 'set' as const, path: [...path, key], value: after[key] }],
    );
    return [...removed, ...changed];
  }
  return [{ op: 'set', path, value: after }];
}

const isGroup = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
