import type { z } from 'zod';
import { isMap, isNode, isPair, isScalar, Scalar, type Document, type LineCounter } from 'yaml';
import { siteConfig } from '../../schema/index.ts';
import type { Key } from '../../schema/keyPath.ts';
import { knownKeysAt, valueAt } from './knownKeys.ts';
import { excerpt } from './printable.ts';
import type { Finding } from './problem.ts';
import type { At } from './zodIssues.ts';
import { spaces } from './yamlLineEdits.ts';

/**
 * Schema problems that are a hand edit YAML read otherwise than meant, though it is valid
 * YAML: a key indented two spaces too far or too little lands in the group beside its own; a
 * key indented like the lines of a text above it becomes part of that text; `label:Home` with
 * no space is one key; `- Note: this` is a group of one key rather than a text. The schema
 * then sees a key that does not belong, or one that is missing, often on another line (the
 * group's first): each is reported once, on the line that was edited, with what to change.
 */
export interface Misreads {
  problems: Finding[];
  /** The issues left to explain as schema problems (src/config/zodIssues.ts). */
  rest: z.core.$ZodIssue[];
}

type Issue = z.core.$ZodIssue;

/** The misreads among the schema's `issues`, reported where they were written; the other issues, left as they are. */
export function yamlMisreads(issues: readonly Issue[], raw: unknown, doc: Document, lines: LineCounter, source: string, at: At): Misreads {
  const problems: Finding[] = [];
  /** Missing keys (dotted paths) that a key written elsewhere explains. */
  const accounted = new Set<string>();
  /** The spaces before `node` on its line. */
  const indentOf = (node: unknown) => (isNode(node) && node.range ? lines.linePos(node.range[0]).col - 1 : 0);
  const off = (now: number, meant: number) => `indented ${spaces(Math.abs(now - meant))} too ${now > meant ? 'far' : 'little'}`;

  /** What to say of the unknown `key` of the group at `path`, when it is a misread. */
  const misread = (path: Key[], key: string): string | undefined => {
    const glued = /^([\w-]+):(\S.*)$/.exec(key);
    if (glued && knownKeysAt(siteConfig, raw, path).includes(glued[1]!)) {
      accounted.add([...path, glued[1]!].join('.'));
      return `Put a space after the colon: ${excerpt(`${glued[1]}: ${glued[2]}`)}`;
    }
    const home = homeOf(doc, raw, path, key);
    if (!home) return undefined;
    accounted.add([...home.path, key].join('.'));
    const [group, meant] = [`"${excerpt(String(home.path.at(-1)))}"`, indentOf(home.sibling)];
    const belongs = home.above
      ? `it belongs to ${group} above it`
      : `it belongs to ${group}, not to "${excerpt(String(path.at(-1)))}" above it`;
    return `"${excerpt(key)}:" is ${off(indentOf(home.key), meant)}: ${belongs}. Indent it like the keys of ${group} (${spaces(meant)})`;
  };

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

  const rest = known.filter((issue) => {
    const path = issue.path as Key[];
    if (issue.code !== 'invalid_type') return true;
    const given = valueAt(raw, path);
    if (given === undefined) {
      if (accounted.has(path.join('.'))) return false;
      const swallowed = swallowedKey(doc, path, source);
      if (!swallowed) return true;
      const { line, col } = lines.linePos(swallowed.offset);
      const meant = indentOf(swallowed.text.key);
      const message = `"${excerpt(String(path.at(-1)))}:" is ${off(col - 1, meant)}: it is read as part of the text of "${excerpt(String(swallowed.text.key))}" above it. Indent it like the keys around it (${spaces(meant)})`;
      problems.push({ ...at(path, message), line, column: col });
      return false;
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
 * The group the unknown `key` of the group at `path` belongs to: the group just above it in
 * its own (the key was indented too little, out of that group), or the group its own is in
 * (the key was indented too far, into the last group of its own), when that group takes the
 * key and lacks it. With the key as written, and a key of that group to indent it like.
 */
function homeOf(doc: Document, raw: unknown, path: readonly Key[], key: string) {
  const takes = (at: readonly Key[]) =>
    knownKeysAt(siteConfig, raw, at).includes(key) && valueAt(raw, [...at, key]) === undefined && isMap(doc.getIn(at, true));
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

/** Where the key of the missing `path` is written in a block text of its group, indented like the text, and that text. */
function swallowedKey(doc: Document, path: readonly Key[], source: string) {
  const group = doc.getIn(path.slice(0, -1), true);
  if (!isMap(group)) return undefined;
  const key = String(path.at(-1)).replace(/[^\w]/g, '\\$&');
  for (const text of group.items.filter(isPair)) {
    const value = text.value;
    if (!isScalar(value) || !value.range || (value.type !== Scalar.BLOCK_FOLDED && value.type !== Scalar.BLOCK_LITERAL)) continue;
    const match = new RegExp(`^([ \\t]*)${key}:(?:\\s|$)`, 'm').exec(source.slice(value.range[0], value.range[1]));
    if (match) return { text, offset: value.range[0] + match.index + match[1]!.length };
  }
  return undefined;
}
