import { converter, formatHex } from 'culori';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastFindings } from '../config/rules/contrast.ts';
import { contrast, derivePalette, groundsOf, ratioOn } from './palette.ts';
import { DERIVED_COLOURS, MINIMUM, PAIRS } from './roles.ts';
import { propertyTimeout, runs } from '../../tests/support/property.ts';

/** Random palettes, the same ones every run (tests/support/property.ts fixes the seed). */
const rgb = converter('rgb');

/** A colour of OKLCH lightness within [min, max], any hue, chroma up to `chroma`. */
const colour = (min: number, max: number, chroma = 0.3) =>
  fc
    .record({
      l: fc.double({ min, max, noNaN: true }),
      c: fc.double({ min: 0, max: chroma, noNaN: true }),
      h: fc.double({ min: 0, max: 360, noNaN: true }),
    })
    .map(({ l, c, h }) => formatHex(rgb({ mode: 'oklch', l, c, h })));
const anyColour = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

/** A carrier's palette: any brand colours, and neutrals whose own pairs pass (the carrier's decision, not the engine's). */
const brandPalette = fc
  .record({
    primary: anyColour,
    accent: anyColour,
    background: colour(0.93, 1, 0.03),
    surface: colour(0.88, 1, 0.04),
    text: colour(0, 0.35, 0.08),
    muted: colour(0.2, 0.5, 0.08),
    dark: colour(0, 0.32, 0.12),
    onDark: colour(0.93, 1, 0.03),
  })
  .filter(
    (p) =>
      [p.text, p.muted].every((fg) => contrast(fg, p.background) >= 4.5 && contrast(fg, p.surface) >= 4.5) &&
      contrast(p.onDark, p.dark) >= 4.5,
  );

describe('derived roles on random palettes', () => {
  it(
    'every pair drawn meets its minimum, the brand colour stays the fill, and the rule finds nothing',
    () => {
      fc.assert(
        fc.property(brandPalette, fc.boolean(), (colours, heroPhoto) => {
          const { palette } = derivePalette(colours, { heroPhoto });
          expect(palette.primary.hex).toBe(colours.primary);
          for (const pair of PAIRS)
            for (const ground of groundsOf(pair, heroPhoto))
              expect(ratioOn(palette, palette[pair.fg].hex, ground).ratio, `${pair.fg} on ${ground}`).toBeGreaterThanOrEqual(
                MINIMUM[pair.kind],
              );
          expect(contrastFindings(colours, { heroPhoto })).toEqual([]);
        }),
        { numRuns: runs(150) },
      );
    },
    propertyTimeout,
  );

  it(
    'a pinned role that fails gets a suggestion that passes once applied, in one round, and fails nothing else',
    () => {
      fc.assert(
        fc.property(brandPalette, fc.constantFrom(...DERIVED_COLOURS), anyColour, fc.boolean(), (colours, role, pin, heroPhoto) => {
          const pinned = { ...colours, [role]: pin };
          const findings = contrastFindings(pinned, { heroPhoto });
          for (const { key, suggestion, message } of findings) {
            expect(key, message).toBe(role);
            expect(message.length).toBeLessThan(600);
            if (suggestion) expect(contrastFindings({ ...pinned, [key]: suggestion }, { heroPhoto })).toEqual([]);
          }
        }),
        { numRuns: runs(40) },
      );
    },
    propertyTimeout,
  );
});
