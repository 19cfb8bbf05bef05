import { LineCounter, parseDocument, type YAMLError } from 'yaml';
import { lineEdits, lineShape, type LineEdit, type LineShape } from './yamlLineEdits.ts';

/**
 * The line a person most likely got wrong, when the YAML parser stops reading a config, and
 * what to do about it. The parser reports where it could no longer make sense of the file,
 * which is often not the line that was changed: one space too many before a key makes it read
 * on as the text of the key above; a list item that lost its dash breaks the next item. So the
 * lines around the parser's error are each corrected in the ways a hand edit most often goes
 * wrong (src/config/read/yamlLineEdits.ts), and the parser itself says which correction makes the
 * file readable again: that line is the one to name, and that correction is the advice.
 */
export interface YamlMistake {
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
export const keyStart = (source: string, offset: number) => offset + /^\s*/.exec(source.slice(offset))![0].length;

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
export function likelyMistake(source: string, error: YAMLError, counter: LineCounter): YamlMistake | undefined {
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
