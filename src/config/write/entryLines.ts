import { CST, type YAMLMap, type YAMLSeq } from 'yaml';

/**
 * Where each entry of a block list or group is written in the file, as whole lines: what an
 * edit cuts, copies, moves or rewrites, so that the lines around it stay as they are. Read from
 * the parser's concrete syntax tree (`keepSourceTokens`), which keeps every comment and blank
 * line at its place.
 */
export interface EntryLines {
  /** Start of the entry's first line: its comment lines directly above it (no blank line between), else its own first line. */
  start: number;
  /** Start of the line of its `-` or its key. */
  lineStart: number;
  /** Its `-` or key itself: after the `- ` of its list when it shares that line (`- type: hero`). */
  head: number;
  /** Column of `head`: where a rewritten entry's lines start. */
  column: number;
  /** Just past its last line: after the line feed that ends its value (and any comment on that line), or the end of the text. */
  end: number;
}

/** Tokens that are not part of an entry's own text. */
const TRIVIA = new Set(['space', 'newline', 'comment']);

/** The lines of each entry of `collection`, or undefined for a flow collection (`[a, b]`, `{ a: 1 }`), which is written on its own terms. */
export function entryLines(collection: YAMLMap | YAMLSeq, source: string): EntryLines[] | undefined {
  const token = collection.srcToken;
  if (token?.type !== 'block-map' && token?.type !== 'block-seq') return undefined;
  let previousEnd = 0;
  return token.items.map((item): EntryLines => {
    const own: CST.Token[] = [...item.start, ...(item.key ? [item.key] : []), ...(item.sep ?? []), ...(item.value ? [item.value] : [])];
    const head = own.find((t) => !TRIVIA.has(t.type))?.offset ?? item.start[0]?.offset ?? previousEnd;
    const last = own.at(-1);
    const tokenEnd = last ? last.offset + CST.stringify(last).length : head;
    const lineStart = lineStartOf(source, head);
    const bound = Math.max(previousEnd, item.start[0]?.offset ?? head);
    const end = lineEndAfter(source, lastVisible(source, Math.max(tokenEnd, head + 1)));
    previousEnd = end;
    return { start: commentsAbove(source, lineStart, bound), lineStart, head, column: head - lineStart, end };
  });
}

/** Offset of the start of the line that holds `offset`. */
export const lineStartOf = (source: string, offset: number) => source.lastIndexOf('\n', offset - 1) + 1;

/** Offset just past the line feed that ends the line holding `offset`, or the end of the text. */
const lineEndAfter = (source: string, offset: number) => {
  const feed = source.indexOf('\n', offset);
  return feed < 0 ? source.length : feed + 1;
};

/** Offset of the last character before `end` that is not a space or line feed. */
function lastVisible(source: string, end: number): number {
  let i = end - 1;
  while (i > 0 && /\s/.test(source[i]!)) i--;
  return i;
}

/** Start of the run of comment lines directly above the line at `lineStart`, no higher than `bound`. */
function commentsAbove(source: string, lineStart: number, bound: number): number {
  let start = lineStart;
  while (start > bound) {
    const above = lineStartOf(source, start - 1);
    if (above < bound || !source.slice(above, start).trimStart().startsWith('#')) break;
    start = above;
  }
  return start;
}
