import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import type { KeyPath } from '../../../schema/keyPath.ts';
import { carrierValues, textsAt } from './carrierValues.ts';
import { valueAt } from '../read/knownKeys.ts';
import { declaredLanguages, inLanguage, isTranslations, type DeclaredLanguages } from '../languages/languageTexts.ts';
import { quoted } from '../printable.ts';
import { dottedPath, type Found } from '../problem.ts';
import { holdsToDo } from './toDo.ts';

/**
 * What a carrier's config still holds of the example it was made from (`npm run new` copies
 * the example): each placeholder left to write (./toDo.ts), and each value that belongs to one
 * carrier (./carrierValues.ts) still the example's, such as its tagline, its street or a
 * testimonial, in any language. Warnings: the site builds, and shows them as they are.
 *
 * A config of the example's own carrier (its company.name) is the example, or a copy of it being
 * tried out: it is not compared with itself. Every other config is, wherever its file is.
 */

/**
 * The example config at the project's root, which `npm run new` copies: every command runs from
 * there (npm starts scripts in the project's folder), as the build's own module paths assume.
 */
export const EXAMPLE_CONFIG = resolve('site.config.yaml');

/** The example's carrier: its name, and the texts of every value that is its alone, as compared. */
export interface ExampleCarrier {
  name: string;
  values: ReadonlySet<string>;
}

let read: { modified: number; carrier: ExampleCarrier | undefined } | undefined;

/**
 * The example's carrier, read again only when its file changed (the dev server checks on every
 * save); undefined where there is no readable example (a carrier's own repository may hold none).
 */
export function exampleCarrier(): ExampleCarrier | undefined {
  const modified = statSync(EXAMPLE_CONFIG, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (read?.modified !== modified) read = { modified, carrier: modified ? carrierOf(readFileSync(EXAMPLE_CONFIG, 'utf8')) : undefined };
  return read.carrier;
}

/** The carrier of a config's YAML, or undefined when it cannot be read as one. */
export function carrierOf(yaml: string): ExampleCarrier | undefined {
  let raw: unknown;
  try {
    raw = parse(yaml, { merge: true });
  } catch {
    return undefined; // a broken example is reported when the example is checked, not in every other carrier's check
  }
  const name = valueAt(raw, ['company', 'name']);
  if (typeof name !== 'string') return undefined;
  const languages = declaredLanguages(raw);
  const values = carrierValues(raw, languages).flatMap((path) => textsAt(raw, path, languages));
  return { name, values: new Set(values.map(normalised)) };
}

/** A text of the file: where its text is (a text by language is one text), and where this one is written. */
interface Written {
  path: KeyPath;
  inFile: KeyPath;
  text: string;
}

/**
 * The placeholders of the config's data as read from its file (`raw`), and its values still the
 * `example`'s, one finding per item (a testimonial, a posting) where several of its texts are,
 * else at the text itself, in the order of the file.
 */
export function exampleLeftovers(raw: unknown, languages: DeclaredLanguages, example: ExampleCarrier | undefined): Found[] {
  const data = inLanguage(raw, languages.tags[0] ?? '', languages);
  const compared = example && valueAt(data, ['company', 'name']) !== example.name ? example.values : undefined;
  const groups = new Map<string, { kind: 'toDo' | 'example'; item: KeyPath; texts: Map<string, Written> }>();
  for (const { path, inFile, text } of textsIn(raw, languages)) {
    const kind = holdsToDo(text) ? 'toDo' : compared?.has(normalised(text)) ? 'example' : undefined;
    if (!kind) continue;
    const item = itemOf(data, path);
    const key = `${kind} ${dottedPath(item)}`;
    if (!groups.has(key)) groups.set(key, { kind, item, texts: new Map() });
    const texts = groups.get(key)!.texts;
    if (!texts.has(dottedPath(path))) texts.set(dottedPath(path), { path, inFile, text });
  }
  return [...groups.values()].map(({ kind, item, texts }) => {
    const [first, ...more] = texts.values();
    if (!more.length)
      return {
        path: first!.inFile,
        message:
          kind === 'toDo'
            ? `A placeholder left to write, shown on the site as it is: ${quoted(first!.text)}. Write the carrier's own text in its place`
            : `Still the example's: ${quoted(first!.text)}. Write the carrier's own`,
      };
    const fields = [...texts.values()].map(({ path }) => fieldName(path.slice(item.length))).join(', ');
    return {
      path: item,
      message:
        kind === 'toDo'
          ? `${texts.size} placeholders left to write, shown on the site as they are (${fields}): write the carrier's own in place of each "[[TODO: …]]", or remove the whole item`
          : `${texts.size} values still the example's (${fields}): write the carrier's own, or remove the whole item`,
    };
  });
}

/** Every text written in the file's data, in the order of the file. */
function* textsIn(value: unknown, languages: DeclaredLanguages, path: KeyPath = []): Generator<Written> {
  if (typeof value === 'string') yield { path, inFile: path, text: value };
  else if (isTranslations(value, languages.tags)) {
    for (const [tag, text] of Object.entries(value)) if (typeof text === 'string') yield { path, inFile: [...path, tag], text };
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* textsIn(item, languages, [...path, i]);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* textsIn(item, languages, [...path, key]);
  }
}

/**
 * The item a person knows the text at `path` by: the innermost list item that is a group of
 * keys (a testimonial, a posting, a card), or the text itself outside any (`company.tagline`).
 */
function itemOf(data: unknown, path: KeyPath): KeyPath {
  for (let end = path.length; end > 0; end--) {
    const item = valueAt(data, path.slice(0, end));
    if (typeof path[end - 1] === 'number' && item && typeof item === 'object' && !Array.isArray(item)) return path.slice(0, end);
  }
  return path;
}

/** A path within an item as a person reads it: `requirements 2`, `title`. */
const fieldName = (path: KeyPath) => path.map((key) => (typeof key === 'number' ? String(key + 1) : key)).join(' ');

/** A text as compared: the same words, however its lines were folded. */
const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();
