import { CST, Document, Scalar } from 'yaml';
import type { FileStyle } from './fileStyle.ts';

/** A value a single scalar of the file can hold. */
export type ScalarValue = string | number | boolean | null;

export const isScalarValue = (value: unknown): value is ScalarValue =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * The file `source` with `value` written in place of the scalar `node`, and nothing else
 * changed: its key, its comment and the lines around it stay byte for byte. The scalar keeps its
 * kind (a one-line text stays on its line, a paragraph stays a `>-` or `|-` block, folded at the
 * file's width) and, where the value allows, its quoting (`type`; yaml quotes what a plain text
 * cannot hold). `node` comes from a parse with `keepSourceTokens`.
 */
export function rewriteScalar(source: string, node: Scalar, value: ScalarValue, style: FileStyle, type?: Scalar.Type): string {
  const token = node.srcToken;
  if (!token) throw new Error('rewriteScalar needs a document parsed with keepSourceTokens');
  const wanted = type ?? (typeof value === 'string' ? node.type : undefined);
  if (token.type === 'block-scalar') return rewriteBlock(source, token, value, style, wanted);
  if (token.type !== 'scalar' && token.type !== 'single-quoted-scalar' && token.type !== 'double-quoted-scalar')
    throw new Error(`rewriteScalar: ${token.type} is not a scalar`);
  let text = written(value, wanted, 0);
  // A one-line text stays one line: a value with line breaks is written with \n in double quotes.
  if (/^[|>]/.test(text)) text = written(value, Scalar.QUOTE_DOUBLE, 0);
  return splice(source, token.offset, token.offset + token.source.length, text.replace(/\n$/, ''));
}

/** A block scalar (`>-`, `|-`): its header and its lines replaced, its comment and the blank lines after it kept. */
function rewriteBlock(source: string, token: CST.BlockScalar, value: ScalarValue, style: FileStyle, type: Scalar.Type | undefined): string {
  const header = token.props[0]!;
  const lastProp = token.props.at(-1)!;
  const bodyStart = lastProp.offset + CST.stringify(lastProp).length;
  // The blank lines a block's text ends with are the file's spacing, not the text.
  const content = token.source.replace(/(?<=^|\n)[ \t]*(?:\n[ \t]*)*$/, '');
  const bodyEnd = bodyStart + content.length;
  const bodyIndent = /^( *)\S/m.exec(content)?.[1]!.length ?? token.indent + style.indent;
  const text = written(value, type, style.foldWidth - bodyIndent);
  const [head, ...lines] = text.split('\n');
  // A header with an indentation number (a text starting with spaces) counts from its parent: quoted instead.
  if (!/^[|>]/.test(text) || /\d/.test(head!)) {
    return splice(source, header.offset, bodyEnd, written(value, /^[|>]/.test(text) ? Scalar.QUOTE_DOUBLE : type, 0));
  }
  const body = lines.map((line) => (line ? ' '.repeat(bodyIndent) + line : line)).join('\n');
  return splice(splice(source, bodyStart, bodyEnd, body), header.offset, header.offset + CST.stringify(header).length, head!);
}

/** `value` as yaml writes it alone, with the style `type` where it can, wrapped at `width` (0: never). */
function written(value: ScalarValue, type: Scalar.Type | undefined, width: number): string {
  const scalar = new Scalar(value);
  if (type) scalar.type = type;
  return new Document(scalar).toString({ lineWidth: Math.max(width, 0), minContentWidth: 0 });
}

const splice = (source: string, from: number, to: number, text: string) => source.slice(0, from) + text + source.slice(to);
