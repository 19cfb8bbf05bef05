import { blend, clampChroma, converter, formatHex, wcagLuminance, type Rgb } from 'culori';
import type { SiteConfig } from '../../schema/index.ts';
import {
  BRAND_COLOURS,
  DARK,
  GROUNDS,
  MINIMUM,
  PAIRS,
  PHOTO,
  STRENGTH,
  type DerivedColour,
  type Ground,
  type Pair,
  type RoleColours,
  type RoleName,
} from './roles.ts';

/**
 * The colour roles derived from the carrier's colours (src/theme/roles.ts says what each is
 * for and where it is drawn). The anchors: Material's tonal palettes (a role is the brand's hue
 * at the tone its grounds need) and Leonardo's contrast-targeted colours (a role is the shade
 * nearest the brand colour that meets its target ratio on each of its grounds). Concretely:
 * - the brand colours are kept exactly as given (the buttons are filled with the carrier's hex);
 * - a derived colour is the brand colour itself where it passes, else the nearest shade of its
 *   hue (OKLCH lightness, chroma reduced only where sRGB has no room) that passes everywhere
 *   it is drawn; the text on the brand colour is white or dark, whichever passes;
 * - a layer keeps its designed strength (roles.ts STRENGTH) unless the text on it needs more
 *   (a scrim grows) or less (a veil fades).
 * Node only: the browser receives the derived colours as CSS (virtual:site/shell).
 */

type ThemeColours = SiteConfig['theme']['colors'];
/** One role's paint: an opaque `#rrggbb`, or a colour laid over what is under it at `alpha`. */
export interface Paint {
  hex: string;
  alpha: number;
}
export type Palette = Record<RoleName, Paint>;

/** How one role was derived: its designed value, the one chosen, and whether the carrier pinned it. */
export interface Derivation {
  role: DerivedColour | 'scrim' | 'headerScrim' | 'tileOnDark' | 'notice';
  designed: Paint;
  chosen: Paint;
  pinned: boolean;
}

const toRgb = converter('rgb');
const oklch = converter('oklch');
/** Parsed once: the derivation measures the same few colours thousands of times. */
const parsed = new Map<string, Rgb>();
const rgb = (hex: string): Rgb => {
  let colour = parsed.get(hex);
  if (!colour) parsed.set(hex, (colour = toRgb(hex)!));
  return colour;
};
/** WCAG 2.2 contrast ratio of two colours (culori's relative luminance). */
export const contrast = (a: string | Rgb, b: string | Rgb) => {
  const [la, lb] = [a, b].map((c) => wcagLuminance(typeof c === 'string' ? rgb(c) : c));
  return (Math.max(la!, lb!) + 0.05) / (Math.min(la!, lb!) + 0.05);
};
const WHITE = '#ffffff';
const BLACK = '#000000';
const solid = (hex: string): Paint => ({ hex, alpha: 1 });

/** A ground as painted, over one colour for `any` (the caller tries white and black). */
function paintGround(palette: Palette, ground: Ground, under: string): Rgb {
  const [base, ...layers] = GROUNDS[ground];
  const bottom = base === 'any' ? under : palette[base].hex;
  return blend([rgb(bottom), ...layers.map((layer) => ({ ...rgb(palette[layer].hex), alpha: palette[layer].alpha }))]);
}

/** The ratio of `fg` on a ground, at its worst where the ground may be any colour. */
export function ratioOn(palette: Palette, fg: string, ground: Ground): { ratio: number; under?: string } {
  const unders = GROUNDS[ground][0] === 'any' ? [WHITE, BLACK] : [undefined];
  return unders
    .map((under) => ({ ratio: contrast(fg, paintGround(palette, ground, under ?? WHITE)), under }))
    .reduce((worst, next) => (next.ratio < worst.ratio ? next : worst));
}

/** The grounds a pair is checked on: those over the hero's photo only when a hero has one. */
export const groundsOf = (pair: Pair, heroPhoto: boolean) => pair.on.filter((ground) => heroPhoto || !PHOTO.includes(ground));

/** Whether `fg` in the role of `role` passes every pair of that role, on the palette's grounds. */
function passesAll(palette: Palette, role: Pair['fg'], fg: string, heroPhoto: boolean): boolean {
  return PAIRS.filter((pair) => pair.fg === role).every((pair) =>
    groundsOf(pair, heroPhoto).every((ground) => ratioOn(palette, fg, ground).ratio >= MINIMUM[pair.kind]),
  );
}

/** `hex` at OKLCH lightness `l`, the same hue, its chroma reduced only as far as sRGB requires. */
function atLightness(hex: string, l: number): string {
  const { c, h } = oklch(rgb(hex));
  return formatHex(clampChroma({ mode: 'oklch', l, c, h }, 'oklch'));
}

/**
 * The shade of `hex` nearest in lightness that `ok` accepts: `hex` itself when it passes, else
 * the first passing step towards black and towards white, sharpened by halving, the closer of
 * the two kept. Undefined when no lightness of the hue passes.
 */
export function nearestShade(hex: string, ok: (candidate: string) => boolean): string | undefined {
  if (ok(hex)) return hex;
  const from = Math.min(1, Math.max(0, oklch(rgb(hex)).l));
  const STEPS = 32;
  let best: { l: number; distance: number } | undefined;
  for (const end of [0, 1]) {
    if (from === end) continue;
    const step = (i: number) => from + ((end - from) * i) / STEPS;
    const first = Array.from({ length: STEPS }, (_, i) => i + 1).find((i) => ok(atLightness(hex, step(i))));
    if (first === undefined) continue;
    let [failing, passing] = [step(first - 1), step(first)];
    for (let i = 0; i < 12; i++) {
      const middle = (failing + passing) / 2;
      if (ok(atLightness(hex, middle))) passing = middle;
      else failing = middle;
    }
    const distance = Math.abs(passing - from);
    if (!best || distance < best.distance) best = { l: passing, distance };
  }
  return best && atLightness(hex, best.l);
}

/** `over` with `hex` laid on it at `alpha`, as one opaque colour. */
const mix = (hex: string, alpha: number, over: string) => formatHex(blend([rgb(over), { ...rgb(hex), alpha }]));

/**
 * The strength nearest `designed`, within [from, to] (either order: towards `to` is the way
 * the pairs get easier), at which `ok` passes; `to` when none does short of it.
 */
function strength(designed: number, to: number, ok: (alpha: number) => boolean): number {
  if (ok(designed)) return designed;
  if (!ok(to)) return to;
  let [failing, passing] = [designed, to];
  for (let i = 0; i < 16; i++) {
    const middle = (failing + passing) / 2;
    if (ok(middle)) passing = middle;
    else failing = middle;
  }
  // Three decimals, rounded towards `to`: the way that keeps it passing.
  return (to > designed ? Math.ceil : Math.floor)(passing * 1000) / 1000;
}

export interface DerivedPalette {
  palette: Palette;
  derivations: Derivation[];
}

/**
 * Every role from the carrier's colours. `heroPhoto`: whether a hero shows a photo (the scrim
 * is then sized for the text over it). Pinned colours (theme.colors.link, …) are kept as given.
 */
export function derivePalette(colours: ThemeColours, { heroPhoto }: { heroPhoto: boolean }): DerivedPalette {
  const palette = {} as Palette;
  for (const key of BRAND_COLOURS) palette[key] = solid(colours[key].toLowerCase());
  const derivations: Derivation[] = [];
  const pinnedOf = (role: DerivedColour) => colours[role]?.toLowerCase();
  const derive = (role: DerivedColour, designed: string, choose: () => string) => {
    const pinned = pinnedOf(role);
    const chosen = pinned ?? choose();
    palette[role] = solid(chosen);
    derivations.push({ role, designed: solid(designed), chosen: solid(chosen), pinned: pinned !== undefined });
  };
  const layer = (role: Derivation['role'] & RoleName, designed: Paint, chosen: Paint) => {
    palette[role] = chosen;
    derivations.push({ role: role, designed, chosen, pinned: false });
  };
  const { primary, accent, background, text, dark, onDark } = colours;

  // Decoration and the light grounds mixed from the brand colours.
  palette.iconTile = { hex: primary, alpha: STRENGTH.iconTile };
  palette.quoteMark = solid(mix(primary, STRENGTH.quoteMark, background));
  palette.borderHover = solid(mix(primary, STRENGTH.borderHover, background));
  palette.divider = solid(mix(text, STRENGTH.divider, background));
  palette.border = solid(mix(text, STRENGTH.border, background));
  palette.lineOnDark = { hex: WHITE, alpha: STRENGTH.lineOnDark };
  palette.heroGlowSoft = { hex: primary, alpha: STRENGTH.heroGlowSoft };
  const noticeAt = (alpha: number): Paint => ({ hex: accent, alpha });
  layer(
    'notice',
    noticeAt(STRENGTH.notice),
    noticeAt(strength(STRENGTH.notice, 0, (a) => passesAll({ ...palette, notice: noticeAt(a) }, 'text', text, heroPhoto))),
  );

  // The text on the brand colour: white where it passes, else the body text, else black.
  const onPrimaryOk = (fg: string) => contrast(fg, primary) >= MINIMUM.text;
  derive('onPrimary', WHITE, () => [WHITE, text, BLACK].find(onPrimaryOk) ?? BLACK);
  // A hovered fill moves away from its text: a little darker under light text, lighter under dark.
  const onPrimary = palette.onPrimary.hex;
  const away = oklch(rgb(onPrimary)).l > oklch(rgb(primary)).l ? -1 : 1;
  const hover = atLightness(primary, Math.min(1, Math.max(0, oklch(rgb(primary)).l + away * STRENGTH.primaryHover)));
  const keeps = contrast(onPrimary, hover) >= contrast(onPrimary, primary);
  derive('primaryHover', hover, () => (keeps ? hover : primary));

  derive('link', primary, () => nearestShade(primary, (c) => passesAll(palette, 'link', c, heroPhoto)) ?? text);
  derive('highlight', accent, () => nearestShade(accent, (c) => passesAll(palette, 'highlight', c, heroPhoto)) ?? text);

  // The dark grounds: the tiles' light veil fades only if the light text needs it; then the
  // glow takes the shade of the brand hue nearest the brand colour under which that text passes.
  const veil = (alpha: number): Paint => ({ hex: WHITE, alpha });
  const onDarkPasses = (p: Palette, grounds: Ground[]) => grounds.every((g) => ratioOn(p, onDark, g).ratio >= MINIMUM.text);
  const glowLayers = (glow: string) => ({
    heroGlow: { hex: glow, alpha: STRENGTH.heroGlow },
    bannerGlow: { hex: glow, alpha: STRENGTH.bannerGlow },
  });
  Object.assign(palette, glowLayers(dark));
  layer(
    'tileOnDark',
    veil(STRENGTH.tileOnDark),
    veil(strength(STRENGTH.tileOnDark, 0, (a) => onDarkPasses({ ...palette, tileOnDark: veil(a) }, DARK))),
  );
  derive('glow', primary, () => nearestShade(primary, (c) => onDarkPasses({ ...palette, ...glowLayers(c) }, DARK)) ?? dark);
  Object.assign(palette, glowLayers(palette.glow.hex));

  // Secondary text on dark: the light text a little softened, as little as its grounds allow.
  const softAt = (alpha: number) => mix(onDark, alpha, dark);
  const designedSoft = softAt(STRENGTH.onDarkSoft);
  derive('onDarkSoft', designedSoft, () =>
    softAt(strength(STRENGTH.onDarkSoft, 1, (a) => DARK.every((g) => ratioOn(palette, softAt(a), g).ratio >= MINIMUM.text))),
  );

  // Scrims: as strong as the text over them needs, over a white photo or page as over a black one.
  const scrimAt = (alpha: number): Paint => ({ hex: dark, alpha });
  const photoText = (p: Palette) =>
    [onDark, palette.onDarkSoft.hex].every((fg) => PHOTO.every((g) => ratioOn(p, fg, g).ratio >= MINIMUM.text));
  const scrim = heroPhoto ? strength(STRENGTH.scrim, 1, (a) => photoText({ ...palette, scrim: scrimAt(a) })) : STRENGTH.scrim;
  layer('scrim', scrimAt(STRENGTH.scrim), scrimAt(scrim));
  layer(
    'headerScrim',
    scrimAt(STRENGTH.headerScrim),
    scrimAt(strength(STRENGTH.headerScrim, 1, (a) => onDarkPasses({ ...palette, headerScrim: scrimAt(a) }, ['header']))),
  );

  derive('linkOnDark', primary, () => nearestShade(primary, (c) => passesAll(palette, 'linkOnDark', c, heroPhoto)) ?? onDark);
  return { palette, derivations };
}

/** The palette as CSS colours, as components read them (theme.colors). */
export function paletteCss(palette: Palette): RoleColours {
  const css = (paint: Paint) => {
    if (paint.alpha >= 1) return paint.hex;
    const { r, g, b } = rgb(paint.hex);
    return `rgb(${[r, g, b].map((v) => Math.round(v * 255)).join(' ')} / ${paint.alpha})`;
  };
  return Object.fromEntries(Object.entries(palette).map(([role, paint]) => [role, css(paint)])) as RoleColours;
}

/** Whether a hero of the site shows a photo: the text over it then needs the scrim. */
export const heroHasPhoto = (config: Pick<SiteConfig, 'routes'>) =>
  config.routes.some((route) => route.sections.some((section) => section.type === 'hero' && section.image !== undefined));

/** The derived palette of a validated config. */
export const sitePalette = (config: Pick<SiteConfig, 'routes' | 'theme'>) =>
  derivePalette(config.theme.colors, { heroPhoto: heroHasPhoto(config) });

/** The colour roles of a validated config as CSS, as the shell and the build's drawings use them. */
export const siteRoleColours = (config: Pick<SiteConfig, 'routes' | 'theme'>) => paletteCss(sitePalette(config).palette);
