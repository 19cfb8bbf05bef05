import type { ConfigEdit } from '../../../config/write/editConfig.ts';
import type { KeyPath } from '../../../../schema/keyPath.ts';
import { placeOfField, type Names } from '../parts/parts.ts';
import { isRecord, valueAt, type Data } from './applyEdit.ts';
import { markOf, whatChanged, type WhatChanged } from './commitMessage.ts';

/**
 * What saving the edits changes, as the Save dialog lists it for the person about to save: the
 * sections and postings added, removed and moved, then every value changed, field by field.
 */
export function changesInWords(opened: Data, edits: readonly ConfigEdit[], names: Names): string[] {
  const changed = whatChanged(opened, edits, names.sections);
  return [...changed.said, ...fieldChanges(changed, names)];
}

/**
 * Each value the edits changed in the parts of the file that were there before, as the Save
 * dialog lists it for the person about to save: where it is, named as the editor names it, and
 * what it was and is (`Company › Phone: "(555) 010-0123" → "(555) 010-0199"`). A section or
 * posting is found by its mark (./commitMessage.ts), wherever it moved; one added or removed is
 * said whole by whatChanged, not field by field. Within a part, a list is compared item by item.
 */
function fieldChanges({ before, after }: Pick<WhatChanged, 'before' | 'after'>, names: Names): string[] {
  const lines: string[] = [];
  /** Adds a line for each value that differs between `was` and `is`, the values at `path` (in the edited data). */
  const compare = (was: Data, is: Data, path: KeyPath) => {
    if (sameData(was, is)) return;
    if (isRecord(was) && isRecord(is)) {
      for (const key of keysOf(was, is)) compare(was[key], is[key], [...path, key]);
    } else if (Array.isArray(was) && Array.isArray(is)) {
      for (let i = 0; i < Math.max(was.length, is.length); i++) {
        if (i >= is.length) lines.push(`${placeOfField(after, [...path, i], names)}: removed`);
        else if (i >= was.length) lines.push(`${placeOfField(after, [...path, i], names)}: added, ${shown(is[i])}`);
        else compare(was[i], is[i], [...path, i]);
      }
    } else lines.push(`${placeOfField(after, path, names)}: ${shown(was)} → ${shown(is)}`);
  };
  for (const key of keysOf(before, after)) if (key !== 'routes') compare(valueAt(before, [key]), valueAt(after, [key]), [key]);
  const pagesBefore = listAt(before, ['routes']);
  listAt(after, ['routes']).forEach((page, i) => {
    const pageBefore = pagesBefore[i];
    compare(without(pageBefore, 'sections'), without(page, 'sections'), ['routes', i]);
    const sectionsBefore = listAt(pageBefore, ['sections']);
    listAt(page, ['sections']).forEach((section, j) => {
      const was = sectionsBefore.find((candidate) => markOf(candidate) && markOf(candidate) === markOf(section));
      if (!was) return;
      compare(without(was, 'postings'), without(section, 'postings'), ['routes', i, 'sections', j]);
      const postingsBefore = listAt(was, ['postings']);
      listAt(section, ['postings']).forEach((posting, p) => {
        const wasPosting = postingsBefore.find((candidate) => markOf(candidate) && markOf(candidate) === markOf(posting));
        if (wasPosting) compare(wasPosting, posting, ['routes', i, 'sections', j, 'postings', p]);
      });
    });
  });
  return lines;
}

/** A value as the list shows it: a text in quotes and cut, a number as it is, a list or a group by what it is. */
function shown(value: Data): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'string') return `"${value.length > SHOWN_LENGTH ? `${value.slice(0, SHOWN_LENGTH - 1)}…` : value}"`;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'number') return String(value);
  return 'a group of fields';
}

/** The longest text shown whole: a line of the dialog. */
const SHOWN_LENGTH = 80;

const keysOf = (...values: Data[]) => [...new Set(values.flatMap((value) => (isRecord(value) ? Object.keys(value) : [])))];
const listAt = (data: Data, path: string[]): Data[] => {
  const list = valueAt(data, path);
  return Array.isArray(list) ? list : [];
};
const without = (value: Data, key: string): Data => {
  if (!isRecord(value)) return value;
  const { [key]: _left, ...rest } = value;
  return rest;
};
/** Whether two values of the file are the same data (the marks, symbol keys, are not data). */
const sameData = (a: Data, b: Data) => JSON.stringify(a) === JSON.stringify(b);
