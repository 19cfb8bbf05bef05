import { readFileSync } from 'node:fs';
import { converter, wcagContrast } from 'culori';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { theme as themeSchema } from '../../schema/theme.ts';
import { contrastFindings, contrastInternals, contrastProblems } from './contrast.ts';

const themeOf = (file: string) => themeSchema.parse((parse(readFileSync(file, 'utf8'), { merge: true }) as { theme: unknown }).theme);
const example = themeOf('site.config.yaml');
type Colors = typeof example.colors;
const recoloured = (colors: Partial<Colors>) => ({ ...example, colors: { ...example.colors, ...colors } });
/** The problems of one colour key. */
const problemsOf = (key: keyof Colors, theme: typeof example, heroPhoto = false) =>
  contrastProblems(theme, { heroPhoto }).filter((p) => p.path.join('.') === `theme.colors.${key}`);
const findingsOf = (key: keyof Colors, theme: typeof example, heroPhoto = false) =>
  contrastFindings(theme, { heroPhoto }).filter((f) => f.key === key);
const oklch = converter('oklch');
/** The hue difference in degrees, around the circle. */
const hueGap = (a: string, b: string) => {
  const d = Math.abs((oklch(a)!.h ?? 0) - (oklch(b)!.h ?? 0)) % 360;
  return Math.min(d, 360 - d);
};

describe('contrast of the theme colours (WCAG 2.2)', () => {
  it('the example theme passes every pair, the hero photo included', () => {
    expect(contrastProblems(example, { heroPhoto: true })).toEqual([]);
  });

  it('the second carrier passes every pair', () => {
    expect(contrastProblems(themeOf('tests/fixtures/carriers/other/site.config.yaml'), { heroPhoto: false })).toEqual([]);
  });

  it('white on a yellow brand colour fails the buttons at 1.07:1, with an onPrimary of the same lightness search that passes', () => {
    const theme = recoloured({ primary: '#ffff00', onPrimary: '#ffffff' });
    const onPrimary = problemsOf('onPrimary', theme);
    expect(onPrimary).toHaveLength(1);
    expect(onPrimary[0]!.message).toMatch(
      /^onPrimary "#ffffff" on primary "#ffff00" \(buttons, the brand mark, testimonial initials; also failing: .*\) has contrast 1\.07:1; text needs 4\.5:1\. Nearest that passes: onPrimary "#[0-9a-f]{6}" \(same hue, darker\), or change primary$/,
    );
    const suggested = /Nearest that passes: onPrimary "(#[0-9a-f]{6})"/.exec(onPrimary[0]!.message)![1]!;
    expect(wcagContrast(suggested, '#ffff00')).toBeGreaterThanOrEqual(4.5);
    expect(problemsOf('onPrimary', recoloured({ primary: '#ffff00', onPrimary: suggested }))).toEqual([]);
  });

  it('the yellow itself fails as link colour and focus ring on the light page, and the darker yellow suggested keeps its hue', () => {
    const [problem] = problemsOf('primary', recoloured({ primary: '#ffff00' }));
    expect(problem!.message).toMatch(
      /^primary "#ffff00" on background "#ffffff" \(links of the policy pages.*the focus ring.*\) has contrast 1\.07:1; text needs 4\.5:1\./,
    );
    const suggested = /Nearest that passes: primary "(#[0-9a-f]{6})" \(same hue, darker\)/.exec(problem!.message)![1]!;
    expect(wcagContrast(suggested, example.colors.background)).toBeGreaterThanOrEqual(4.5);
    expect(wcagContrast(suggested, example.colors.surface)).toBeGreaterThanOrEqual(4.5);
    expect(hueGap(suggested, '#ffff00')).toBeLessThan(3);
  });

  it('light grey body text on white fails, and the grey suggested passes on the background and the surface', () => {
    const problems = problemsOf('text', recoloured({ text: '#eeeeee' }));
    expect(problems).toHaveLength(2);
    expect(problems[0]!.message).toMatch(
      /^text "#eeeeee" on background "#ffffff" \(body text, cards, policy pages; also failing: .*\) has contrast 1\.16:1; text needs 4\.5:1\. Nearest that passes: text "#[0-9a-f]{6}" \(same hue, darker\), or change background$/,
    );
    expect(problems[1]!.message).toMatch(/^text "#eeeeee" on surface "#f1f5f9" .* has contrast 1\.05:1; text needs 4\.5:1\./);
    const suggested = /Nearest that passes: text "(#[0-9a-f]{6})"/.exec(problems[0]!.message)![1]!;
    expect(problems[1]!.message).toContain(`text "${suggested}"`);
    expect(wcagContrast(suggested, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(wcagContrast(suggested, example.colors.surface)).toBeGreaterThanOrEqual(4.5);
    expect(oklch(suggested)!.c).toBeLessThan(0.01); // a grey stays grey
  });

  it('text at reduced opacity is composited: onDark at 85% in the footer fails where the full one passes, and the nearest fix is lighter', () => {
    const [finding] = findingsOf('onDark', recoloured({ onDark: '#8090a0' }));
    expect(finding!.message).toMatch(
      /^onDark "#8090a0" at 85% opacity on dark "#0b1b33" \(footer headings and about text\) has contrast 4\.16:1; text needs 4\.5:1\. Nearest that passes: onDark "#[0-9a-f]{6}" \(same hue, lighter\), or change dark$/,
    );
    expect(finding!.suggestion?.passes).toBe('everywhere');
    expect(oklch(finding!.suggestion!.color)!.l).toBeGreaterThan(oklch('#8090a0')!.l);
    expect(hueGap(finding!.suggestion!.color, '#8090a0')).toBeLessThan(3);
  });

  it('the hero subtitle is composited at its opacity: onDark at 92% over the glow', () => {
    const pairs = contrastInternals.drawnPairs(0.7);
    const subtitle = pairs.find((p) => p.where === 'hero subtitle')!;
    const headline = pairs.find((p) => p.where.startsWith('hero headline and buttons,'))!;
    const { colors } = recoloured({});
    expect(contrastInternals.measure(subtitle, colors).ratio).toBeLessThan(contrastInternals.measure(headline, colors).ratio);
  });

  it('over the hero photo, the scrim is checked with a white and a black photo, and only when a hero has a photo', () => {
    // A mid dark colour: fine on its own, too light a scrim over a white photo.
    const theme = recoloured({ dark: '#3b5070', onDark: '#ffffff' });
    expect(problemsOf('onDark', theme)).toEqual([]);
    const [photo, ...more] = problemsOf('onDark', theme, true);
    expect(more).toEqual([]);
    expect(photo!.message).toMatch(
      /^onDark "#ffffff" on dark "#3b5070" at 70% over a white photo \(hero headline and buttons over a photo, the header over it; also failing: .*\) has contrast \d\.\d\d:1; text needs 4\.5:1\. No onDark of this hue passes here at any lightness: change dark$/,
    );
  });

  it('a ratio just under the minimum fails, and is shown rounded down, never up to pass', () => {
    // onPrimary at 90% on primary, hovered: the second carrier's first teal failed it by a hair.
    const [finding] = findingsOf('onPrimary', recoloured({ primary: '#0f766e', onPrimary: '#ffffff' }));
    expect(finding!.message).toMatch(/has contrast 4\.4\d:1; text needs 4\.5:1/);
  });
});
