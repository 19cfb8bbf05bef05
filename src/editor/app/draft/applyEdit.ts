import type { ConfigEdit } from '../../../config/write/editConfig.ts';
import type { KeyPath } from '../../../../schema/keyPath.ts';

/** Plain data as the config file reads (JSON's values). */
export type Data = unknown;

/** Whether `value` is a group of keys (a YAML map), not a list, a text or nothing. */
export const isRecord = (value: Data): value is Record<string, Data> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The value at `path` inside `data`, or undefined. */
export function valueAt(data: Data, path: KeyPath): Data {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, Data>)[key];
  }
  return value;
}

/**
 * `data` with `edit` made, as the file's writer (src/config/write/editConfig.ts) makes it on the text:
 * the editor shows each edit at once from this, and the server's answer confirms it. Pure: the
 * data given is never changed (undo replays the edits on the data as opened).
 */
export function applyEdit(data: Data, edit: ConfigEdit): Data {
  const parentPath = edit.path.slice(0, -1);
  const key = edit.path.at(-1)!;
  return updateAt(data, parentPath, (parent) => {
    if (Array.isArray(parent)) {
      const list = [...(parent as Data[])];
      const index = key as number;
      if (edit.op === 'set') list[index] = edit.value;
      else if (edit.op === 'delete') list.splice(index, 1);
      else if (edit.op === 'insert') list.splice(index, 0, edit.value);
      else if (edit.op === 'duplicate') list.splice(index + 1, 0, structuredClone(list[index]));
      else {
        const to = edit.to === 'up' ? index - 1 : edit.to === 'down' ? index + 1 : edit.to;
        const [item] = list.splice(index, 1);
        list.splice(to, 0, item);
      }
      return list;
    }
    const record = { ...((parent ?? {}) as Record<string, Data>) };
    if (edit.op === 'delete') delete record[key];
    else if (edit.op === 'set' || edit.op === 'insert') record[key] = edit.value;
    return record;
  });
}

/** `data` with the value at `path` replaced by `change(value)`, every object on the way copied. */
function updateAt(data: Data, path: KeyPath, change: (value: Data) => Data): Data {
  if (path.length === 0) return change(data);
  const [key, ...rest] = path as [string | number, ...KeyPath];
  if (Array.isArray(data)) {
    const list = [...(data as Data[])];
    list[key as number] = updateAt(list[key as number], rest, change);
    return list;
  }
  const record = { ...((data ?? {}) as Record<string, Data>) };
  record[key] = updateAt(record[key], rest, change);
  return record;
}

/** The text at `path` inside `data`, or `otherwise` when there is none. */
export const textAt = (data: Data, path: KeyPath, otherwise: string): string => {
  const value = valueAt(data, path);
  return typeof value === 'string' ? value : otherwise;
};

/** `data` with every edit of `edits` made, one after the other. */
export const applyEdits = (data: Data, edits: readonly ConfigEdit[]): Data => edits.reduce(applyEdit, data);
