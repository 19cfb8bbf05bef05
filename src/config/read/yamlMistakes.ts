import type { z } from 'zod';
import {
  isAlias,
  isCollection,
  isMap,
  isNode,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  Scalar,
  visit,
  type Document,
  type Node,
  type YAMLError,
  type YAMLMap,
} from 'yaml';
import { siteConfig } from '../../../schema/index.ts';
import type { Key, KeyPath } from '../../../schema/keyPath.ts';
import { declaredLanguages } from '../languages/languageTexts.ts';
import { excerpt, quoted } from '../printable.ts';
import { dottedPath, type Finding } from '../problem.ts';
import { knownKeysAt, nearestKey, valueAt } from './knownKeys.ts';
import { lineEdits, lineShape, spaces, type LineEdit, type LineShape } from './yamlLineEdits.ts';
import type { At } from './zodIssues.ts';

/*
 * The YAML mistakes of a config, in one module: what a person editing site.config.yaml by hand
 * gets wrong, found and worded for that person, in the order the reader
 * (src/config/loadSiteConfig.ts) meets them:
 *
 * 1. syntax (yamlSyntaxProblems): the parser stops; the line most likely changed is found by
 *    correcting the lines around the parser's error (./yamlLineEdits.ts) until it reads again;
 * 2. hazards (yamlHazards): the parser accepts what a site config must not hold (nesting
 *    without end, aliases that expand without bound, tags, control characters);
 * 3. misreads (yamlMisreads): valid YAML read otherwise than meant (a key indented into the
 *    group beside its own), found among the schema's issues.
 *
 * Each reports YamlProblems (or findings) at the line to change, with what to write instead.
 */

/** A problem of the YAML itself, placed by the parser (with the dotted path of its value, when it is in one). */
export type YamlProblem = Pick<Finding, 'line' | 'column' | 'message'> & Partial<Pick<Finding, 'path'>>;

// 1. Syntax: the parser stops reading.

/**
 * The YAML syntax problems of `doc`, worded for a person editing the file. After the first
 * error the parser is often confused, so the errors that follow it are echoes of it: only the
 * first is reported, on the line most likely changed (likelyMistake, below), plus any
 * duplicate key, which never cascades.
 */
export function yamlSyntaxProblems(doc: Document, lines: LineCounter, source: string): YamlProblem[] {
  const [first, ...rest] = doc.errors;
  if (!first) return unresolvedAliases(doc, lines);
  // (Nesting too deep for the parser's stack is no slip of one line.)
  const mistake = isStackOverflow(first) ? undefined : likelyMistake(source, first, lines);
  const duplicates = rest.filter((e) => e.code === 'DUPLICATE_KEY');
  if (!mistake) return [first, ...duplicates].map((error) => explained(error, doc, lines, source));
  const problem = { line: mistake.line, column: mistake.column, message: `YAML syntax: ${mistake.message}` };
  if (!duplicates.length) return [problem];
  // The duplicate keys that are left once the mistake is corrected (a lost dash makes some of its own).
  const counter = new LineCounter();
  const corrected = parseDocument(mistake.corrected, { lineCounter: counter, prettyErrors: false, merge: true });
  const left = corrected.errors.filter((e) => e.code === 'DUPLICATE_KEY');
  return [problem, ...left.map((error) => explained(error, corrected, counter, mistake.corrected))];
}

/** The parser reads nesting recursively and reports running out of stack as an error of its own. */
const isStackOverflow = (error: YAMLError) => /call stack/i.test(error.message);

function explained(error: YAMLError, doc: Document, lines: LineCounter, source: string): YamlProblem {
  const { line, col } = lines.linePos(error.code === 'DUPLICATE_KEY' ? keyStart(source, error.pos[0]) : error.pos[0]);
  return { line, column: col, message: `YAML syntax: ${explain(error, doc, lines, source)}` };
}

function explain(error: YAMLError, doc: Document, lines: LineCounter, source: string): string {
  const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  if (isStackOverflow(error)) return 'Nested far too deeply for a site config: check the indentation, or the brackets [ ] and { }';
  switch (error.code) {
    case 'DUPLICATE_KEY': {
      const key = keyAt(source, keyStart(source, error.pos[0]));
      const before = firstOfKey(doc, keyStart(source, error.pos[0]));
      const where = before === undefined ? '' : ` (also on line ${lines.linePos(before).line})`;
      return `"${key}" is given twice in the same group${where}: keep one of the two and delete the other`;
    }
    case 'TAB_AS_INDENT':
      return 'A tab indents this line, and YAML allows only spaces there: indent it with spaces, like the lines around it';
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      return message.startsWith('Nested mappings')
        ? 'A second ": " on one line. Put a text that contains ": " in quotes, or check the indentation'
        : `${message}. Check the indentation, and put a text that contains ": " in quotes`;
    case 'BAD_INDENT':
      return `${message}. Indent this line like the lines around it, with spaces`;
    case 'UNEXPECTED_TOKEN':
      return `${message}. Check the indentation; a text that starts with [ { * & ! | > or a quote must be put in quotes`;
    default:
      return message;
  }
}

const keyAt = (source: string, offset: number) => /^[^:\n]*/.exec(source.slice(offset))![0].trim();

/** Where the first of the keys equal to the duplicate at `offset` is written, in the same group. */
function firstOfKey(doc: Document, offset: number): number | undefined {
  let first: number | undefined;
  visit(doc, {
    Map(_, map) {
      const keys = map.items
        .filter(isPair)
        .map((pair) => pair.key)
        .filter(isScalar);
      const duplicate = keys.find((key) => key.range?.[0] === offset);
      if (!duplicate) return undefined;
      first = keys.find((key) => key.value === duplicate.value)?.range?.[0];
      return visit.BREAK;
    },
  });
  return first;
}

/** `*name` with no `&name` anchor before it: the parser accepts it, reading the value fails. */
function unresolvedAliases(doc: Document, lines: LineCounter): YamlProblem[] {
  const problems: YamlProblem[] = [];
  visit(doc, {
    Alias(_, alias) {
      if (alias.resolve(doc) === undefined) {
        const { line, col } = lines.linePos(alias.range?.[0] ?? 0);
        problems.push({
          line,
          column: col,
          message: `YAML: no anchor "&${alias.source}" before this "*${alias.source}": define the anchor first`,
        });
      }
    },
  });
  return problems;
}

/**
 * The line a person most likely got wrong, when the YAML parser stops reading a config, and
 * what to do about it. The parser reports where it could no longer make sense of the file,
 * which is often not the line that was changed: one space too many before a key makes it read
 * on as the text of the key above; a list item that lost its dash breaks the next item. So the
 * lines around the parser's error are each corrected in the ways a hand edit most often goes
 * wrong (src/config/read/yamlLineEdits.ts), and the parser itself says which correction makes the
 * file readable again: that line is the one to name, and that correction is the advice.
 */
interface YamlMistake {
  /** 1-based, as a person reads the file. */
  line: number;
  column: number;
  message: string;
  /** The source with the mistake corrected, to look for what else is wrong. */
  corrected: string;
}

/**
 * Where the key the parser reports at `offset` starts: it places a duplicate key at the end of
 * the line before it, when the key on that line has no value.
 */
const keyStart = (source: string, offset: number) => offset + /^\s*/.exec(source.slice(offset))![0].length;

/** Lines `start` to `end` (excluded) of the file, from 0. */
interface Block {
  start: number;
  end: number;
}

/** Lines with text before and after the parser's error that may be the one changed. */
const LINES_AROUND = 1;
/**
 * Characters the search may parse in all, some 40 ms: the mistakes of src/config/read/yamlMistakes.test.ts
 * are each found within 70 000; a file whose mistake is not found within it (a random
 * corruption, a file built to be slow to search) is reported as the parser reports it.
 */
const PARSE_BUDGET = 250_000;
/** Lines past the parser's error that a correction is judged on (a section of the config, or two), and whose indentations it may take. */
const LINES_AFTER = 60;
/** The indentation step of the lines a key's own group is indented by, below a `key:` line. */
const INDENT_STEP = 2;

const isContent = (line: string) => line.trim() !== '' && !line.trimStart().startsWith('#');
const indentOf = (line: string) => line.length - line.trimStart().length;

/** The mistake behind the parser's `error` in `source`, when one correction of one line near it makes the file readable. */
function likelyMistake(source: string, error: YAMLError, counter: LineCounter): YamlMistake | undefined {
  const lines = source.split('\n');
  const first = counter.linePos(error.pos[0]).line - 1;
  // (An error may run on to the end of the file, as a quote never closed does: its first lines tell.)
  const last = Math.min(first + LINES_AROUND, Math.max(first, counter.linePos(Math.max(error.pos[0], error.pos[1] - 1)).line - 1));
  const window = withOpeners(lines, linesAround(lines, first, last), first);
  if (!window.length) return undefined;
  const windowEnd = Math.max(...window);
  let budget = PARSE_BUDGET;
  /**
   * The line up to which the parser reads `edited` without an error, within `block`. An error
   * on the last line of the block is, as a rule, a quote or a bracket still open that ran into
   * the end of the block: the parser has read nothing past the window there.
   */
  const readsIn =
    ({ start, end }: Block) =>
    (edited: readonly string[]) => {
      const text = edited.slice(start, end).join('\n');
      budget -= text.length;
      const line = firstErrorLine(text) + start;
      return line === end - 1 ? -1 : line;
    };
  // The block alone must stop where the file does: otherwise the file above it is part of the story.
  let block = surroundings(lines, window);
  if (readsIn(block)(lines) > windowEnd) {
    block = { start: 0, end: lines.length };
    if (readsIn(block)(lines) > windowEnd) return undefined;
  }
  /**
   * How a correction is judged: on the block, read to its end, and first on the lines up to the
   * window's end (most corrections leave the window broken, and that much is seen there). A
   * line moved out to a group that opens above the block is judged from that group's line on;
   * undefined when those lines read without the error already, and so show nothing.
   */
  const judges = new Map<number, Judge | undefined>();
  const judgeFrom = (start: number): Judge | undefined => {
    if (!judges.has(start)) {
      const shows = start === block.start || readsIn({ ...block, start })(lines) <= windowEnd;
      judges.set(start, shows ? { reads: readsIn({ ...block, start }), readsWindow: readsIn({ start, end: windowEnd + 1 }) } : undefined);
    }
    return judges.get(start);
  };
  const base = isContent(lines[block.start]!) ? indentOf(lines[block.start]!) : 0;
  const judgeOf = (edit: LineEdit) =>
    judgeFrom(edit.indent === undefined || edit.indent >= base ? block.start : openerAbove(lines, block.start, edit.indent));

  // The parser's line first (its first line with text), then the lines nearest to it.
  const anchor = lines.findIndex((line, i) => i >= first && isContent(line));
  const order = [...window].sort((a, b) => Math.abs(a - anchor) - Math.abs(b - anchor) || b - a);
  const shapes = new Map<number, LineShape>();
  const shapeOf = (i: number) => shapes.get(i) ?? shapes.set(i, lineShape(lines[i]!)).get(i)!;
  const usedIndents = new Set(lines.filter((line, i) => isContent(line) && !window.includes(i)).map(indentOf));
  const tags = declaredTags(lines);
  /**
   * A correction that puts the line where the file's own lines would not: at an indentation
   * no other line of the file has (5 spaces among lines of 2, 4 and 6), beside lines it is not
   * like (`email:` among `en-US:` and `es-US:`), as a group's first line further in than a
   * group's lines are, or as a list item where there is no list.
   */
  const unlikely = (at: number, edit: LineEdit) =>
    edit.slip === 'no dash'
      ? !itemsBeside(lines, at, lineShape(edit.text).lead.length, shapeOf)
      : edit.indent !== undefined && (!usedIndents.has(edit.indent) || !fitsAt(lines, at, edit.indent, shapeOf, tags));
  /**
   * A duplicate key is the parser's own precise report, unless the key starts a list item that
   * lost its dash, or a line next to it moved in among the keys of the group above it (a
   * `contactHeading:` indented into the `en-US:` and `es-US:` of the text above it takes them along).
   */
  const duplicate = counter.linePos(keyStart(source, error.pos[0])).line - 1;
  const allowed = (at: number, edit: LineEdit) =>
    error.code !== 'DUPLICATE_KEY' ||
    ((edit.slip === 'no dash' || (at !== duplicate && edit.slip === 'indentation')) && !unlikely(at, edit));
  /**
   * The correction the parser reads furthest past, to the end of the block at best; of two
   * that read as far, the first tried, unless it is unlikely and the other is not.
   */
  let best: { at: number; edit: LineEdit; readTo: number; unlikely: boolean } | undefined;
  for (const at of order) {
    const edits = lineEdits(lines[at]!, indentsFor(lines, block, at, shapeOf)).filter((edit) => allowed(at, edit));
    for (const edit of edits) {
      if (budget < 0) break;
      const judge = judgeOf(edit);
      if (!judge) continue;
      const edited = lines.with(at, edit.text);
      if (judge.readsWindow(edited) <= windowEnd) continue;
      const readTo = judge.reads(edited);
      if (readTo <= windowEnd) continue;
      const odd = unlikely(at, edit);
      if (!best || readTo > best.readTo || (readTo === best.readTo && best.unlikely && !odd)) best = { at, edit, readTo, unlikely: odd };
      if (readTo === Infinity && !odd) return found(at, edit, lines);
    }
  }
  return best && found(best.at, best.edit, lines);
}

/** How the parser reads a correction: the line it reads to without an error, in the block and up to the window's end. */
interface Judge {
  reads: (edited: readonly string[]) => number;
  readsWindow: (edited: readonly string[]) => number;
}

/** The nearest line with text above line `below` indented by `indent` or less: where the group a line so indented is in opens. */
function openerAbove(lines: readonly string[], below: number, indent: number): number {
  let i = below - 1;
  while (i > 0 && !(isContent(lines[i]!) && indentOf(lines[i]!) <= indent)) i--;
  return Math.max(i, 0);
}

/**
 * Whether line `at`, indented by `indent`, sits where the file's own lines would put it:
 * beside a line above it at that indentation of its kind (a language tag among language tags,
 * other keys among other keys, text among text), or as the first line of the group the line
 * above it opens, INDENT_STEP past that line.
 */
function fitsAt(
  lines: readonly string[],
  at: number,
  indent: number,
  shapeOf: (i: number) => LineShape,
  tags: ReadonlySet<string>,
): boolean {
  const own = shapeOf(at);
  const isText = !own.item && own.key === undefined;
  if (isText && !endsBefore(lines, at, indent, shapeOf)) return false;
  for (let i = at - 1; i >= 0; i--) {
    // (A line indented further is in a group of a line above: passed over.)
    if (!isContent(lines[i]!) || indentOf(lines[i]!) > indent) continue;
    const shape = shapeOf(i);
    const keyBeside = shape.item && shape.contentColumn === indent;
    if (shape.lead.length < indent && !keyBeside) return shape.opensBlock && indent === shape.contentColumn + INDENT_STEP;
    // Beside a line of a text, a key or a list item would be more of the text.
    if (!shape.item && shape.key === undefined) return isText;
    // (Beside a list item indented as far, rather than its first key, there is no key to compare.)
    const beside = shape.item && !keyBeside ? undefined : shape.key;
    const alike = own.key === undefined || beside === undefined || tags.has(own.key) === tags.has(beside);
    // And beside a line that sits where it should itself (not an `en-US:` indented too far, whose `es-US:` is not).
    return alike && fitsAt(lines, i, shape.lead.length, shapeOf, tags);
  }
  return indent === 0;
}

/** Whether a line of a text at line `at`, indented by `indent`, leaves the key after the text out of it (the `es-US:` after an `en-US:` text). */
function endsBefore(lines: readonly string[], at: number, indent: number, shapeOf: (i: number) => LineShape): boolean {
  for (let i = at + 1; i < lines.length; i++) {
    if (!isContent(lines[i]!)) continue;
    const { item, key } = shapeOf(i);
    if (item || key !== undefined) return indentOf(lines[i]!) < indent;
  }
  return true;
}

/**
 * Whether a list item indented by `lead` at line `at` has another item beside it in its group:
 * the nearest line above or below it indented no further is an item indented as far.
 */
function itemsBeside(lines: readonly string[], at: number, lead: number, shapeOf: (i: number) => LineShape): boolean {
  const nearest = (step: number) => {
    let i = at + step;
    while (i >= 0 && i < lines.length && !(isContent(lines[i]!) && indentOf(lines[i]!) <= lead)) i += step;
    return i;
  };
  return [nearest(-1), nearest(1)].some((i) => lines[i] !== undefined && indentOf(lines[i]) === lead && shapeOf(i).item);
}

/** The language tags the file declares (`lang: en-US`, `- lang: es-US`), read off its lines, as the file does not parse. */
function declaredTags(lines: readonly string[]): Set<string> {
  return new Set(lines.flatMap((line) => /^\s*(?:- +)?lang: *["']?([A-Za-z]{2,3}(?:-[A-Za-z]{2})?)\b/.exec(line)?.[1] ?? []));
}

function found(at: number, edit: LineEdit, lines: readonly string[]): YamlMistake {
  return { line: at + 1, column: edit.offset + 1, message: edit.advice, corrected: lines.with(at, edit.text).join('\n') };
}

/** The lines with text from LINES_AROUND before the error's first line to LINES_AROUND after its last. */
function linesAround(lines: readonly string[], first: number, last: number): number[] {
  const withText = lines.map((_, i) => i).filter((i) => isContent(lines[i]!));
  const before = withText.filter((i) => i < first).slice(-LINES_AROUND);
  const after = withText.filter((i) => i > last).slice(0, LINES_AROUND);
  return [...before, ...withText.filter((i) => i >= first && i <= last), ...after];
}

/**
 * The window, with the line that opens the group of the lines above the error: an `en-US: >-`
 * indented one space off breaks the file only where its text ends, at the `es-US:` below it; a
 * `skipLink:` out of its group, at the key after its `en-US:` and `es-US:`.
 */
function withOpeners(lines: readonly string[], window: readonly number[], first: number): number[] {
  const openers = window
    .filter((i) => i < first)
    .map((i) => lines.findLastIndex((line, j) => j < i && isContent(line) && indentOf(line) < indentOf(lines[i]!)))
    .filter((i) => i >= 0);
  return [...new Set([...window, ...openers])].sort((a, b) => a - b);
}

/**
 * The lines a correction is judged on: from the line that opens the group the window is in
 * (the nearest line above it indented less than all of it; or, when that is far above, as
 * `routes:` is, the nearest one indented no more) to LINES_AFTER lines past the window, or
 * the end of the group. Parsed alone, they read as the whole file would around the window, at
 * a fraction of its cost (a section, not 2 000 lines), so that each of a few dozen
 * corrections is tried quickly.
 */
function surroundings(lines: readonly string[], window: readonly number[]): Block {
  const least = Math.min(...window.map((i) => indentOf(lines[i]!)));
  const above = (fits: (indent: number) => boolean) => {
    let i = window[0]! - 1;
    while (i > 0 && !(isContent(lines[i]!) && fits(indentOf(lines[i]!)))) i--;
    return Math.max(i, 0);
  };
  const opener = above((indent) => indent < least);
  const start = window[0]! - opener > LINES_AFTER ? above((indent) => indent <= least) : opener;
  const base = isContent(lines[start]!) ? indentOf(lines[start]!) : 0;
  const last = Math.min(lines.length, Math.max(...window) + 1 + LINES_AFTER);
  let end = Math.max(...window) + 1;
  while (end < last && !(isContent(lines[end]!) && indentOf(lines[end]!) < base)) end++;
  return { start, end };
}

/** The 0-based line of the first error the parser finds in `text`, or Infinity. */
function firstErrorLine(text: string): number {
  const counter = new LineCounter();
  // Each error the parser finds is an Error: on a broken file, capturing the stack of each was
  // some 40% of the search's time (profiled on broken copies of the example). It needs none.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    const { errors } = parseDocument(text, { lineCounter: counter, prettyErrors: false, merge: true });
    return errors.length ? Math.min(...errors.map((e) => counter.linePos(e.pos[0]).line - 1)) : Infinity;
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

/**
 * The indentations the line `at` may have been meant to have, the nearest lines' first (the
 * line above before the line below): those of the other lines of its block, of the keys of the
 * list items they start, and of the groups they open. None deeper than the line above allows:
 * a line indented past a `key: text` above it is read as more of that text.
 */
function indentsFor(lines: readonly string[], { start, end }: Block, at: number, shapeOf: (i: number) => LineShape): number[] {
  const indents = new Set<number>();
  const [from, to] = [Math.max(start, at - LINES_AFTER), Math.min(end, at + LINES_AFTER)];
  const others = lines.map((_, i) => i).filter((i) => i >= from && i < to && i !== at && isContent(lines[i]!));
  for (const i of others.sort((a, b) => Math.abs(a - at) - Math.abs(b - at) || a - b)) {
    const shape = shapeOf(i);
    if (shape.lead.includes('\t')) continue;
    indents.add(shape.lead.length);
    if (shape.item && shape.key !== undefined) indents.add(shape.contentColumn);
    if (shape.opensBlock) indents.add(shape.contentColumn + INDENT_STEP);
  }
  // And those of the groups the line is in, however far above they open: a section indented
  // too far is meant beside the section it now reads as part of, which may open 70 lines up.
  for (let i = at - 1, inside = indentOf(lines[at]!); i >= 0 && inside > 0; i--) {
    if (!isContent(lines[i]!) || indentOf(lines[i]!) >= inside) continue;
    const shape = shapeOf(i);
    inside = indentOf(lines[i]!);
    if (shape.lead.includes('\t')) continue;
    indents.add(shape.lead.length);
    if (shape.item && shape.key !== undefined) indents.add(shape.contentColumn);
  }
  const above = lines.findLastIndex((line, i) => i < at && isContent(line));
  const deepest = above < 0 ? 0 : deepestBelow(shapeOf(above));
  return [...indents].filter((indent) => indent <= deepest);
}

/** The deepest indentation a line may have below a line of this shape and still start something of its own. */
function deepestBelow({ lead, item, key, opensBlock, contentColumn }: LineShape): number {
  if (opensBlock) return Infinity;
  if (key !== undefined) return contentColumn;
  // Below a list item that is a text or a { } item: another item, or a key of a group above.
  if (item) return lead.length;
  // Below a line of a text: more of the text.
  return Infinity;
}

// 2. Hazards: the parser reads what a site config must not hold.

/**
 * What a YAML file may do that the parser accepts but a site config must not: nest without
 * end, hold a value inside itself, merge what is not a group, tag a text so that its first
 * word is lost, carry invisible control characters, or expand aliases into far more data than
 * the file holds. Each is found on the parsed document, before it is turned into data, and
 * reported at its line with what to write instead; the reading of the data is then bounded.
 */

/** Levels of groups and lists; the example config uses 11, a carrier's never needs 32. */
const MAX_DEPTH = 32;
/**
 * Alias uses the YAML reader allows before it calls the file an alias bomb (its own guard,
 * kept at the library's default): far more than a config's few `<<: *anchor` merges.
 */
export const MAX_ALIAS_COUNT = 100;

/** Tags of the YAML core schema (and the merge key); anything else is a text that YAML read as a tag. */
const CORE_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'map', 'seq', 'merge'].map((t) => `tag:yaml.org,2002:${t}`));

/** C0 and C1 control characters other than tab and line feed, and DEL: never part of copy. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

type Ancestors = readonly (Document | Node | { key: unknown; value: unknown })[];

/** The hazards of `doc`, in document order; an empty list means `doc.toJS()` is safe and bounded. */
export function yamlHazards(doc: Document, lines: LineCounter, source: string): YamlProblem[] {
  const at = (node: unknown, path: string, message: string, offset = (isNode(node) ? node.range?.[0] : undefined) ?? 0): YamlProblem => {
    const { line, col } = lines.linePos(offset);
    return { line, column: col, path, message };
  };
  /** Where the tag of a node is written: the "!" before the node's value on its line (the node's range starts after it). */
  const tagOffset = (node: Node) => {
    const start = node.range?.[0] ?? 0;
    const bang = source.lastIndexOf('!', start);
    return bang >= 0 && !source.slice(bang, start).includes('\n') ? bang : start;
  };

  const tooDeep = deepestNode(doc.contents);
  if (tooDeep)
    return [
      at(
        tooDeep,
        '',
        `Nested more than ${MAX_DEPTH} levels deep: a site config never needs that. Check the indentation, or the brackets [ ] and { }`,
      ),
    ];

  const problems: YamlProblem[] = [];
  visit(doc, (key, node, path) => {
    const where = () => keyPath(path, node);
    if (isNode(node) && node.tag && !CORE_TAGS.has(node.tag)) {
      const text = isScalar(node) ? ` ${String(node.source ?? node.value)}` : '';
      problems.push(
        at(
          node,
          where(),
          `YAML reads ${quoted(node.tag)} as a tag and drops it from the text: put the whole text in quotes, such as ${quoted(`${node.tag}${text}`)}`,
          tagOffset(node),
        ),
      );
    }
    if (isScalar(node) && typeof node.value === 'string') {
      const control = CONTROL.exec(node.value);
      if (control) {
        const code = `U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
        problems.push(
          at(
            node,
            where(),
            `Invisible control character ${code} in this ${key === 'key' ? 'key' : 'text'}: delete it (text pasted from another program can carry them)`,
          ),
        );
      }
    }
    if (isAlias(node)) {
      if (path.some((ancestor) => isNode(ancestor) && ancestor.anchor === node.source)) {
        problems.push(at(node, where(), `The alias *${node.source} is inside the &${node.source} it names: a value cannot contain itself`));
      }
    }
    if (isPair(node) && isMergeKey(node.key)) {
      const sources = isSeq(node.value) ? node.value.items : [node.value];
      if (!sources.every((source) => isMap(isAlias(source) ? source.resolve(doc) : source))) {
        problems.push(
          at(
            node.value ?? node.key,
            where(),
            'A merge key (<<) takes a group of keys, such as *quoteAction where &quoteAction names a group: not a text or a list',
          ),
        );
      }
    }
  });
  return problems;
}

/** The first node nested deeper than MAX_DEPTH, found without recursion (the depth is what is in question). */
function deepestNode(root: unknown): Node | undefined {
  const stack: { node: unknown; depth: number }[] = [{ node: root, depth: 0 }];
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    if (!isCollection(node)) continue;
    if (depth >= MAX_DEPTH) return node;
    for (const item of node.items) stack.push({ node: isPair(item) ? item.value : item, depth: depth + 1 });
  }
  return undefined;
}

const isMergeKey = (key: unknown) =>
  isScalar(key) && (key.value === '<<' || (typeof key.value === 'symbol' && key.value.description === '<<'));

/** Dotted key path of `node` from the visitor's ancestors, such as `routes.0.title`. */
function keyPath(path: Ancestors, node: unknown): string {
  const keys: KeyPath = [];
  const chain = [...path, node];
  for (const [i, ancestor] of chain.entries()) {
    const child = chain[i + 1];
    if (isPair(ancestor) && isScalar(ancestor.key) && child !== ancestor.key)
      keys.push(isMergeKey(ancestor.key) ? '<<' : String(ancestor.key.value));
    if (isSeq(ancestor) && child !== undefined) keys.push(ancestor.items.indexOf(child));
  }
  return dottedPath(keys);
}

// 3. Misreads: valid YAML, read otherwise than meant.

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
    if (given === null) {
      // `primary: #1d4ed8`: YAML reads everything from " #" as a comment, and the value as empty.
      const comment = commentedValue(doc, path, source);
      if (comment === undefined) return true;
      const key = excerpt(String(path.at(-1)));
      problems.push(
        at(
          path,
          `YAML reads what follows # as a comment, so "${key}" is empty: put the value in quotes, such as ${key}: "#${excerpt(comment)}"`,
        ),
      );
      return false;
    }
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

/** The comment after `key:` on the key's own line (`primary: #1d4ed8` gives `1d4ed8`), where the key at `path` has no value. */
function commentedValue(doc: Document, path: readonly Key[], source: string): string | undefined {
  const group = doc.getIn(path.slice(0, -1), true);
  if (!isMap(group)) return undefined;
  const pair = group.items.find((item) => isScalar(item.key) && item.key.value === path.at(-1));
  if (!pair || !isScalar(pair.key) || !pair.key.range || (pair.value !== null && !(isScalar(pair.value) && pair.value.source === '')))
    return undefined;
  return /^[ \t]*:[ \t]+#(\S[^\n]*)/.exec(source.slice(pair.key.range[1]))?.[1]?.trimEnd();
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
