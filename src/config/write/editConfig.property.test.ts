import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, isSeq, parseDocument, type Node, type Scalar } from 'yaml';
import type { KeyPath } from '../../../schema/keyPath.ts';
import { propertyTimeout, runs } from '../../../tests/support/property.ts';
import { applyEdits } from './editConfig.ts';

/**
 * Any edit of the example, on any of its lists or texts: the writer makes it (or refuses it, for
 * an alias left before its anchor) and never writes a text that reads otherwise than the edit,
 * which it checks itself against yaml's Document API and throws on; and the lines it touches are
 * only the edited ones.
 */
const EXAMPLE = readFileSync('site.config.yaml', 'utf8');
const doc = parseDocument(EXAMPLE);

/** Every node of the example written in the file (not reached through an alias), with its path. */
function* nodes(node: unknown, path: KeyPath = []): Generator<{ path: KeyPath; node: Node }> {
  if (isMap(node)) for (const pair of node.items) yield* child(pair.value, [...path, String((pair.key as Scalar).value)]);
  if (isSeq(node)) for (const [i, item] of node.items.entries()) yield* child(item, [...path, i]);
}
function* child(node: unknown, path: KeyPath): Generator<{ path: KeyPath; node: Node }> {
  if (!isScalar(node) && !isMap(node) && !isSeq(node)) return;
  yield { path, node };
  yield* nodes(node, path);
}

const all = [...nodes(doc.contents)].filter(({ path }) => !path.includes('<<'));
const lists = all
  .filter(({ node }) => isSeq(node) && node.items.length > 1)
  .map(({ path, node }) => ({ path, length: (node as { items: unknown[] }).items.length }));
const texts = all.filter(({ node }) => isScalar(node));

/** Values a person may type, and what YAML would read as something else if written plain. */
const typed = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer(),
  fc.constantFrom(
    '',
    ' leading',
    'trailing ',
    'a: b',
    '#x',
    'x #y',
    'two\nlines',
    '48',
    'true',
    'null',
    '- item',
    '[x]',
    '{y}',
    '"q"',
    "'s'",
    '&a',
    '*b',
    '|',
    '>',
  ),
);

const lineStart = (offset: number) => EXAMPLE.lastIndexOf('\n', offset - 1) + 1;
const lineEnd = (offset: number) => (EXAMPLE.indexOf('\n', offset) + 1 || EXAMPLE.length + 1) - 1;

/** Whether `shorter` is `longer` with one run of consecutive lines taken out. */
function oneRunLess(longer: readonly string[], shorter: readonly string[]): boolean {
  let same = 0;
  while (same < shorter.length && longer[same] === shorter[same]) same++;
  let end = 0;
  while (end < shorter.length - same && longer.at(-1 - end) === shorter.at(-1 - end)) end++;
  return same + end === shorter.length && longer.length > shorter.length;
}

describe('any edit of the example', () => {
  it(
    'rewrites a text within its own lines, and it reads back as typed',
    () => {
      fc.assert(
        fc.property(fc.constantFrom(...texts), typed, ({ path, node }, value) => {
          const result = applyEdits(EXAMPLE, [{ op: 'set', path, value }], 'site.config.yaml');
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          const [start, end] = node.range!;
          const before = EXAMPLE.slice(0, lineStart(start));
          const after = EXAMPLE.slice(lineEnd(Math.max(start, end - 1)));
          expect(result.text.startsWith(before) && result.text.endsWith(after)).toBe(true);
          expect(parseDocument(result.text).getIn(path)).toBe(value);
        }),
        { numRuns: runs(50) },
      );
    },
    propertyTimeout,
  );

  it(
    'moves, deletes or copies an item of a list, keeping every other line',
    () => {
      const edit = fc
        .constantFrom(...lists)
        .chain(({ path, length }) =>
          fc.oneof(
            fc.record({ op: fc.constant('move' as const), path: fc.nat(length - 1).map((i) => [...path, i]), to: fc.nat(length - 1) }),
            fc.record({ op: fc.constantFrom('delete' as const, 'duplicate' as const), path: fc.nat(length - 1).map((i) => [...path, i]) }),
          ),
        );
      fc.assert(
        fc.property(edit, (change) => {
          const result = applyEdits(EXAMPLE, [change], 'site.config.yaml');
          if (!result.ok) {
            expect(result.problems[0]!.message).toMatch(/YAML reads an alias only after its anchor|which \*\w+ still repeats/);
            return;
          }
          if ((doc.getIn(change.path.slice(0, -1), true) as { flow?: boolean }).flow) return;
          // Each line as written after its indentation and dashes: in `- - a`, the first item's
          // first line keeps its parent's `- ` whichever item it becomes.
          const content = (text: string) => text.split('\n').map((line) => line.replace(/^[ -]*/, ''));
          const [lines, original] = [content(result.text), content(EXAMPLE)];
          // A move reorders whole lines; a delete cuts one run of lines, a copy adds one; no line changes.
          if (change.op === 'move') expect(lines.toSorted()).toEqual(original.toSorted());
          if (change.op === 'delete') expect(oneRunLess(original, lines)).toBe(true);
          if (change.op === 'duplicate') expect(oneRunLess(lines, original)).toBe(true);
        }),
        { numRuns: runs(50) },
      );
    },
    propertyTimeout,
  );
});
