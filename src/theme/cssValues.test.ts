import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cssColor, cssFontFamily } from './cssValues.ts';
import { runs } from '../../tests/support/property.ts';

describe('values of the config written into CSS', () => {
  it('a font stack keeps its generic families bare and quotes every name', () => {
    expect(cssFontFamily(['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'])).toBe(
      'system-ui, -apple-system, "Segoe UI", "Roboto", sans-serif',
    );
  });

  it('no family name, whatever it holds, can end the string, the rule or the <style> element', () => {
    expect(cssFontFamily(['Arial</style><script>alert(7)</script>'])).toBe(
      '"Arial\\3c \\2f style\\3e \\3c script\\3e alert\\28 7\\29 \\3c \\2f script\\3e "',
    );
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 4 }), (families) => {
        const css = cssFontFamily(families);
        // Only generic keywords, or strings of safe characters and hex escapes.
        expect(css).toMatch(
          /^(?:[a-z-]+|"(?:[A-Za-z0-9 _-]|\\[0-9a-f]{1,6} )*")(?:, (?:[a-z-]+|"(?:[A-Za-z0-9 _-]|\\[0-9a-f]{1,6} )*"))*$/,
        );
      }),
      { numRuns: runs(500) },
    );
  });

  it('a colour role is #rrggbb or rgb(r g b / a), or refused', () => {
    expect(cssColor('#1d4ed8')).toBe('#1d4ed8');
    expect(cssColor('rgb(11 27 51 / 0.732)')).toBe('rgb(11 27 51 / 0.732)');
    expect(() => cssColor('#fff; } body { display: none')).toThrow('Not a #rrggbb or rgb(r g b / a) colour');
    expect(() => cssColor('rgb(1 2 3 / 0.5); } body { display: none')).toThrow('Not a #rrggbb or rgb(r g b / a) colour');
  });
});
