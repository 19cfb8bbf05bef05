import type { ConfigEdit } from '../../../config/write/editConfig.ts';
import { CARRIER_FILE_MARK, PER_LANGUAGE_MARK } from '../../../config/editorNames.ts';
import type { KeyPath } from '../../../../schema/keyPath.ts';
import { isRecord, valueAt, type Data } from './applyEdit.ts';

/** A node of the editor's JSON Schema (src/config/jsonSchema.ts, `texts: 'marked'`). */
export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  const?: unknown;
  enum?: unknown[];
  required?: string[];
  description?: string;
  title?: string;
  examples?: unknown[];
  default?: unknown;
  maxLength?: number;
  minItems?: number;
  [PER_LANGUAGE_MARK]?: boolean;
  [CARRIER_FILE_MARK]?: 'photo' | 'logo' | 'font';
  [key: string]: unknown;
}

/**
 * A part of the config (a section, the company details) as the form shows it in one language:
 * each text each language writes in its own words is that language's text alone, as a string
 * (the file may hold it plain, in the default language, or as a group by tag), so the form
 * edits one language at a time and never shows a group. `texts` are the paths of those texts
 * (relative to the part, as JSON), those the file lacks too, so that typing one writes it in the
 * form's language; `required`, those of them the part must have; `untranslated`, the default
 * language's text of each one the language lacks, which the form shows in its place as a hint.
 */
export interface LanguageView {
  value: Data;
  texts: Set<string>;
  required: Set<string>;
  untranslated: Map<string, string>;
  /**
   * `value`, new at `path` (an item added, a group the file lacks), as the file writes it: each
   * text in it in the form's language. Typed in Spanish, a text of a part the file did not have
   * went in the default language's place, as if it were English.
   */
  written: (value: Data, path: KeyPath) => Data;
}

export interface Languages {
  /** The language the form shows. */
  lang: string;
  /** The site's default language: the one a plain text is in. */
  defaultLang: string;
}

const pathKey = (path: KeyPath) => JSON.stringify(path);

/** The branch of a union that `value` is: the section of its `type`, or the first of its JSON type. */
export function branchOf(schema: SchemaNode, value: Data): SchemaNode {
  const branches = schema.oneOf ?? schema.anyOf;
  if (!branches) return schema;
  const type = value && typeof value === 'object' ? (value as Record<string, unknown>).type : undefined;
  const byType = branches.find((branch) => branch.properties?.type?.const !== undefined && branch.properties.type.const === type);
  if (byType) return byType;
  const jsonType = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value === 'object' ? 'object' : typeof value;
  return branches.find((branch) => branch.type === jsonType || (jsonType === 'number' && branch.type === 'integer')) ?? branches[0]!;
}

/** The schema of the value at `path` below `schema`, following `data` through unions. */
export function schemaAt(schema: SchemaNode, data: Data, path: KeyPath): SchemaNode | undefined {
  let node: SchemaNode | undefined = branchOf(schema, data);
  let value = data;
  for (const key of path) {
    if (!node) return undefined;
    value = valueAt(value, [key]);
    node = typeof key === 'number' ? node.items : node.properties?.[key];
    if (node) node = branchOf(node, value);
  }
  return node;
}

/** `stored` (a part of the config as the file holds it, of schema `schema`) as the form shows it in `lang`. */
export function languageView(schema: SchemaNode, stored: Data, { lang, defaultLang }: Languages): LanguageView {
  const texts = new Set<string>();
  const required = new Set<string>();
  const untranslated = new Map<string, string>();
  const walk = (node: SchemaNode | undefined, value: Data, path: KeyPath): Data => {
    if (!node) return value;
    node = branchOf(node, value);
    if (node[PER_LANGUAGE_MARK]) {
      texts.add(pathKey(path));
      const group = value && typeof value === 'object' ? (value as Record<string, string>) : undefined;
      const shown = group ? group[lang] : lang === defaultLang ? (value as string | undefined) : undefined;
      const fallback = group ? group[defaultLang] : (value as string | undefined);
      if (shown === undefined && typeof fallback === 'string' && fallback) untranslated.set(pathKey(path), fallback);
      return shown;
    }
    if (Array.isArray(value)) return value.map((item, i) => walk(node.items, item, [...path, i]));
    if (value && typeof value === 'object' && node.properties) {
      const properties = node.properties;
      for (const [key, child] of Object.entries(properties)) {
        if (!child[PER_LANGUAGE_MARK]) continue;
        if (!(key in value)) texts.add(pathKey([...path, key]));
        if (node.required?.includes(key)) required.add(pathKey([...path, key]));
      }
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(properties[key], item, [...path, key])]));
    }
    return value;
  };
  const inLanguage = (node: SchemaNode | undefined, value: Data): Data => {
    if (!node) return value;
    node = branchOf(node, value);
    if (node[PER_LANGUAGE_MARK]) return typeof value === 'string' ? { [lang]: value } : value;
    if (Array.isArray(value)) return value.map((item) => inLanguage(node.items, item));
    const properties = node.properties;
    if (isRecord(value) && properties)
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inLanguage(properties[key], item)]));
    return value;
  };
  const written = (value: Data, path: KeyPath) => (lang === defaultLang ? value : inLanguage(schemaAt(schema, stored, path), value));
  return { value: walk(schema, stored, []), texts, required, untranslated, written };
}

const same = (a: Data, b: Data) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The edits of the file that turn the form's `before` into `after` (both views of the part at
 * `at` in `stored`, the whole config as the file holds it): the smallest each, so that the
 * writer changes only what the person changed. A text of `view.texts` is written in the form's
 * language only: into its group, or as a new group beside the default language's plain text;
 * emptying it (which the form gives as no value) never takes the other languages' texts. An item
 * added, removed or moved in a list is that one edit; anything else is set where it changed.
 */
export function editsBetween(before: Data, after: Data, stored: Data, at: KeyPath, view: LanguageView, languages: Languages): ConfigEdit[] {
  const edits: ConfigEdit[] = [];
  const walk = (a: Data, b: Data, path: KeyPath) => {
    if (same(a, b)) return;
    const where = [...at, ...path];
    if (view.texts.has(pathKey(path)))
      return edits.push(...textEdits(valueAt(stored, where), b as string | undefined, where, view.required.has(pathKey(path)), languages));
    if (Array.isArray(a) && Array.isArray(b)) {
      const listEdit = listEdits(a, b, where);
      if (listEdit) return edits.push(...listEdit.map(inFormLanguage));
      return a.forEach((item, i) => walk(item, b[i], [...path, i]));
    }
    if (isRecord(a) && isRecord(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) walk(a[key], b[key], [...path, key]);
      return;
    }
    edits.push(b === undefined ? { op: 'delete', path: where } : { op: 'set', path: where, value: view.written(b, path) });
  };
  // A value new to the file (an item added, a whole list set) with its texts in the form's language.
  const inFormLanguage = (edit: ConfigEdit): ConfigEdit =>
    edit.op === 'set' || edit.op === 'insert' ? { ...edit, value: view.written(edit.value, edit.path.slice(at.length)) } : edit;
  walk(before, after, []);
  return edits;
}

/** The edit of a list that is one item added, removed or moved one place; undefined when the lists are the same length otherwise. */
function listEdits(a: Data[], b: Data[], path: KeyPath): ConfigEdit[] | undefined {
  const firstDifferent = (x: Data[], y: Data[]) => {
    const i = x.findIndex((item, j) => !same(item, y[j]));
    return i === -1 ? x.length : i;
  };
  if (b.length === a.length + 1) {
    const i = firstDifferent(a, b);
    if (same(a.slice(i), b.slice(i + 1))) return [{ op: 'insert', path: [...path, i], value: b[i] }];
  }
  if (b.length === a.length - 1) {
    const i = firstDifferent(b, a);
    if (same(a.slice(i + 1), b.slice(i))) return [{ op: 'delete', path: [...path, i] }];
  }
  if (b.length === a.length) {
    const i = firstDifferent(a, b);
    if (i < a.length - 1 && same(a[i], b[i + 1]) && same(a[i + 1], b[i]) && same(a.slice(i + 2), b.slice(i + 2)))
      return [{ op: 'move', path: [...path, i], to: 'down' }];
    return undefined;
  }
  // Any other change of length (a paste of several items): the list as it now is.
  return [{ op: 'set', path, value: b }];
}

/**
 * The edits that write `text` in the form's language at `path`, where the file holds `stored`, or
 * that empty it (`text` undefined): a translation emptied falls back to the default language's
 * text; the default language's emptied stays in its place as an empty text, which the check
 * reports at its field, so that its translations are kept and typing it again changes that one
 * line. A text goes from the file only when it is optional and no other language has it.
 */
function textEdits(
  stored: Data,
  text: string | undefined,
  path: KeyPath,
  required: boolean,
  { lang, defaultLang }: Languages,
): ConfigEdit[] {
  const group = isRecord(stored) ? stored : undefined;
  // What the file holds by language: a plain text is the default language's.
  const byLanguage: Record<string, Data> = group ?? (typeof stored === 'string' ? { [defaultLang]: stored } : {});
  if (text !== undefined) {
    if (group) return [{ op: 'set', path: [...path, lang], value: text }];
    if (lang === defaultLang) return [{ op: 'set', path, value: text }];
    // A first translation: a group beside the default language's plain text (or alone, where the
    // file has no text yet, which the check then asks the default language's text for).
    return [{ op: 'set', path, value: { ...byLanguage, [lang]: text } }];
  }
  const others = Object.keys(byLanguage).some((tag) => tag !== lang && typeof byLanguage[tag] === 'string' && byLanguage[tag] !== '');
  if (lang !== defaultLang) {
    if (!(lang in byLanguage)) return [];
    const rest = Object.keys(byLanguage).length > 1;
    return (others || required) && rest ? [{ op: 'delete', path: [...path, lang] }] : [{ op: 'delete', path }];
  }
  if (!others && !required) return stored === undefined ? [] : [{ op: 'delete', path }];
  return [{ op: 'set', path: group ? [...path, lang] : path, value: '' }];
}
