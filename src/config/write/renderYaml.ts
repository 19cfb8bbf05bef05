import {
  Document,
  isCollection,
  isMap,
  isScalar,
  isSeq,
  Pair,
  parseDocument,
  Parser,
  Scalar,
  YAMLMap,
  YAMLSeq,
  type ToStringOptions,
} from 'yaml';
import { tokensIn } from './cstTokens.ts';
import type { FileStyle } from './fileStyle.ts';

/**
 * A new value written as the file writes its own: yaml's stringify with the file's indentation,
 * wrapping width and flow spacing, each part styled like the entry it joins or replaces (a quoted
 * date stays quoted, `[OH, IN]` stays a flow list, a paragraph folded with `>-`), and placed at a
 * column of the file. Only what an edit adds is written this way; the rest of the file is never
 * stringified again.
 */

/** yaml's stringify options for a file of `style`, wrapping at `width` (0: never). */
const stringifyOptions = (style: FileStyle, width: number): ToStringOptions => ({
  indent: style.indent,
  indentSeq: style.indentSeq,
  lineWidth: width,
  minContentWidth: 0,
  flowCollectionPadding: style.mapPadding,
  // An alias in a new entry names an anchor elsewhere in the file, before it (the edit checks that).
  verifyAliasOrder: false,
});

/** A new entry of a group (`key: value`) or of a list (`- value`): `value` is a yaml node. */
export type NewEntry = { key: string; value: unknown } | { item: unknown };

/**
 * `entry` as lines at `column`: its first line unindented (it goes where the entry's head is),
 * the others indented to `column`, the last ending in a line feed.
 */
export function renderEntry(entry: NewEntry, column: number, style: FileStyle): string {
  const holder = holderOf(entry);
  const render = () => spaceFlowLists(new Document(holder).toString(stringifyOptions(style, style.foldWidth - column)), style);
  // A text too long for its line is a folded paragraph (`>-`) in the file's way, not a plain text wrapped over lines.
  const first = render();
  return indentLines(foldLongTexts(holder, first, style) ? render() : first, column);
}

/** A group or list holding `entry` alone, rendered as a whole document. */
function holderOf(entry: NewEntry): YAMLMap | YAMLSeq {
  if ('key' in entry) {
    const map = new YAMLMap();
    map.items.push(new Pair(entry.key, entry.value));
    return map;
  }
  const seq = new YAMLSeq();
  seq.items.push(entry.item);
  return seq;
}

/** A flow value (`[a, b]`, `{ a: 1 }`) on one line, as it is written in place of another. */
export function renderFlow(node: unknown, style: FileStyle): string {
  return spaceFlowLists(new Document(node).toString(stringifyOptions(style, 0)), style).replace(/\n$/, '');
}

/**
 * Styles the new node `node` like `templates`, the entry it replaces or its siblings, the nearest
 * first: each text takes the quoting of the first text at the same place (a quoted date stays
 * quoted), each group or list the flow or block style of the first group or list there
 * (`hiringArea: [OH, IN]`); a list's items follow the template's items (the last one past its
 * end). Whether a text is a folded paragraph is for its length to say (`renderEntry`).
 */
export function styleLike(node: unknown, ...templates: unknown[]): void {
  if (isScalar(node) && typeof node.value === 'string') {
    const twin = templates.find((t) => isScalar(t) && typeof t.value === 'string');
    if (isScalar(twin) && (twin.type === Scalar.PLAIN || twin.type === Scalar.QUOTE_DOUBLE || twin.type === Scalar.QUOTE_SINGLE))
      node.type = twin.type;
  } else if (isCollection(node)) {
    const twins = templates.filter((t) => isCollection(t) && isMap(t) === isMap(node));
    if (isCollection(twins[0])) node.flow = twins[0].flow;
    if (isMap(node))
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
        styleLike(
          pair.value,
          ...twins.map((t) => (isMap(t) ? t.items.find((p) => isScalar(p.key) && String(p.key.value) === key)?.value : undefined)),
        );
      }
    if (isSeq(node))
      node.items.forEach((item, i) =>
        styleLike(item, ...twins.map((t) => (isSeq(t) && t.items.length ? t.items[Math.min(i, t.items.length - 1)] : undefined))),
      );
  }
}

/** Lines after the first indented by `column` (empty lines stay empty). */
const indentLines = (text: string, column: number) => text.replace(/\n(?=[^\n])/g, `\n${' '.repeat(column)}`);

/**
 * Marks as folded paragraphs the plain or quoted texts of `holder` that `rendered` wrapped over
 * several lines; says whether it marked any.
 */
function foldLongTexts(holder: YAMLMap | YAMLSeq, rendered: string, style: FileStyle): boolean {
  if (style.foldWidth <= 0) return false;
  let marked = false;
  const mark = (made: unknown, read: unknown) => {
    if (isScalar(made) && isScalar(read) && typeof made.value === 'string' && !made.type?.startsWith('BLOCK')) {
      const [start, end] = read.range!;
      if (rendered.slice(start, end).includes('\n') && !made.value.includes('\n')) {
        made.type = Scalar.BLOCK_FOLDED;
        marked = true;
      }
    } else if (isCollection(made) && isCollection(read) && !made.flow) {
      made.items.forEach((item, i) => {
        const other = read.items[i];
        if (item instanceof Pair && other instanceof Pair) mark(item.value, other.value);
        else mark(item, other);
      });
    }
  };
  mark(holder, parseDocument(rendered).contents);
  return marked;
}

/**
 * yaml spaces flow lists and groups alike; a file may space its groups and not its lists (as
 * Prettier writes YAML, `{ a: 1 }` and `[a]`): the lists of `text` are respaced to the file's way.
 */
function spaceFlowLists(text: string, style: FileStyle): string {
  if (style.seqPadding === style.mapPadding) return text;
  const edits: { at: number; remove: boolean }[] = [];
  for (const t of tokensIn([...new Parser().parse(text)])) {
    if (t.type !== 'flow-collection' || t.start.source !== '[' || !t.items.length) continue;
    const close = t.end.find((e) => e.type === 'flow-seq-end');
    if (!close) continue;
    const open = t.start.offset + 1;
    if (style.mapPadding) {
      // yaml wrote `[ a ]`: drop the two spaces, where they sit on the brackets' lines.
      if (text[open] === ' ') edits.push({ at: open, remove: true });
      const beforeClose = text.slice(text.lastIndexOf('\n', close.offset) + 1, close.offset);
      if (beforeClose.endsWith(' ') && beforeClose.trim()) edits.push({ at: close.offset - 1, remove: true });
    } else if (text[open] !== '\n') {
      edits.push({ at: open, remove: false }, { at: close.offset, remove: false });
    }
  }
  return edits
    .sort((a, b) => b.at - a.at)
    .reduce((out, { at, remove }) => (remove ? out.slice(0, at) + out.slice(at + 1) : `${out.slice(0, at)} ${out.slice(at)}`), text);
}
