import { z } from 'zod';
import { siteConfig } from '../../../schema/index.ts';
import type { Key, KeyPath } from '../../../schema/keyPath.ts';
import { LANGUAGE_TAG } from '../../../schema/languages.ts';
import { perLanguageTexts } from '../../../schema/perLanguage.ts';
import { nearestKey, valueAt, wrapped } from '../read/knownKeys.ts';
import { quoted } from '../printable.ts';
import { dottedPath, type Found } from '../problem.ts';

/**
 * Texts in several languages, each written at its place in the config beside the default
 * language's (field-level localised values, as Payload and Sanity keep them). A text a language
 * writes in its own words (schema/perLanguage.ts) is either the default language's text alone or
 * a group of texts by language tag:
 *
 *     title:
 *       en-US: Driver Jobs
 *       es-US: Empleos para conductores
 *
 * A translation is part of its item, so adding, removing or moving an item (a posting, a section,
 * a card) carries its translations along and never leaves one on another item. Where a language
 * has no text of its own, its pages show the default language's, and the check warns once per
 * item (`missingTranslations`).
 */

/** One text of the site in one language, at its place in the config. */
export interface LanguageText {
  path: KeyPath;
  text: string;
}

/** The languages a config's data declares, by tag, the default first (what the schema checks of them comes later). */
export interface DeclaredLanguages {
  tags: readonly string[];
  /** `es-US (Español)`, for messages. */
  named: (tag: string) => string;
}

type Schema = z.core.$ZodType;
type Group = Record<string, unknown>;

/** `{company.name}`, `{year}`, `{paymentDays}`: what every language must keep as it is. */
const MARK = /\{[A-Za-z_][\w.]*\}/g;

/**
 * A text with no word outside its tokens and placeholders (`500+`, `24/7`, `{company.mcNumber}`)
 * reads the same in every language: a language need not write it again.
 */
export const isLanguageNeutral = (text: string) => !/\p{L}/u.test(text.replace(MARK, ''));

/** The languages of `data` as read from its YAML, before the schema has checked it: `languages`, or `lang` alone. */
export function declaredLanguages(data: unknown): DeclaredLanguages {
  const site = (data && typeof data === 'object' ? data : {}) as { lang?: unknown; languages?: unknown };
  const listed = (Array.isArray(site.languages) ? (site.languages as unknown[]) : []).filter(
    (l): l is { lang: string; name?: unknown } => typeof (l as { lang?: unknown } | null)?.lang === 'string',
  );
  const tags = listed.length ? listed.map((l) => l.lang) : typeof site.lang === 'string' ? [site.lang] : [];
  const names = new Map(listed.map((l) => [l.lang, typeof l.name === 'string' ? l.name : undefined]));
  return { tags, named: (tag) => (names.get(tag) ? `${tag} (${names.get(tag)})` : tag) };
}

/**
 * Whether `value` is a group of texts by language: every key a language tag, one of them a
 * language of the site (so that `{ src, alt }` never reads as one, and `es-MX` beside `en-US`
 * is reported as a language the site does not declare).
 */
export function isTranslations(value: unknown, tags: readonly string[]): value is Group {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => LANGUAGE_TAG.test(key)) && keys.some((key) => tags.includes(key));
}

/** The text a group gives `lang`: its own, when written, or the default language's. */
const textFor = (group: Group, lang: string, fallback: string): unknown => (hasText(group[lang]) ? group[lang] : group[fallback]);
const hasText = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * The config's data in the language `lang`: each group of texts by language replaced by its
 * text in `lang`, or the default language's where `lang` has none (a copy: `data` is left as it is).
 */
export function inLanguage(data: unknown, lang: string, { tags }: DeclaredLanguages = declaredLanguages(data)): unknown {
  const fallback = tags[0] ?? lang;
  const walk = (value: unknown): unknown => {
    if (isTranslations(value, tags)) return walk(textFor(value, lang, fallback));
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    return value;
  };
  return walk(data);
}

/**
 * Where the value at `path` of the config in `lang` is written in the file: the same path, with
 * the language's tag (or the default's, where it falls back) stepped into at each group of texts.
 */
export function pathInFile(data: unknown, path: readonly Key[], lang: string, { tags }: DeclaredLanguages): KeyPath {
  const inFile: KeyPath = [];
  let value = data;
  const stepInto = () => {
    while (isTranslations(value, tags)) {
      const tag = hasText(value[lang]) ? lang : tags[0]!;
      inFile.push(tag);
      value = value[tag];
    }
  };
  stepInto();
  for (const key of path) {
    inFile.push(key);
    value = value && typeof value === 'object' ? (value as Record<Key, unknown>)[key] : undefined;
    stepInto();
  }
  return inFile;
}

/** The texts each language writes in its own words, in the data of a config in one language (already valid), in the order of the file. */
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

/** Every group of texts by language in the file's data, with its path. */
function* groupsIn(value: unknown, tags: readonly string[], path: KeyPath = []): Generator<{ path: KeyPath; group: Group }> {
  if (isTranslations(value, tags)) {
    yield { path, group: value };
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* groupsIn(item, tags, [...path, i]);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* groupsIn(item, tags, [...path, key]);
  }
}

/**
 * The groups of texts by language without the default language's text, which every page is built
 * from (the default's own pages, and the others' where they have no text of their own). Checked
 * before the schema, which would otherwise call the text missing. A default text written empty
 * (`en-US: ""`, what the editor keeps while one is retyped) is the schema's to report, at its own
 * line: it must not be empty.
 */
export function groupsWithoutDefault(data: unknown, { tags, named }: DeclaredLanguages): Found[] {
  const [defaultTag] = tags;
  return [...groupsIn(data, tags)]
    .filter(({ group }) => group[defaultTag!] === undefined || group[defaultTag!] === null)
    .map(({ path }) => ({
      path,
      message: `Write the ${named(defaultTag!)} text here too (${defaultTag}: …): the default language's text is the one every page is built from`,
    }));
}

/**
 * What is wrong with the groups of texts by language of a config, whose default-language texts
 * are `texts`: a group where a value is written once for every language, a translation whose
 * tokens differ.
 */
export function translationProblems(data: unknown, texts: readonly LanguageText[], languages: DeclaredLanguages): Found[] {
  const { tags } = languages;
  const [defaultTag] = tags;
  const textAt = new Map(texts.map((entry) => [dottedPath(entry.path), entry.text]));
  const problems: Found[] = [];
  for (const { path, group } of groupsIn(data, tags)) {
    const original = textAt.get(dottedPath(path));
    if (original === undefined) {
      problems.push({
        path,
        message: `${dottedPath(path)} is written once, for every language (names, numbers, contacts, paths, icons): write the value alone, without language tags`,
      });
      continue;
    }
    for (const tag of tags.slice(1)) {
      const translation = group[tag];
      if (typeof translation !== 'string' || !translation) continue;
      const mismatch = markMismatch(original, translation, defaultTag!);
      if (mismatch) problems.push({ path: [...path, tag], message: mismatch });
    }
  }
  return problems;
}

/**
 * Texts of a language the site does not declare (a tag mistyped, or a language dropped from
 * `languages` and left in the texts): no page shows them. One finding per tag, at its first text.
 */
export function strayTranslations(data: unknown, { tags }: DeclaredLanguages): Found[] {
  const stray = new Map<string, KeyPath[]>();
  for (const { path, group } of groupsIn(data, tags))
    for (const tag of Object.keys(group).filter((key) => !tags.includes(key))) stray.set(tag, [...(stray.get(tag) ?? []), [...path, tag]]);
  return [...stray].map(([tag, [first, ...more]]) => {
    // A tag near one the group has already (es-US left beside en-US once es-US is dropped) is no typo of it.
    const group = valueAt(data, first!.slice(0, -1)) as Group;
    const near = nearestKey(
      tag,
      tags.filter((known) => !Object.hasOwn(group, known)),
    );
    const texts = more.length ? `its ${more.length + 1} texts (the first is here) are` : 'its text is';
    const fix = near ? `Did you mean "${near}"?` : `Declare it under languages, or delete its lines`;
    return {
      path: first!,
      message: `${tag} is not a language of this site (${tags.join(', ')}): ${texts} shown nowhere. ${fix}`,
      ...(near ? { suggestion: near } : {}),
    };
  });
}

/**
 * The texts of the default language that `lang` does not write in its own words, by their path,
 * each with the text its pages show instead (texts with no word, such as `24/7`, need none).
 */
export function untranslated(data: unknown, texts: readonly LanguageText[], lang: string, { tags }: DeclaredLanguages): LanguageText[] {
  return texts.filter(({ path, text }) => {
    if (isLanguageNeutral(text)) return false;
    let value = data;
    for (const key of path) {
      if (isTranslations(value, tags)) return false; // a group above a text is reported by translationProblems
      value = value && typeof value === 'object' ? (value as Record<Key, unknown>)[key] : undefined;
    }
    return !(isTranslations(value, tags) && hasText(value[lang]));
  });
}

/**
 * The untranslated texts of one language in the fewest places a person reads as one: the
 * outermost item (or group of keys) none of whose texts is translated yet, such as a new posting,
 * or the text alone where its item has others translated.
 */
export function untranslatedItems(
  texts: readonly LanguageText[],
  missing: readonly LanguageText[],
): { path: KeyPath; texts: LanguageText[] }[] {
  const missed = new Set(missing.map((entry) => dottedPath(entry.path)));
  const within = (outer: KeyPath, inner: KeyPath) => outer.every((key, i) => inner[i] === key);
  const allMissingUnder = (outer: KeyPath) =>
    texts.every((entry) => !within(outer, entry.path) || isLanguageNeutral(entry.text) || missed.has(dottedPath(entry.path)));
  const items = new Map<string, { path: KeyPath; texts: LanguageText[] }>();
  for (const entry of missing) {
    let item = entry.path;
    for (let depth = 1; depth < entry.path.length; depth++) {
      const outer = entry.path.slice(0, depth);
      if (allMissingUnder(outer)) {
        item = outer;
        break;
      }
    }
    const key = dottedPath(item);
    if (!items.has(key)) items.set(key, { path: item, texts: [] });
    items.get(key)!.texts.push(entry);
  }
  return [...items.values()];
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
