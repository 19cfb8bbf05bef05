import type { Key } from '../../../schema/keyPath.ts';
import { printable } from '../printable.ts';
import { holdsToDo } from '../rules/toDo.ts';

/**
 * Where a key path is, as a person reads the site rather than the file's structure: the page,
 * the section's type and number from 1, the item by its title, then the field, such as
 * `page /drivers › section 3 (jobs "Driver Jobs") › posting 1 "OTR Company Driver" › title`.
 * Problems print it beside the key path (`routes.1.sections.2.postings.0.title`) that CI tools
 * read. Only lists need it: a path without one (`company.email`) already reads as a place.
 */
export function placeName(data: unknown, path: readonly Key[]): string | undefined {
  if (!path.some((key) => typeof key === 'number')) return undefined;
  const parts: string[] = [];
  let value = data;
  for (const [i, key] of path.entries()) {
    const list = path[i - 1];
    const next = field(value, key);
    if (typeof key !== 'number') {
      if (typeof path[i + 1] !== 'number') parts.push(key);
    } else if (list === 'routes') {
      const route = field(next, 'path');
      parts.push(typeof route === 'string' ? `page ${short(route)}` : `page ${key + 1}`);
    } else if (list === 'sections') {
      // A page's section by its type and title; a policy's own sections have a heading alone.
      const type = field(next, 'type');
      const title = titleOf(next);
      if (typeof type === 'string') parts.push(`section ${key + 1} (${[short(type), title].filter(Boolean).join(' ')})`);
      else parts.push(`section ${key + 1}${title ? ` ${title}` : ''}`);
    } else {
      const title = titleOf(next);
      parts.push(`${typeof list === 'string' ? itemOf(list) : 'item'} ${key + 1}${title ? ` ${title}` : ''}`);
    }
    value = next;
  }
  return parts.join(' › ');
}

/** A text of the config as a name: printable, one line, cut at 40 characters. */
const short = (text: string) => {
  const safe = printable(text.replace(/\s+/g, ' ').trim());
  return safe.length > 40 ? `${safe.slice(0, 39)}…` : safe;
};

const field = (value: unknown, key: Key): unknown =>
  value && typeof value === 'object' ? (value as Record<Key, unknown>)[key] : undefined;

/** The words a person knows an item by: its title, heading, question, name or label, else its slug or id (a placeholder names nothing). */
function titleOf(item: unknown): string | undefined {
  for (const key of ['title', 'heading', 'headline', 'question', 'name', 'label', 'slug', 'id']) {
    const text = field(item, key);
    if (typeof text === 'string' && text.trim() && !holdsToDo(text)) return `"${short(text)}"`;
  }
  return undefined;
}

/** An item of the list `key`: `cards` holds cards, `stats` figures, `items` testimonials and the like. */
function itemOf(list: string): string {
  const irregular: Record<string, string> = { stats: 'figure', items: 'item', content: 'paragraph', hiringArea: 'state', states: 'state' };
  return irregular[list] ?? list.replace(/ies$/, 'y').replace(/(?<!s)s$/, '');
}
