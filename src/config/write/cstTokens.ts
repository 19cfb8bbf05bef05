import type { CST } from 'yaml';

/**
 * Every token of the parser's concrete syntax tree inside `root` (a token, an entry of a
 * collection, or a list of them), `root` itself first: for what the tree keeps and the parsed
 * nodes do not, such as where an anchor (`&quoteAction`) or a bracket is written.
 */
export function* tokensIn(root: unknown): Generator<CST.Token> {
  if (!root || typeof root !== 'object') return;
  if (!Array.isArray(root) && 'type' in root && 'offset' in root) yield root as CST.Token;
  for (const inner of Object.values(root)) if (inner && typeof inner === 'object') yield* tokensIn(inner);
}
