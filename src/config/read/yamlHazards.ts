import { isAlias, isCollection, isMap, isNode, isPair, isScalar, isSeq, visit, type Document, type LineCounter, type Node } from 'yaml';
import type { KeyPath } from '../../../schema/keyPath.ts';
import { quoted } from '../printable.ts';
import { dottedPath } from '../problem.ts';
import type { YamlProblem } from './yamlErrors.ts';

/**
 * What a YAML file may do that the parser accepts but a site config must not: nest without
 * end, hold a value inside itself, merge what is not a group, tag a text so that its first
 * word is lost, carry invisible control characters, or expand aliases into far more data than
 * the file holds. Each is found on the parsed document, before it is turned into data, and
 * reported at its line with what to write instead; the reading of the data is then bounded.
 */

/** Levels of groups and lists; the example config uses 11, a carrier's never needs 32. */
export const MAX_DEPTH = 32;
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
