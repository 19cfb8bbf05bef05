import { z } from 'zod';
import { siteConfig } from '../../schema/index.ts';
import type { KeyPath } from '../../schema/keyPath.ts';
import { perLanguageTexts } from '../../schema/perLanguage.ts';
import { nearestKey, valueAt, wrapped } from './knownKeys.ts';
import { quoted } from './printable.ts';
import { dottedPath, type Found } from './problem.ts';

/**
 * The texts a language writes in its own words, and the `texts` of a language a translator
 * fills with them: the same keys as the config, where the config holds a per-language text
 * (schema/perLanguage.ts), and nothing else. Lists are translated item by item, in the order of
 * the config.
 */

/** One text of the site in one language, at its place in the config. */
export interface LanguageText {
  path: KeyPath;
  text: string;
}

type Schema = z.core.$ZodType;

/** `{company.name}`, `{year}`, `{paymentDays}`: what every language must keep as it is. */
const MARK = /\{[A-Za-z_][\w.]*\}/g;

/**
 * A text with no word outside its tokens and placeholders (`500+`, `24/7`, `{company.mcNumber}`)
 * reads the same in every language: a language need not write it again.
 */
export const isLanguageNeutral = (text: string) => !/\p{L}/u.test(text.replace(MARK, ''));

/** The per-language texts of a config's data (as read from its YAML, already valid), in the order of the file. */
export function languageTexts(data: unknown): LanguageText[] {
  return [...textsBelow(siteConfig, data, [])];
}

function* textsBelow(schema: Schema | undefined, value: unknown, path: KeyPath): Generator<LanguageText> {
  let inner = schema;
  for (let s = schema; s; s = wrapped(s)) {
    if (perLanguageTexts.has(s)) {
      if (typeof value === 'string') yield { path, text: value };
      return;
    }
    inner = s;
  }
  if (inner instanceof z.ZodUnion) {
    // The member the value is (text or a link, a paragraph or a list): the one that accepts it.
    const member = (inner.options as Schema[]).find((option) => z.safeParse(option, value).success);
    yield* textsBelow(member, value, path);
  } else if (inner instanceof z.ZodObject && value && typeof value === 'object') {
    const shape: Record<string, Schema> = inner.shape;
    for (const [key, item] of Object.entries(value)) if (Object.hasOwn(shape, key)) yield* textsBelow(shape[key], item, [...path, key]);
  } else if (inner instanceof z.ZodArray && Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* textsBelow(inner.element, item, [...path, i]);
  }
}

/** `data` with each text written at its place (a copy: `data` is left as it is). */
export function withTexts<T>(data: T, texts: readonly LanguageText[]): T {
  const copy = structuredClone(data);
  for (const { path, text } of texts) {
    const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], copy);
    (parent as Record<string | number, unknown>)[path.at(-1)!] = text;
  }
  return copy;
}

/** A language as its problems name it: `es-US (Español)`. */
export interface NamedLanguage {
  lang: string;
  name?: string;
}
const named = ({ lang, name }: NamedLanguage) => (name ? `${lang} (${name})` : lang);

/**
 * A language's `texts`, checked against the config's: every text of the default language is
 * there (but those with no word, which it may restate), with the same tokens and placeholders,
 * and nothing else is. An empty value (`~`, `{}`) holds the place of a list item without words. Each problem's path is in
 * `texts` (`at` is where `texts` is in the config), so a missing text is placed at the closest
 * key the translator wrote.
 */
export function checkLanguageTexts(
  defaults: readonly LanguageText[],
  configData: unknown,
  texts: unknown,
  { language, defaultLanguage, at }: { language: NamedLanguage; defaultLanguage: string; at: KeyPath },
): { texts: LanguageText[]; problems: Found[] } {
  const expected = new Map(defaults.map((entry) => [dottedPath(entry.path), entry]));
  const written: LanguageText[] = [];
  const problems: Found[] = [];
  const problem = (path: KeyPath, message: string) => problems.push({ path: [...at, ...path], message });
  for (const { path, value } of leaves(texts, [])) {
    const original = expected.get(dottedPath(path));
    if (!original) {
      if (value !== null && typeof value !== 'object') problem(path, notATextHere(path, configData));
    } else if (typeof value !== 'string' || !value.trim()) {
      problem(path, `Write the ${named(language)} text here, translating ${quoted(original.text)}`);
    } else {
      const mismatch = markMismatch(original.text, value, defaultLanguage);
      if (mismatch) problem(path, mismatch);
      written.push({ path, text: value });
    }
  }
  const given = new Set(written.map((entry) => dottedPath(entry.path)));
  const reported = new Set(problems.map((p) => dottedPath(p.path)));
  for (const [dotted, { path, text }] of expected) {
    if (isLanguageNeutral(text) || given.has(dotted) || reported.has(dottedPath([...at, ...path]))) continue;
    problem(path, `No ${named(language)} text for ${dotted}: add it here, translating ${quoted(text)}`);
  }
  return { texts: written, problems };
}

/** Every value of a file that is not a group or a list, with its path; an empty group or list counts as one. */
function* leaves(value: unknown, path: KeyPath): Generator<{ path: KeyPath; value: unknown }> {
  if (Array.isArray(value) && value.length) {
    for (const [i, item] of value.entries()) if (item !== undefined) yield* leaves(item, [...path, i]);
  } else if (value && typeof value === 'object' && Object.keys(value).length) {
    for (const [key, item] of Object.entries(value)) yield* leaves(item, [...path, key]);
  } else if (path.length) {
    yield { path, value };
  }
}

function notATextHere(path: KeyPath, configData: unknown): string {
  if (valueAt(configData, path) !== undefined)
    return `${dottedPath(path)} is written once, for every language (names, numbers, contacts, paths, icons): remove it here`;
  const key = path.at(-1);
  const parent = valueAt(configData, path.slice(0, -1));
  const near = typeof key === 'string' && parent && typeof parent === 'object' ? nearestKey(key, Object.keys(parent)) : undefined;
  if (near) return `The config has no text at ${dottedPath(path)}. Did you mean "${near}"?`;
  return `The config has no text at ${dottedPath(path)}: remove it here, or move it to its place (list items are translated in the order of the config)`;
}

/** Why the tokens and placeholders of a translation differ from its original's, if they do. */
function markMismatch(original: string, translation: string, defaultLanguage: string): string | undefined {
  const marks = (text: string) => new Set(text.match(MARK));
  const want = marks(original);
  const have = marks(translation);
  const missing = [...want].filter((mark) => !have.has(mark));
  const extra = [...have].filter((mark) => !want.has(mark));
  if (missing.length)
    return `The ${defaultLanguage} text has ${missing.join(', ')}, which this one lacks: tokens and placeholders are the same in every language (${quoted(original)})`;
  if (extra.length)
    return `${extra.join(', ')} is not in the ${defaultLanguage} text: tokens and placeholders are the same in every language (${quoted(original)})`;
  return undefined;
}
