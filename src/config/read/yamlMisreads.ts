import type { z } from 'zod';
import { isMap, isNode, isPair, isScalar, isSeq, Scalar, type Document, type LineCounter, type YAMLMap } from 'yaml';
import { siteConfig } from '../../../schema/index.ts';
import type { Key } from '../../../schema/keyPath.ts';
import { knownKeysAt, nearestKey, valueAt } from './knownKeys.ts';
import { declaredLanguages } from '../languages/languageTexts.ts';
import { excerpt } from '../printable.ts';
import type { Finding } from '../problem.ts';
import type { At } from './zodIssues.ts';
import { spaces } from './yamlLineEdits.ts';

/**
 * Schema problems that are a hand edit YAML read otherwise than meant, though it is valid
 * YAML: a key indented two spaces too far or too little lands in the group beside its own (a
 * key in the `en-US:` and `es-US:` of a text, an `es-US:` out of them); a key indented like the
 * lines of a text above it becomes part of that text; `label:Home` with no space is one key;
 * `es_US:` is no language; `- Note: this` is a group of one key rather than a text. The schema
 * then sees a key that does not belong, or one that is missing, or a group where a text is,
 * often on another line (the group's first): each is reported once, on the line that was
 * edited, with what to change.
 */
export interface Misreads {
  problems: Finding[];
  /** The issues left to explain as schema problems (src/config/read/zodIssues.ts). */
  rest: z.core.$ZodIssue[];
}

type Issue = z.core.$ZodIssue;

/** `indented 2 spaces too far`: a line at column `now` (from 0) meant at `meant`. */
const off = (now: number, meant: number) => `indented ${spaces(Math.abs(now - meant))} too ${now > meant ? 'far' : 'little'}`;

/** The misreads among the schema's `issues`, reported where they were written; the other issues, left as they are. */
export function yamlMisreads(issues: readonly Issue[], raw: unknown, doc: Document, lines: LineCounter, source: string, at: At): Misreads {
  const problems: Finding[] = [];
  /** Missing keys (dotted paths) that a key written elsewhere explains. */
  const accounted = new Set<string>();
  const { tags } = declaredLanguages(raw);
  /** The spaces before `node` on its line. */
  const indentOf = (node: unknown) => (isNode(node) && node.range ? lines.linePos(node.range[0]).col - 1 : 0);

  /** What to say of the unknown `key` of the group at `path`, when it is a misread. */
  const misread = (path: Key[], key: string): string | undefined => {
    const glued = /^([\w-]+):(\S.*)$/.exec(key);
    if (glued && knownKeysAt(siteConfig, raw, path).includes(glued[1]!)) {
      accounted.add([...path, glued[1]!].join('.'));
      return `Put a space after the colon: ${excerpt(`${glued[1]}: ${glued[2]}`)}`;
    }
    const home = homeOf(doc, raw, path, key, tags);
    if (!home) return undefined;
    accounted.add([...home.path, key].join('.'));
    const [group, meant] = [`"${excerpt(String(home.path.at(-1)))}"`, indentOf(home.sibling)];
    const belongs = home.above
      ? `it belongs to ${group} above it`
      : `it belongs to ${group}, not to "${excerpt(String(path.at(-1)))}" above it`;
    return `"${excerpt(key)}:" is ${off(indentOf(home.key), meant)}: ${belongs}. Indent it like the keys of ${group} (${spaces(meant)})`;
  };

  problems.push(...swallowedTranslations(doc, lines, source, tags, at));

  const known = issues.flatMap((issue): Issue[] => {
    if (issue.code !== 'unrecognized_keys') return [issue];
    const path = issue.path as Key[];
    const left = issue.keys.filter((key) => {
      const message = misread(path, key);
      if (message) problems.push(at(path, message, { key }));
      return !message;
    });
    return left.length ? [{ ...issue, keys: left }] : [];
  });

  /** The language of the site that `key`, of a group with the keys `names`, misspells (`es_US`, `es-us`), if it is one. */
  const tagNear = (key: string, names: readonly string[]) =>
    tags.includes(key)
      ? undefined
      : nearestKey(
          key,
          tags.filter((tag) => !names.includes(tag)),
        );
  const misspelled = (path: Key[], key: string, tag: string) =>
    at(path, `"${excerpt(key)}:" is not a language of this site (${tags.join(', ')}): write "${tag}:" instead`, { key, suggestion: tag });
  /**
   * What to say of the keys of the group at `path`, written where a text is, that are no
   * language of the site, when the others are (or are near one): a tag misspelled (`es_US:`),
   * or a key of the group around it indented into it.
   */
  const strangersInTexts = (path: Key[]): Finding[] => {
    const group = doc.getIn(path, true);
    if (!isMap(group)) return [];
    const keys = group.items.map((pair) => pair.key).filter(isScalar);
    const names = keys.map((key) => String(key.value));
    if (!names.some((name) => tags.includes(name) || tagNear(name, names))) return [];
    const parent = path.slice(0, -1);
    const outer = doc.getIn(parent, true);
    return keys.flatMap((written): Finding[] => {
      const key = String(written.value);
      if (tags.includes(key)) return [];
      const tag = tagNear(key, names);
      if (tag) return [misspelled(path, key, tag)];
      const takes = typeof path.at(-1) === 'string' && isMap(outer) && knownKeysAt(siteConfig, raw, parent).includes(key);
      if (!takes || valueAt(raw, [...parent, key]) !== undefined) return [];
      accounted.add([...parent, key].join('.'));
      const owner = typeof parent.at(-1) === 'number' ? 'the list item' : `"${excerpt(String(parent.at(-1)))}"`;
      const texts = `the texts of "${excerpt(String(path.at(-1)))}"`;
      const meant = indentOf(outer.items.find(isPair)?.key);
      const message = group.flow
        ? `"${excerpt(key)}:" belongs to ${owner}, not to ${texts}: end their { } before it, as in { ${tags.map((tag) => `${tag}: …`).join(', ')} }, ${excerpt(key)}: …`
        : `"${excerpt(key)}:" is ${off(indentOf(written), meant)}: it belongs to ${owner}, not to ${texts} above it. Indent it like the keys of ${owner} (${spaces(meant)})`;
      return [at(path, message, { key })];
    });
  };
  /**
   * The misspelled language tags of the groups of texts in `node` (at `path`), a value the
   * schema found none of its forms in (a paragraph or a list, a text or a link): each group
   * one whose keys are all languages of the site, or near one.
   */
  const misspelledIn = (node: unknown, path: Key[]): Finding[] => {
    if (isSeq(node)) return node.items.flatMap((item, i) => misspelledIn(item, [...path, i]));
    if (!isMap(node)) return [];
    const names = node.items.map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key));
    const near = names.map((name) => tagNear(name, names));
    if (near.some(Boolean) && names.every((name, i) => tags.includes(name) || near[i]))
      return names.flatMap((name, i) => (near[i] ? [misspelled(path, name, near[i])] : []));
    return node.items.flatMap((pair, i) => misspelledIn(pair.value, [...path, names[i]!]));
  };
  /** The first of the `missing` keys of the group at `path` read as part of a text above it (`lower48: true` as the Spanish intro's last words). */
  const swallowedOf = (path: Key[], missing: readonly string[]): Finding | undefined => {
    for (const key of missing) {
      const swallowed = swallowedKey(doc, [...path, key], source, tags);
      if (!swallowed) continue;
      const { line, col } = lines.linePos(swallowed.offset);
      const meant = indentOf(swallowed.text.key);
      const message = `"${excerpt(key)}:" is ${off(col - 1, meant)}: it is read as part of the text of "${excerpt(String(swallowed.text.key))}" above it. Indent it like the keys around it (${spaces(meant)})`;
      return { ...at([...path, key], message), line, column: col };
    }
    return undefined;
  };

  // (First, so that the keys they explain are accounted for when found missing.)
  const unexplained = known.filter((issue) => {
    const path = issue.path as Key[];
    const given = valueAt(raw, path);
    if (!given || typeof given !== 'object') return true;
    // A group where a text is; or a value none of whose forms the schema found, a text or a list of them among them.
    const strangers =
      issue.code === 'invalid_type' && issue.expected === 'string'
        ? strangersInTexts(path)
        : issue.code === 'invalid_union'
          ? misspelledIn(doc.getIn(path, true), path)
          : [];
    problems.push(...strangers);
    return !strangers.length;
  });

  const rest = unexplained.filter((issue) => {
    const path = issue.path as Key[];
    if (issue.code === 'custom' && isMap(doc.getIn(path, true))) {
      // A check of a group as a whole (`states` or `lower48: true`) that a key it lacks, swallowed by a text, may answer.
      const missing = knownKeysAt(siteConfig, raw, path).filter((key) => valueAt(raw, [...path, key]) === undefined);
      const swallowed = swallowedOf(path, missing);
      if (swallowed) problems.push(swallowed);
      return !swallowed;
    }
    if (issue.code !== 'invalid_type') return true;
    const given = valueAt(raw, path);
    if (given === undefined) {
      if (accounted.has(path.join('.'))) return false;
      const swallowed = swallowedOf(path.slice(0, -1), [String(path.at(-1))]);
      if (swallowed) problems.push(swallowed);
      return !swallowed;
    }
    // `- Note: this`: a group of one key, where a text was meant.
    const node = doc.getIn(path, true);
    if (issue.expected !== 'string' || !isMap(node) || node.flow || node.items.length !== 1 || !node.range) return true;
    const [start, end] = node.range;
    if (lines.linePos(start).line !== lines.linePos(end - 1).line) return true;
    const text = `"${source.slice(start, end).trim().replace(/["\\]/g, '\\$&')}"`;
    problems.push(at(path, `Put the text in quotes: it holds ": ". Write ${typeof path.at(-1) === 'number' ? '- ' : ''}${excerpt(text)}`));
    return false;
  });
  return { problems, rest };
}

/**
 * A language's line indented like the text of another language above it (`es-US: >-` as far
 * as the lines of the `en-US:` text): valid YAML, and nothing the schema sees, but the English
 * pages would end the text with "es-US: …" and the Spanish ones show it too.
 */
function swallowedTranslations(doc: Document, lines: LineCounter, source: string, tags: readonly string[], at: At): Finding[] {
  return [...textGroups(doc.contents, tags)].flatMap(({ path, group }) => {
    const missing = tags.filter((tag) => !group.has(tag));
    return group.items.flatMap((text): Finding[] => {
      const [tag, offset] =
        missing.map((tag) => [tag, keyInText(text.value, tag, source)] as const).find(([, at]) => at !== undefined) ?? [];
      if (tag === undefined || offset === undefined || !isScalar(text.key) || !text.key.range) return [];
      const { line, col } = lines.linePos(offset);
      const [above, meant] = [excerpt(String(text.key.value)), lines.linePos(text.key.range[0]).col - 1];
      const message = `"${tag}:" is ${off(col - 1, meant)}: it is read as part of the ${above} text above it. Indent it like "${above}:" (${spaces(meant)})`;
      return [{ ...at(path, message), line, column: col }];
    });
  });
}

/**
 * The group the unknown `key` of the group at `path` belongs to: the group just above it in
 * its own (the key was indented too little, out of that group), or the group its own is in
 * (the key was indented too far, into the last group of its own), when that group takes the
 * key and lacks it. With the key as written, and a key of that group to indent it like.
 */
function homeOf(doc: Document, raw: unknown, path: readonly Key[], key: string, tags: readonly string[]) {
  const takes = (at: readonly Key[]) => {
    const group = doc.getIn(at, true);
    if (!isMap(group)) return false;
    // A language's text takes the group of texts by language it left.
    if (tags.includes(key)) return inLanguages(group, tags) && !group.has(key);
    return knownKeysAt(siteConfig, raw, at).includes(key) && valueAt(raw, [...at, key]) === undefined;
  };
  const group = doc.getIn(path, true);
  if (!isMap(group)) return undefined;
  const pairs = group.items.filter(isPair);
  const index = pairs.findIndex((pair) => isScalar(pair.key) && String(pair.key.value) === key);
  const written = pairs[index]?.key;
  const before = pairs[index - 1];
  if (before && isScalar(before.key) && isMap(before.value) && takes([...path, String(before.key.value)]))
    return { path: [...path, String(before.key.value)], above: true, key: written, sibling: before.value.items.find(isPair)?.key };
  const parent = path.slice(0, -1);
  const outer = doc.getIn(parent, true);
  if (typeof path.at(-1) === 'string' && isMap(outer) && takes(parent))
    return { path: parent, above: false, key: written, sibling: outer.items.find(isPair)?.key };
  return undefined;
}

/**
 * Where the key of the missing `path` is written in a block text of its group (or in one of a
 * group of texts by language), indented like the text, and the key of that text.
 */
function swallowedKey(doc: Document, path: readonly Key[], source: string, tags: readonly string[]) {
  const group = doc.getIn(path.slice(0, -1), true);
  if (!isMap(group)) return undefined;
  for (const text of group.items.filter(isPair)) {
    const values = inLanguages(text.value, tags) ? text.value.items.map((pair) => pair.value) : [text.value];
    for (const value of values) {
      const offset = keyInText(value, String(path.at(-1)), source);
      if (offset !== undefined) return { text, offset };
    }
  }
  return undefined;
}

/** Where a line of the block text `value` (`>-`, `|-`) starts with `key:`, as a key indented like the text reads. */
function keyInText(value: unknown, key: string, source: string): number | undefined {
  if (!isScalar(value) || !value.range || (value.type !== Scalar.BLOCK_FOLDED && value.type !== Scalar.BLOCK_LITERAL)) return undefined;
  const match = new RegExp(`^([ \\t]*)${key.replace(/[^\w]/g, '\\$&')}:(?:\\s|$)`, 'm').exec(source.slice(value.range[0], value.range[1]));
  return match ? value.range[0] + match.index + match[1]!.length : undefined;
}

/** Each group of texts by language under `node`, with its path (the same in the file and in the config in one language). */
function* textGroups(node: unknown, tags: readonly string[], path: Key[] = []): Generator<{ path: Key[]; group: YAMLMap }> {
  if (inLanguages(node, tags) && node.items.length) yield { path, group: node };
  else if (isMap(node))
    for (const pair of node.items) yield* textGroups(pair.value, tags, [...path, String(isScalar(pair.key) ? pair.key.value : pair.key)]);
  else if (isSeq(node)) for (const [i, item] of node.items.entries()) yield* textGroups(item, tags, [...path, i]);
}

/** Whether `node` is a group of texts by language: every key a language of the site. */
const inLanguages = (node: unknown, tags: readonly string[]): node is YAMLMap =>
  isMap(node) && node.items.every((pair) => isScalar(pair.key) && tags.includes(String(pair.key.value)));
