import type { ConfigEdit } from '../../../config/write/editConfig.ts';
import type { KeyPath } from '../../../../schema/keyPath.ts';
import { labelOf } from '../parts/labels.ts';
import { defaultText, type SectionNames } from '../parts/parts.ts';
import { applyEdit, isRecord, valueAt, type Data } from './applyEdit.ts';

/**
 * The message the Save dialog proposes for a commit: what the person did, in the office's words
 * ("Posted job: Flatbed Company Driver", "Closed posting: OTR Company Driver", "Changed the
 * phone", "Moved the About us section down on /"), or "Edited company, theme" for anything else.
 */
export function commitMessage(opened: Data, edits: readonly ConfigEdit[], names: SectionNames): string {
  const changed = whatChanged(opened, edits, names);
  const said = [...changed.said];
  const { edited } = changed;
  const say = (phrase: string) => {
    if (!said.includes(phrase)) said.push(phrase);
  };
  for (const name of edited) if (name in PLAIN_CHANGES) say(PLAIN_CHANGES[name]!);
  const others = edited.filter((name) => !(name in PLAIN_CHANGES));
  if (others.length) say(`Edited ${others.length > 3 ? `${others.slice(0, 3).join(', ')} and more` : listed(others)}`);
  if (said.length === 0) return 'Edited the site';
  return said.length > 3 ? `${said.slice(0, 3).join('; ')}; and ${said.length - 3} more` : said.join('; ');
}

/** What the edits did, followed item by item (see whatChanged). */
export interface WhatChanged {
  /** The sections and postings added, removed and moved, in words ("Posted job: …", "Moved the About us section down on /"). */
  said: string[];
  /** How "Edited …" names each other part changed (`company.phone` for the keys with words of their own). */
  edited: string[];
  /** The data as opened and as edited, each section and posting of the file carrying its mark (markOf): what changesInWords compares. */
  before: Data;
  after: Data;
}

/**
 * What the edits did to the data as opened. What a list item (a section, a posting) was is
 * followed through the edits by a mark on each item of the file as opened: the edits copy the
 * objects they pass through with their marks (applyEdit spreads them), so a mark still there at
 * the end is an item of the file, an item without one is new, and a mark gone is an item
 * removed, whatever moved meanwhile.
 */
export function whatChanged(opened: Data, edits: readonly ConfigEdit[], names: SectionNames): WhatChanged {
  const start = marked(opened, names);
  let data = start;
  const moved = new Map<Mark, number>();
  const edited = new Set<string>();
  for (const edit of edits) {
    const within = itemsOn(data, edit.path);
    const item = within.at(-1);
    const ofItem = item !== undefined && samePath(item.path, edit.path);
    if (ofItem && edit.op === 'move') {
      if (item.mark) moved.set(item.mark, (moved.get(item.mark) ?? 0) + step(edit, item.path));
    } else if (ofItem && edit.op === 'set') {
      // A whole item written again is the same item, changed.
      if (item.mark) {
        edited.add(item.mark.name);
        if (isRecord(edit.value)) {
          data = applyEdit(data, { ...edit, value: { ...edit.value, [MARK]: item.mark } });
          continue;
        }
      }
    } else if (!ofItem && within.every((outer) => outer.mark)) {
      // A change inside an item of the file; a new item's fields are part of adding it.
      edited.add(changeName(data, edit.path, item?.mark));
    }
    // Items added, copied and removed are found by their marks at the end.
    data = applyEdit(data, edit);
  }

  const before = marksIn(start);
  const after = marksIn(data);
  const still = new Set(after.flatMap((found) => (found.mark ? [found.mark] : [])));
  const gone = before.filter((found) => !still.has(found.mark!)).map((found) => found.mark!);
  const said: string[] = [];
  const say = (phrase: string) => {
    if (!said.includes(phrase)) said.push(phrase);
  };
  for (const found of after)
    if (!found.mark && found.kind === 'posting') say(`Posted job: ${defaultText(valueAt(found.value, ['title'])) || 'a new posting'}`);
  for (const mark of gone) if (mark.kind === 'posting') say(`Closed posting: ${mark.title}`);
  for (const found of after)
    if (!found.mark && found.kind === 'section') say(`Added a ${typeOf(found.value, names)} section to ${found.page}`);
  for (const mark of gone) if (mark.kind === 'section') say(`Removed the ${mark.type} section from ${mark.page}`);
  for (const [mark, by] of moved)
    if (by !== 0 && still.has(mark))
      say(
        `Moved ${mark.kind === 'section' ? `the ${mark.type} section` : `the posting ${mark.title}`} ${by > 0 ? 'down' : 'up'} on ${mark.page}`,
      );
  const goneNames = new Set(gone.map((mark) => mark.name));
  return { said, edited: [...edited].filter((name) => !goneNames.has(name)), before: start, after: data };
}

/** Changes an office names in words of their own. */
const PLAIN_CHANGES: Record<string, string> = {
  'company.phone': 'Changed the phone',
  'company.email': 'Changed the mailbox',
  'company.logo': 'Changed the logo',
};

/** What an item of a list of the file was: a page's section or a job posting, named as a message says it. */
export interface Mark {
  kind: 'section' | 'posting';
  /** How "Edited …" names it: `the About us section on /`, `the posting OTR Company Driver`. */
  name: string;
  /** The name of its type, for a section ("About us"). */
  type: string;
  title: string;
  page: string;
}

const MARK = Symbol('item of the file as opened');

type Marked = Record<string | symbol, unknown>;

export const markOf = (value: Data): Mark | undefined => (isRecord(value) ? ((value as Marked)[MARK] as Mark | undefined) : undefined);

/** A copy of `data` whose sections and postings carry their marks. */
function marked(data: Data, names: SectionNames): Data {
  const copy = structuredClone(data);
  for (const found of marksIn(copy)) {
    const value = found.value as Marked;
    const title = defaultText(valueAt(value, ['title'])) ?? '';
    const type = typeOf(value, names);
    value[MARK] = {
      kind: found.kind,
      type,
      title,
      page: found.page,
      name: found.kind === 'section' ? `the ${type} section on ${found.page}` : `the posting ${title}`,
    } satisfies Mark;
  }
  return copy;
}

interface Found {
  kind: Mark['kind'];
  value: Data;
  mark?: Mark;
  page: string;
}

/** Every section of every page and every posting of every jobs section, with its mark if it has one. */
function marksIn(data: Data): Found[] {
  const found: Found[] = [];
  const routes = valueAt(data, ['routes']);
  for (const route of Array.isArray(routes) ? routes : []) {
    const page = pageOf(route);
    const sections = valueAt(route, ['sections']);
    for (const section of Array.isArray(sections) ? sections : []) {
      found.push({ kind: 'section', value: section, mark: markOf(section), page });
      const postings = valueAt(section, ['postings']);
      for (const posting of Array.isArray(postings) ? postings : [])
        found.push({ kind: 'posting', value: posting, mark: markOf(posting), page });
    }
  }
  return found;
}

/** The sections and postings a key path goes through, outermost first: where each is and its mark (none: a new one). */
function itemsOn(data: Data, path: KeyPath): { path: KeyPath; mark?: Mark }[] {
  const items: { path: KeyPath; mark?: Mark }[] = [];
  for (let i = 1; i < path.length; i++) {
    const list = path[i - 1];
    const isItem = (list === 'sections' && i === 3 && path[0] === 'routes') || (list === 'postings' && i === 5 && items.length === 1);
    if (isItem && typeof path[i] === 'number')
      items.push({ path: path.slice(0, i + 1), mark: markOf(valueAt(data, path.slice(0, i + 1))) });
  }
  return items;
}

/** How "Edited …" names the change at `path`: a key of the company by its path (some have words of their own), else its item or its part. */
function changeName(data: Data, path: KeyPath, item?: Mark): string {
  if (path[0] === 'company' && typeof path[1] === 'string') {
    const key = `company.${path[1]}`;
    if (key in PLAIN_CHANGES) return key;
  }
  if (item) return item.name;
  if (path[0] === 'routes' && typeof path[1] === 'number') return `the page ${pageOf(valueAt(data, path.slice(0, 2)))}`;
  return labelOf(String(path[0])).toLowerCase();
}

const pageOf = (route: Data) => {
  const path = valueAt(route, ['path']);
  return typeof path === 'string' ? path : '?';
};
/** A section's type by its name. */
const typeOf = (section: Data, names: SectionNames) => {
  const type = valueAt(section, ['type']);
  return typeof type === 'string' ? (names[type] ?? type) : 'new';
};
const step = (edit: Extract<ConfigEdit, { op: 'move' }>, from: KeyPath) =>
  edit.to === 'up' ? -1 : edit.to === 'down' ? 1 : edit.to - (from.at(-1) as number);
const samePath = (a: KeyPath, b: KeyPath) => a.length === b.length && a.every((key, i) => key === b[i]);
const listed = (names: string[]) => (names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`);
