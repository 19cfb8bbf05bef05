import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveTokens } from './tokens.ts';
import { runs } from '../../../tests/support/property.ts';

/**
 * Random configs for the token resolver: a few keys nested a few levels, with texts made of
 * words and tokens naming any path of those keys (existing or not, texts, numbers, groups,
 * empty values, themselves). Whatever they hold, resolving never throws, never loops, and no
 * text grows past the limit.
 */
const KEYS = ['a', 'b', 'c'] as const;
const dotted = fc.array(fc.constantFrom(...KEYS), { minLength: 2, maxLength: 3 }).map((keys) => keys.join('.'));
const textValue = fc
  .array(
    fc.oneof(
      fc.constantFrom('word ', '{', '}', '.', ' '),
      dotted.map((path) => `{${path}}`),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(''));
const leaf = fc.oneof({ weight: 5, arbitrary: textValue }, fc.integer(), fc.boolean(), fc.constant(null));
const tree = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('group'), fc.array(leaf, { maxLength: 2 })),
  group: fc.dictionary(fc.constantFrom(...KEYS), tie('node'), { maxKeys: 3 }),
})).group;

const MAX = 200;
const TOKEN = /\{([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)\}/g;

function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* strings(item);
}

const valueAt = (config: unknown, path: string) =>
  path
    .split('.')
    .reduce<unknown>(
      (v, k) => (v && typeof v === 'object' && !Array.isArray(v) && Object.hasOwn(v, k) ? (v as Record<string, unknown>)[k] : undefined),
      config,
    );

describe('resolveTokens on random configs', () => {
  it('never throws, and no resolved text passes the limit', () => {
    fc.assert(
      fc.property(tree, (config) => {
        const { value, problems } = resolveTokens(config, MAX);
        for (const text of strings(value)) expect(text.length).toBeLessThanOrEqual(MAX);
        // A problem is reported where a text is written.
        for (const problem of problems)
          expect(typeof problem.path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], config)).toBe('string');
      }),
      { numRuns: runs(500) },
    );
  });

  it('without problems, every token that names a text or number is filled in', () => {
    fc.assert(
      fc.property(tree, (config) => {
        const { value, problems } = resolveTokens(config, MAX);
        fc.pre(problems.length === 0);
        for (const text of strings(value)) {
          for (const [, path] of text.matchAll(TOKEN)) expect(['string', 'number']).not.toContain(typeof valueAt(config, path!));
        }
      }),
      { numRuns: runs(500) },
    );
  });

  it('is deterministic: the same config gives the same texts and problems', () => {
    fc.assert(
      fc.property(tree, (config) => {
        expect(resolveTokens(config, MAX)).toEqual(resolveTokens(structuredClone(config), MAX));
      }),
      { numRuns: runs(200) },
    );
  });
});
