import { blend, clampChroma, converter, filterBrightness, formatHex, wcagContrast, type Color, type Rgb } from 'culori';
import type { SiteConfig } from '../../schema/index.ts';
import { createTheme } from '../theme/theme.ts';

/**
 * The rebrand guard for colours: every foreground/background pair the components draw from
 * `theme.colors`, checked against WCAG 2.2's contrast minimums (1.4.3 text 4.5:1, large text
 * 3:1; 1.4.11 icons and focus rings 3:1). A translucent element or layer is composited as the
 * browser paints it (alpha over what is under it, in sRGB), so the ratio is that of the
 * colours a visitor sees. Where anything can be under a layer (the hero's photo under its
 * scrim, the page under the scrolled header), it is checked over white and over black and
 * the worse counts.
 *
 * The list below is read from the components; an opacity or a tint changed there is changed
 * here too (each constant names where it comes from). Links take the colour of the text
 * around them (`a { color: inherit }`), except the policy pages' and the company-info tiles'
 * links, drawn in the brand colour. Left out, as decoration that carries no information: the
 * quote mark of the testimonials (primary at 25%), the rule under headings (text at 20%), the
 * bars of the about statements and the company-info tiles, the card borders, and the error
 * notification's accent edge (its icon and words say it is an error).
 */

type ThemeColors = SiteConfig['theme']['colors'];
type ColorKey = keyof ThemeColors;
/** A colour of the theme, or white (the translucent whites of the dark panels). */
type Paint = ColorKey | 'white';
/** What a stack is painted on: a colour, or anything at all (checked at its lightest and darkest). */
type Base = Paint | 'photo' | 'page';

type Kind = 'text' | 'large text' | 'non-text';
const NEEDS: Record<Kind, number> = { text: 4.5, 'large text': 3, 'non-text': 3 };

export interface Pair {
  fg: ColorKey;
  /** CSS opacity of the element drawn in `fg`. */
  opacity: number;
  /** What it is drawn on: `base`, then translucent layers, bottom first. */
  base: Base;
  layers: readonly { paint: Paint; alpha: number }[];
  kind: Kind;
  /** `filter: brightness()` of a hovered button, over its label and its fill alike. */
  brightness?: number;
  where: string;
}

/** Adds a pair: its foreground, what it is drawn on (base, then [layer, alpha]…), where. */
type Add = (fg: ColorKey, on: [Base, ...[Paint, number][]], where: string, extra?: Partial<Pick<Pair, 'opacity' | 'brightness'>>) => void;

/** HeroSection: the brand colour glows over the dark colour at 50% where strongest. */
const HERO_GLOW = 0.5;
/** CtaSection and DriverRecruitmentSection: the same glow at 55%. */
const BANNER_GLOW = 0.55;
/** Header, scrolled: the dark colour at 90% over the page. */
const SCROLLED_HEADER = 0.9;
/** ActionLink, secondary, hovered: a tint of its own colour (color-mix currentColor 10%); InfoTip the same. */
const HOVER_TINT = 0.1;
/** CopyButton, hovered: currentColor 12%; the notification's close button: white at 12%. */
const COPY_HOVER_TINT = 0.12;
/** ActionLink, primary, hovered: filter: brightness(0.9), over label and fill, in sRGB as browsers apply filter functions. */
const HOVER_BRIGHTNESS = 0.9;

/**
 * Every pair the components draw. `heroScrim` is the theme's opacity of the dark colour over
 * the hero's photo, undefined when no hero has a photo.
 */
function drawnPairs(heroScrim: number | undefined): Pair[] {
  const pairs: Pair[] = [];
  const add =
    (kind: Kind): Add =>
    (fg, [base, ...layers], where, extra = {}) => {
      pairs.push({ fg, opacity: 1, base, layers: layers.map(([paint, alpha]) => ({ paint, alpha })), kind, where, ...extra });
    };
  const text = add('text');
  const large = add('large text');
  const graphic = add('non-text');

  // Light surfaces: the page background (plain sections, cards, tiles, policy pages) and the
  // surface colour (alternate sections, the policy's boxes).
  const light = {
    background: { text: 'body text, cards, policy pages', muted: 'card texts, section intros, stat labels, dates, the not-found page' },
    surface: { text: 'alternate sections, the policy boxes', muted: 'intros of alternate sections, labels of the policy details' },
  };
  for (const [surface, where] of Object.entries(light) as [keyof typeof light, (typeof light)[keyof typeof light]][]) {
    text('text', [surface], where.text);
    text('text', [surface], 'header links over a light page top', { opacity: 0.9 });
    text('text', [surface, ['text', HOVER_TINT]], 'hovered secondary buttons');
    text('muted', [surface], where.muted);
    graphic('primary', [surface], 'the focus ring');
  }
  graphic('muted', ['background', ['muted', HOVER_TINT]], 'hovered info buttons of the company-info tiles');
  text('primary', ['background'], 'links of the policy pages and the company-info tiles');
  large('primary', ['background'], 'figures of the stat tiles');
  graphic('primary', ['background'], 'icons of the fleet and company-info sections');
  graphic('primary', ['background', ['primary', 0.11]], 'icons of the service and benefit cards');
  text('primary', ['surface'], "links in the policy's contents and details boxes");
  graphic('accent', ['background'], 'rating stars');
  // The coverage map (src/media/coverageMap.ts): covered states in the brand colour, the others
  // in the surface colour outlined in the muted one; terminals in the text colour, each point
  // ringed and each name haloed in the background colour.
  graphic('primary', ['surface'], 'covered states of the coverage map, against the states not covered');
  graphic('primary', ['background'], 'covered states of the coverage map, against the page');
  graphic('muted', ['surface'], 'outlines of the states not covered on the coverage map');
  text('text', ['background'], 'terminal names on the coverage map, over their halo');
  graphic('text', ['background'], 'terminal points on the coverage map, inside their ring');

  // The brand colour: buttons, the brand mark, the testimonials' initials.
  text('onPrimary', ['primary'], 'buttons, the brand mark, testimonial initials');
  text('onPrimary', ['primary'], "the floating call button's number", { opacity: 0.9 });
  text('onPrimary', ['primary'], 'hovered buttons', { brightness: HOVER_BRIGHTNESS });
  text('onPrimary', ['primary'], "the hovered floating call button's number", { opacity: 0.9, brightness: HOVER_BRIGHTNESS });

  // The dark colour, flat: footer, tooltips, notifications, the open menu.
  text('onDark', ['dark'], 'footer, tooltips, notifications, the open menu');
  text('onDark', ['dark'], 'footer headings and about text', { opacity: 0.85 });
  graphic('onDark', ['dark'], 'footer copy buttons and icons', { opacity: 0.85 });
  text('onDark', ['dark'], 'footer links and bottom line', { opacity: 0.9 });
  graphic('onDark', ['dark', ['onDark', COPY_HOVER_TINT]], 'hovered footer copy buttons');
  graphic('onDark', ['dark', ['white', COPY_HOVER_TINT]], "a hovered notification's close button");
  graphic('onDark', ['dark'], 'the focus ring on dark');

  // The dark colour with the brand colour's glow: hero, call-to-action banner, driver panel.
  const hero = ['dark', ['primary', HERO_GLOW]] as [Base, [Paint, number]];
  text('onDark', [...hero], 'hero headline and buttons, the header over the hero');
  text('onDark', [...hero], 'header links over the hero', { opacity: 0.9 });
  text('onDark', [...hero], 'hero subtitle', { opacity: 0.92 });
  text('onDark', [...hero, ['white', 0.08]], 'hero eyebrow');
  large('onDark', [...hero, ['white', 0.07]], 'hero stat figures');
  text('onDark', [...hero, ['white', 0.07]], 'hero stat labels', { opacity: 0.9 });
  text('onDark', [...hero, ['onDark', HOVER_TINT]], 'hovered secondary buttons in the hero');
  graphic('onDark', [...hero], 'the focus ring in the hero');
  const banner = ['dark', ['primary', BANNER_GLOW]] as [Base, [Paint, number]];
  text('onDark', [...banner], 'headings of the call-to-action banner and the driver panel');
  text('onDark', [...banner], 'text of the call-to-action banner and the driver panel', { opacity: 0.92 });
  text('onDark', [...banner], 'notes of the call-to-action banner and the driver panel', { opacity: 0.9 });
  text('onDark', [...banner, ['white', 0.06]], 'mailbox and phone of the call-to-action banner');
  graphic('onDark', [...banner, ['white', 0.06]], 'copy buttons of the call-to-action banner', { opacity: 0.85 });
  graphic('onDark', [...banner, ['white', 0.06], ['onDark', COPY_HOVER_TINT]], 'hovered copy buttons of the call-to-action banner');
  text('onDark', [...banner, ['onDark', HOVER_TINT]], 'hovered secondary buttons in banners');

  // The hero's photo under the scrim: the photo may be white or black anywhere.
  if (heroScrim !== undefined) photoPairs(text, large, heroScrim);

  // The scrolled header: the dark colour at 90% over whatever the page shows under it.
  text('onDark', ['page', ['dark', SCROLLED_HEADER]], 'the scrolled header');
  text('onDark', ['page', ['dark', SCROLLED_HEADER]], "the scrolled header's links", { opacity: 0.9 });
  return pairs;
}

function photoPairs(text: Add, large: Add, heroScrim: number) {
  const photo = ['photo', ['dark', heroScrim]] as [Base, [Paint, number]];
  text('onDark', [...photo], 'hero headline and buttons over a photo, the header over it');
  text('onDark', [...photo], 'header links over a hero photo', { opacity: 0.9 });
  text('onDark', [...photo], 'hero subtitle over a photo', { opacity: 0.92 });
  text('onDark', [...photo, ['white', 0.08]], 'hero eyebrow over a photo');
  large('onDark', [...photo, ['white', 0.07]], 'hero stat figures over a photo');
  text('onDark', [...photo, ['white', 0.07]], 'hero stat labels over a photo', { opacity: 0.9 });
  text('onDark', [...photo, ['onDark', HOVER_TINT]], 'hovered secondary buttons over a hero photo');
}

const rgb = converter('rgb');
const oklch = converter('oklch');
const WHITE = '#ffffff';
const BLACK = '#000000';

/** The colours of a pair as painted over one base colour: its foreground and its background. */
function painted(pair: Pair, colors: ThemeColors, base: string): { fg: Rgb; bg: Rgb } {
  const paint = (p: Paint) => (p === 'white' ? WHITE : colors[p]);
  const bg = blend([base, ...pair.layers.map((layer): Color => ({ ...rgb(paint(layer.paint))!, alpha: layer.alpha }))]);
  const fg = blend([bg, { ...rgb(colors[pair.fg])!, alpha: pair.opacity }]);
  if (!pair.brightness) return { fg, bg };
  const darken = filterBrightness(pair.brightness, 'rgb');
  return { fg: darken(fg), bg: darken(bg) };
}

/** The pair's contrast ratio, over its base at its worst when the base may be anything. */
function measure(pair: Pair, colors: ThemeColors): { ratio: number; base: string } {
  const bases = pair.base === 'photo' || pair.base === 'page' ? [WHITE, BLACK] : [pair.base === 'white' ? WHITE : colors[pair.base]];
  return bases
    .map((base) => {
      const { fg, bg } = painted(pair, colors, base);
      return { ratio: wcagContrast(fg, bg), base };
    })
    .reduce((worst, next) => (next.ratio < worst.ratio ? next : worst));
}

const passes = (pair: Pair, colors: ThemeColors) => measure(pair, colors).ratio >= NEEDS[pair.kind];

/**
 * The colour nearest to `colors[key]` that passes every one of `pairs`: the same OKLCH hue and
 * chroma (reduced where the lightness leaves no room for it in sRGB), the lightness searched
 * towards black and towards white, the closer of the two kept. Undefined if none passes.
 */
function nearestPassing(colors: ThemeColors, key: ColorKey, pairs: readonly Pair[]): string | undefined {
  const given = oklch(colors[key])!;
  const at = (l: number) => formatHex(clampChroma({ mode: 'oklch', l, c: given.c, h: given.h }, 'oklch'));
  const ok = (l: number) => pairs.every((pair) => passes(pair, { ...colors, [key]: at(l) }));
  const from = Math.min(1, Math.max(0, given.l));
  const STEPS = 100;
  let best: { l: number; distance: number } | undefined;
  for (const end of [0, 1]) {
    // The first passing step on the way to `end`, then the boundary found by halving.
    if (from === end) continue;
    const step = (i: number) => from + ((end - from) * i) / STEPS;
    const first = Array.from({ length: STEPS }, (_, i) => i + 1).find((i) => ok(step(i)));
    if (first === undefined) continue;
    let [failing, passing] = [step(first - 1), step(first)];
    for (let i = 0; i < 16; i++) {
      const middle: number = (failing + passing) / 2;
      if (ok(middle)) passing = middle;
      else failing = middle;
    }
    const distance = Math.abs(passing - given.l);
    if (!best || distance < best.distance) best = { l: passing, distance };
  }
  return best && at(best.l);
}

export interface ContrastProblem {
  path: (string | number)[];
  message: string;
}

const percent = (n: number) => `${Math.round(n * 100)}%`;
/** A ratio as WCAG reads it: never rounded up (4.499 does not pass 4.5), shown with two decimals. */
const ratioText = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
/** The colour keys a pair is drawn on, other than its own: what else could change. */
const backgroundKeys = (pair: Pair) =>
  [pair.base, ...pair.layers.map((l) => l.paint)].filter(
    (p): p is ColorKey => p !== pair.fg && p !== 'white' && p !== 'photo' && p !== 'page',
  );

function describe(pair: Pair, colors: ThemeColors, base: string): string {
  const name = (p: Paint) => (p === 'white' ? 'white' : p === pair.fg ? 'its own colour' : `${p} "${colors[p]}"`);
  const shade = base === WHITE ? 'white' : 'black';
  const under = pair.base === 'photo' ? `a ${shade} photo` : pair.base === 'page' ? `a ${shade} page` : name(pair.base);
  const background = [...pair.layers.map((l) => `${name(l.paint)} at ${percent(l.alpha)}`).reverse(), under].join(' over ');
  const fg = `${pair.fg} "${colors[pair.fg]}"${pair.opacity < 1 ? ` at ${percent(pair.opacity)} opacity` : ''}`;
  const filter = pair.brightness ? `, both at ${percent(pair.brightness)} brightness` : '';
  return `${fg} on ${background}${filter}`;
}

/** One foreground on one set of background colours that fails somewhere, and the fix suggested. */
export interface ContrastFinding {
  key: ColorKey;
  /** Every pair of this foreground on these background colours (several places, opacities, hover states). */
  group: Pair[];
  /** The failing ones, text first, then in the order of the list: the first is the one the message shows. */
  failing: Pair[];
  /** The nearest colour of the same hue that passes every pair of `key` ('everywhere') or of the group ('here'). */
  suggestion?: { color: string; passes: 'everywhere' | 'here' };
  message: string;
}

/**
 * Every foreground/background pair that fails its minimum. The pairs of one foreground on the
 * same background colours are reported once: the first failing one, naming the other places
 * that fail too. The suggested colour is the nearest of the same hue that passes every pair
 * the key is drawn in, else every pair of this background; the message says when none does.
 */
export function contrastFindings(theme: SiteConfig['theme'], { heroPhoto }: { heroPhoto: boolean }): ContrastFinding[] {
  const { colors, heroScrim } = createTheme(theme);
  const pairs = drawnPairs(heroPhoto ? heroScrim : undefined);
  const groups = new Map<string, Pair[]>();
  for (const pair of pairs) {
    const id = [pair.fg, ...new Set(backgroundKeys(pair)), pair.base === 'photo' || pair.base === 'page' ? pair.base : ''].join(' ');
    groups.set(id, [...(groups.get(id) ?? []), pair]);
  }
  const everywhere = new Map<ColorKey, string | undefined>();
  const nearestEverywhere = (key: ColorKey) => {
    if (!everywhere.has(key))
      everywhere.set(
        key,
        nearestPassing(
          colors,
          key,
          pairs.filter((p) => p.fg === key),
        ),
      );
    return everywhere.get(key);
  };
  const findings: ContrastFinding[] = [];
  for (const group of groups.values()) {
    // Text first (its minimum is the higher), then in the order of the list.
    const failing = group.filter((pair) => !passes(pair, colors)).sort((a, b) => NEEDS[b.kind] - NEEDS[a.kind]);
    const [pair] = failing;
    if (!pair) continue;
    const key = pair.fg;
    const { ratio, base } = measure(pair, colors);
    const all = nearestEverywhere(key);
    const here = all ? undefined : nearestPassing(colors, key, group);
    const suggestion = all
      ? ({ color: all, passes: 'everywhere' } as const)
      : here
        ? ({ color: here, passes: 'here' } as const)
        : undefined;
    const other = [...new Set(backgroundKeys(pair))].join(' or ');
    const orChange = other ? `, or change ${other}` : '';
    const direction = (hex: string) => (oklch(hex)!.l < oklch(colors[key])!.l ? 'darker' : 'lighter');
    const advice = !suggestion
      ? `No ${key} of this hue passes here at any lightness${other ? `: change ${other}` : ''}`
      : suggestion.passes === 'everywhere'
        ? `Nearest that passes: ${key} "${suggestion.color}" (same hue, ${direction(suggestion.color)})${orChange}`
        : `Nearest that passes here: ${key} "${suggestion.color}" (same hue, ${direction(suggestion.color)}; no ${key} of this hue passes everywhere it is drawn)${orChange}`;
    const others = [...new Set(failing.slice(1).map((f) => f.where))].filter((w) => w !== pair.where);
    // A few places by name, the rest counted: the message stays one readable line.
    const named = others.length > 3 ? [...others.slice(0, 2), `and ${others.length - 2} more places`] : others;
    const where = named.length ? `${pair.where}; also failing: ${named.join('; ')}` : pair.where;
    findings.push({
      key,
      group,
      failing,
      suggestion,
      message: `${describe(pair, colors, base)} (${where}) has contrast ${ratioText(ratio)}; ${pair.kind} needs ${NEEDS[pair.kind]}:1. ${advice}`,
    });
  }
  return findings;
}

/** The contrast problems of a theme, each at its foreground's key (`theme.colors.onPrimary`). */
export function contrastProblems(theme: SiteConfig['theme'], drawn: { heroPhoto: boolean }): ContrastProblem[] {
  return contrastFindings(theme, drawn).map(({ key, message }) => ({ path: ['theme', 'colors', key], message }));
}

/** The contrast problems of a loaded config: the pairs over the hero's photo count when a hero has one. */
export const siteContrastProblems = (config: SiteConfig) =>
  contrastProblems(config.theme, {
    heroPhoto: config.routes.some((route) => route.sections.some((section) => section.type === 'hero' && section.image !== undefined)),
  });

/** For tests: the pairs checked, one pair's ratio with given colours, and whether it passes. */
export const contrastInternals = { drawnPairs, measure, passes };
