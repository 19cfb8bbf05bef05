import { isMap, isNode, isPair, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';
import type { Key } from '../../../schema/keyPath.ts';

/** Where `path` is in the YAML document; for a missing key, the closest existing parent. */
export function locate(doc: Document, lines: LineCounter, path: readonly Key[], pointAtKey?: string) {
  let node: unknown = doc.contents;
  let at = offsetOf(node) ?? 0;
  for (const key of path) {
    const child = childOf(node, key);
    if (child === undefined) break;
    at = offsetOf(child.key) ?? offsetOf(child.value) ?? at;
    node = child.value;
    if (isNode(node) && !isMap(node) && !isSeq(node)) at = offsetOf(node) ?? at;
  }
  if (pointAtKey !== undefined) {
    const child = childOf(node, pointAtKey);
    if (child) at = offsetOf(child.key) ?? at;
  }
  const { line, col } = lines.linePos(at);
  return { line, column: col };
}

function childOf(node: unknown, key: Key): { key: unknown; value: unknown } | undefined {
  if (isMap(node)) {
    const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(key));
    return pair ? { key: pair.key, value: pair.value } : undefined;
  }
  if (isSeq(node) && typeof key === 'number') {
    const item = node.items[key];
    return item === undefined ? undefined : { key: undefined, value: item };
  }
  return undefined;
}

function offsetOf(node: unknown): number | undefined {
  return isNode(node) ? (node as Node).range?.[0] : undefined;
}
