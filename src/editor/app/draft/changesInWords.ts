import type { ConfigEdit } from '../../../config/write/editConfig.ts';
import { labelOf } from '../parts/labels.ts';
import { sectionLabel, type SectionNames } from '../parts/parts.ts';
import { valueAt, type Data } from './applyEdit.ts';
import { markOf, whatChanged, type WhatChanged } from './commitMessage.ts';

/** How the list names a section's type (its name) and a text's language (the language's name, by tag). */
export interface Names {
  sections: SectionNames;
  languages: Readonly<Record<string, string>>;
}

/**
 * What saving the edits changes, as the Save dialog lists it for the person about to save: the
 * sections and postings added, removed and moved, then every value changed, field by field, a
 * text of one language named by the language's name.
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
  const compare = comparing(names.languages);
  for (const key of keysOf(before, after))
    if (key !== 'routes') compare(valueAt(before, [key]), valueAt(after, [key]), [labelOf(key)], lines);
  const pagesBefore = listAt(before, ['routes']);
  listAt(after, ['routes']).forEach((page, i) => {
    const pageBefore = pagesBefore[i];
    const path = valueAt(page, ['path']);
    const pageName = `Page ${typeof path === 'string' ? path : i + 1}`;
    compare(without(pageBefore, 'sections'), without(page, 'sections'), [pageName], lines);
    const sectionsBefore = listAt(pageBefore, ['sections']);
    listAt(page, ['sections']).forEach((section, j) => {
      const was = sectionsBefore.find((candidate) => markOf(candidate) && markOf(candidate) === markOf(section));
      if (!was) return;
      const where = [pageName, sectionLabel(section, j, names.sections)];
      compare(without(was, 'postings'), without(section, 'postings'), where, lines);
      const postingsBefore = listAt(was, ['postings']);
      for (const posting of listAt(section, ['postings'])) {
        const wasPosting = postingsBefore.find((candidate) => markOf(candidate) && markOf(candidate) === markOf(posting));
        if (wasPosting) compare(wasPosting, posting, [...where, `Posting "${markOf(posting)!.title}"`], lines);
      }
    });
  });
  return lines;
}

/** Adds to `lines` each value that differs between `was` and `is`, at `where` (the labels on the way). */
const comparing = (languages: Names['languages']) =>
  function compare(was: Data, is: Data, where: string[], lines: string[]) {
    if (sameData(was, is)) return;
    if (isRecord(was) && isRecord(is)) {
      for (const key of keysOf(was, is)) {
        // A text of one language: "Headline (Spanish)".
        const inside = languages[key] ? [...where.slice(0, -1), `${where.at(-1)!} (${languages[key]})`] : [...where, labelOf(key)];
        compare(was[key], is[key], inside, lines);
      }
      return;
    }
    if (Array.isArray(was) && Array.isArray(is)) {
      for (let i = 0; i < Math.max(was.length, is.length); i++) {
        const item = [...where, `item ${i + 1}`];
        if (i >= is.length) lines.push(`${item.join(' › ')}: removed`);
        else if (i >= was.length) lines.push(`${item.join(' › ')}: added, ${shown(is[i])}`);
        else compare(was[i], is[i], item, lines);
      }
      return;
    }
    lines.push(`${where.join(' › ')}: ${shown(was)} → ${shown(is)}`);
  };

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

const isRecord = (value: Data): value is Record<string, Data> => value !== null && typeof value === 'object' && !Array.isArray(value);
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
