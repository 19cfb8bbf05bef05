import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isScalar, LineCounter, parseDocument, stringify } from 'yaml';
import { parseSiteConfig } from '../loadSiteConfig.ts';
import { locate } from './locate.ts';
import { SiteConfigError } from '../problem.ts';
import { runs } from '../../../tests/support/property.ts';

/** Every path to a value of `data`, with the value. */
function* paths(data: unknown, path: (string | number)[] = []): Generator<{ path: (string | number)[]; value: unknown }> {
  yield { path, value: data };
  if (Array.isArray(data)) for (const [i, item] of data.entries()) yield* paths(item, [...path, i]);
  else if (data && typeof data === 'object') for (const [key, item] of Object.entries(data)) yield* paths(item, [...path, key]);
}

const offsetOf = (source: string, line: number, column: number) =>
  source
    .split('\n')
    .slice(0, line - 1)
    .join('\n').length +
  (line > 1 ? 1 : 0) +
  column -
  1;

describe('the YAML-to-location mapping', () => {
  it('puts every scalar of a random document at the line and column where it is written', () => {
    const key = fc.stringMatching(/^[a-z][a-z0-9]{0,6}$/);
    const scalar = fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean());
    const data = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, scalar, tie('map'), fc.array(tie('node'), { maxLength: 3 })),
      map: fc.dictionary(key, tie('node'), { minKeys: 1, maxKeys: 4 }),
    })).map;
    fc.assert(
      fc.property(data, fc.boolean(), (value, flow) => {
        const source = stringify(value, flow ? { collectionStyle: 'flow' } : {});
        const lines = new LineCounter();
        const doc = parseDocument(source, { lineCounter: lines });
        for (const { path } of paths(value)) {
          const node = doc.getIn(path, true);
          if (!isScalar(node) || path.length === 0) continue;
          const { line, column } = locate(doc, lines, path);
          expect(offsetOf(source, line, column)).toBe(node.range![0]);
        }
      }),
      { numRuns: runs(300) },
    );
  });

  /** A config read from `source` is valid, or its problems are located within it; no other error. */
  const configOrLocatedProblems = (source: string) => {
    const lineCount = source.split(/\r\n?|\n/).length;
    try {
      parseSiteConfig(source, 'random.yaml');
    } catch (error) {
      expect(error).toBeInstanceOf(SiteConfigError);
      for (const problem of (error as SiteConfigError).problems) {
        expect(problem.line).toBeGreaterThanOrEqual(1);
        expect(problem.line).toBeLessThanOrEqual(lineCount + 1);
        expect(problem.column).toBeGreaterThanOrEqual(1);
      }
    }
  };

  it('any text gives a config or located problems, never another error', () => {
    const yamlish = fc.string({ unit: fc.constantFrom(...'ab: -\n[]{}&*!|>"\'#<\t0?,%@`\u0000\u001b\u00e9'), maxLength: 200 });
    fc.assert(fc.property(yamlish, configOrLocatedProblems), { numRuns: runs(300) });
  });

  // Each case reads and validates the whole example (64 ms of processor time in the median, up to
  // 0.6 s), where a text above takes a fraction of a millisecond: 60 corruptions, 5 s, where the
  // two were one property of 300 cases, about 150 of them corruptions, 12 s. PROPERTY_RUNS draws more.
  it('any small corruption of the example config gives a config or located problems, never another error', () => {
    const good = readFileSync('site.config.yaml', 'utf8');
    const corrupted = fc
      .tuple(
        fc.nat({ max: good.length - 1 }),
        fc.nat({ max: 40 }),
        fc.string({ unit: fc.constantFrom(...' :-\n[]{}&*!"\'#\t'), maxLength: 8 }),
      )
      .map(([at, cut, insert]) => good.slice(0, at) + insert + good.slice(at + cut));
    fc.assert(fc.property(corrupted, configOrLocatedProblems), { numRuns: runs(60) });
  });
});
