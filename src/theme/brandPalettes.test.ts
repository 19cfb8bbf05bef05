import { describe, expect, it } from 'vitest';
import { contrastFindings } from '../config/rules/contrast.ts';
import { derivePalette, groundsOf, ratioOn } from './palette.ts';
import { MINIMUM, PAIRS } from './roles.ts';

/**
 * Thirty palettes in the colours of real freight carriers' brands (yellows, oranges, reds,
 * blues, cyans, greens, limes, teals, purples, browns, near-black), each with the neutrals a
 * designer would pair them with: body and secondary text that pass on the page and the surface,
 * white text on the brand's dark colour. The brand gives its primary and accent as its guide
 * has them; nothing else. Each must pass the check unchanged, with its primary as the fill.
 */
const neutrals = { background: '#ffffff', surface: '#f4f4f5', text: '#111827', muted: '#4b5563', onDark: '#ffffff' };
const BRANDS: [name: string, primary: string, accent: string, dark: string][] = [
  ['yellow with navy', '#ffc72c', '#1f2a44', '#1f2a44'],
  ['sunflower with red', '#ffcd00', '#e4002b', '#231f20'],
  ['golden with blue', '#ffb81c', '#003594', '#0c2340'],
  ['yellow with post red', '#ffcc00', '#d40511', '#1a1a1a'],
  ['orange with purple', '#ff6600', '#4d148c', '#2a0b4f'],
  ['orange with blue', '#f26522', '#0054a4', '#0b1f33'],
  ['burnt orange with gold', '#e35205', '#ffc72c', '#1c1c1c'],
  ['red with amber', '#da291c', '#ffb81c', '#1b1b1b'],
  ['red with navy', '#ce1126', '#002868', '#0a1a33'],
  ['red with grey', '#e31837', '#6d6e71', '#231f20'],
  ['crimson with gold', '#c8102e', '#f1be48', '#13294b'],
  ['bright red', '#ee2737', '#ffd100', '#1e1e1e'],
  ['blue with yellow', '#0033a0', '#ffc72c', '#001e4d'],
  ['navy with red', '#002d62', '#e4002b', '#001433'],
  ['sky with orange', '#00a3e0', '#ff8200', '#0b2545'],
  ['cyan with orange', '#00b5e2', '#ff671f', '#002b49'],
  ['light blue with coral', '#42b0d5', '#ff6441', '#0b2e3f'],
  ['green with yellow', '#006341', '#ffc72c', '#00291b'],
  ['kelly green with gold', '#00843d', '#f2a900', '#0f2a1d'],
  ['lime with navy', '#78be20', '#1f2a44', '#1f2a44'],
  ['pale lime with pine', '#a4d65e', '#00594f', '#0b2b26'],
  ['teal with amber', '#0f766e', '#f59e0b', '#042f2e'],
  ['teal with orange', '#00817f', '#e87722', '#003b3a'],
  ['purple with orange', '#4d148c', '#ff6600', '#1d0638'],
  ['violet with cyan', '#6b2c91', '#00a9e0', '#1e0b2c'],
  ['brown with gold', '#351c15', '#ffb500', '#1a0e0a'],
  ['magenta with teal', '#c6007e', '#00a3ad', '#2b0a1f'],
  ['near-black with yellow', '#111111', '#ffd100', '#000000'],
  ['steel with orange', '#53565a', '#e35205', '#1d1f21'],
  ['amber with navy', '#f2a900', '#002f6c', '#002f6c'],
];

describe('real brands’ palettes', () => {
  it.each(BRANDS)(
    '%s passes the check as given, with or without a hero photo, its primary kept as the fill',
    (_, primary, accent, dark) => {
      const colours = { ...neutrals, primary, accent, dark };
      for (const heroPhoto of [false, true]) {
        expect(contrastFindings(colours, { heroPhoto })).toEqual([]);
        const { palette } = derivePalette(colours, { heroPhoto });
        expect(palette.primary.hex).toBe(primary);
        // Measured here from the role table directly, not through the rule under test.
        for (const pair of PAIRS)
          for (const ground of groundsOf(pair, heroPhoto))
            expect(ratioOn(palette, palette[pair.fg].hex, ground).ratio, `${pair.fg} on ${ground}`).toBeGreaterThanOrEqual(
              MINIMUM[pair.kind],
            );
      }
    },
  );
});
