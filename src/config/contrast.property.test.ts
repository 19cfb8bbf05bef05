import { readFileSync } from 'node:fs';
import { converter } from 'culori';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { theme as themeSchema } from '../../schema/theme.ts';
import { createTheme } from '../theme/theme.ts';
import { contrastFindings, contrastInternals } from './contrast.ts';

/**
 * Random palettes: nine colours drawn anywhere in sRGB, with and without a hero photo. Whatever
 * they are, every colour the check suggests passes what it claims to (every pair its key is
 * drawn in, or every pair of that background), keeps the hue of the colour it replaces, and
 * when it suggests none, no colour of that hue passes: neither end of the lightness search,
 * black or white.
 */
const example = themeSchema.parse((parse(readFileSync('site.config.yaml', 'utf8'), { merge: true }) as { theme: unknown }).theme);
const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const palette = fc.record({
  primary: hex,
  onPrimary: hex,
  accent: hex,
  background: hex,
  surface: hex,
  text: hex,
  muted: hex,
  dark: hex,
  onDark: hex,
});
const oklch = converter('oklch');
const { drawnPairs, passes } = contrastInternals;

describe('contrast check on random palettes', () => {
  it('never suggests a colour that fails, and says so when none of that hue passes', () => {
    fc.assert(
      fc.property(palette, fc.boolean(), (colors, heroPhoto) => {
        const theme = { ...example, colors };
        const pairs = drawnPairs(heroPhoto ? createTheme(theme).heroScrim : undefined);
        for (const finding of contrastFindings(theme, { heroPhoto })) {
          const { key, group, failing, suggestion, message } = finding;
          expect(message.length, 'one line of at most 600 characters (the CLI cuts longer ones)').toBeLessThan(600);
          expect(failing.length).toBeGreaterThan(0);
          for (const pair of failing) expect(passes(pair, colors)).toBe(false);
          if (suggestion) {
            const fixed = { ...colors, [key]: suggestion.color };
            const scope = suggestion.passes === 'everywhere' ? pairs.filter((p) => p.fg === key) : group;
            for (const pair of scope) expect(passes(pair, fixed), `${key} ${suggestion.color} for ${pair.where}`).toBe(true);
            expect(message).toContain(`${key} "${suggestion.color}"`);
            const [given, found] = [oklch(colors[key])!, oklch(suggestion.color)!];
            if (given.c > 0.05 && found.c > 0.05) {
              const gap = Math.abs(given.h! - found.h!) % 360;
              expect(Math.min(gap, 360 - gap)).toBeLessThan(5);
            }
          } else {
            expect(message).toMatch(new RegExp(`No ${key} of this hue passes here at any lightness`));
            for (const end of ['#000000', '#ffffff']) expect(group.every((pair) => passes(pair, { ...colors, [key]: end }))).toBe(false);
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});
