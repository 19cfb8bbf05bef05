import { isCollection, isScalar, Scalar, visit, type Document } from 'yaml';

/**
 * How a config file is written, read from the file itself, so that what an edit adds reads as
 * if the person had typed it: the same indentation, lists under their keys indented or not,
 * paragraphs folded at the same width, flow braces and brackets spaced or not.
 */
export interface FileStyle {
  /** Spaces per level of nesting (the example: 2). */
  indent: number;
  /** A list under a key indented below it (`key:\n  - a`, the example's way) rather than level with the key. */
  indentSeq: boolean;
  /**
   * The width, indentation included, that folded paragraphs (`>-`) are wrapped at: the longest
   * line of the file's folded paragraphs of several lines (the example: 110), else yaml's 80.
   */
  foldWidth: number;
  /** A space inside the braces of a flow group, `{ a: 1 }` (the example) rather than `{a: 1}`. */
  mapPadding: boolean;
  /** A space inside the brackets of a flow list, `[ a ]`, rather than `[a]` (the example). */
  seqPadding: boolean;
}

/** yaml's own defaults, for what a file does not show. */
const DEFAULT_STYLE: FileStyle = { indent: 2, indentSeq: true, foldWidth: 80, mapPadding: true, seqPadding: false };

/** The style of the file `source`, parsed as `doc` with `keepSourceTokens`. */
export function fileStyle(doc: Document, source: string): FileStyle {
  const seen: Partial<FileStyle> = {};
  let foldWidth = 0;
  visit(doc, {
    Pair(_, pair) {
      const parent = isCollection(pair.value) ? pair.value.srcToken : undefined;
      const own = pair.key && isScalar(pair.key) ? pair.key.srcToken : undefined;
      if (!parent || !own || !('indent' in parent) || !('indent' in own)) return;
      if (parent.type === 'block-map' && seen.indent === undefined && parent.indent > own.indent) seen.indent = parent.indent - own.indent;
      if (parent.type === 'block-seq' && seen.indentSeq === undefined) seen.indentSeq = parent.indent > own.indent;
    },
    Map(_, map) {
      if (map.srcToken?.type === 'flow-collection' && map.items.length && seen.mapPadding === undefined)
        seen.mapPadding = source[map.srcToken.offset + 1] === ' ';
    },
    Seq(_, seq) {
      if (seq.srcToken?.type === 'flow-collection' && seq.items.length && seen.seqPadding === undefined)
        seen.seqPadding = source[seq.srcToken.offset + 1] === ' ';
    },
    Scalar(_, scalar) {
      if (scalar.type !== Scalar.BLOCK_FOLDED || scalar.srcToken?.type !== 'block-scalar') return;
      const lines = scalar.srcToken.source.split('\n').filter((line) => line.trim());
      // A paragraph of one line shows only that it fits, not where the file wraps.
      if (lines.length > 1) foldWidth = Math.max(foldWidth, ...lines.map((line) => line.length));
    },
  });
  return { ...DEFAULT_STYLE, ...seen, ...(foldWidth ? { foldWidth } : {}) };
}
