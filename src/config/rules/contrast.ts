import { converter } from 'culori';
import type { SiteConfig } from '../../../schema/index.ts';
import type { Found } from '../problem.ts';
import { derivePalette, groundsOf, heroHasPhoto, nearestShade, ratioOn, type Derivation, type Palette } from '../../theme/palette.ts';
import {
  DERIVED_COLOURS,
  GROUNDS,
  MINIMUM,
  PAIRS,
  ROLE_JOBS,
  type BrandColour,
  type DerivedColour,
  GROUND_NAMES,
  type Ground,
  type Pair,
} from '../../theme/roles.ts';

/**
 * The contrast rule of `npm run check`: every pair of src/theme/roles.ts, with the colours the
 * components draw (src/theme/palette.ts derives them), meets its WCAG 2.2 minimum. What the
 * engine derives passes by construction; what fails is what only the carrier decided: a brand
 * colour drawn as text (text, muted, onDark on their grounds) or a role it pinned. Each failure
 * is located at that colour's key, with its ratio and the nearest colour of its hue that passes
 * once applied, the rest re-derived, without making another pair fail.
 */

type ThemeColours = SiteConfig['theme']['colors'];
type ColourKey = keyof ThemeColours;
const oklch = converter('oklch');

interface Failure {
  pair: Pair;
  ground: Ground;
  ratio: number;
  under?: string;
}

/** Every pair that fails on the derived palette. */
function failures(colours: ThemeColours, heroPhoto: boolean): { palette: Palette; failed: Failure[] } {
  const { palette } = derivePalette(colours, { heroPhoto });
  const failed: Failure[] = [];
  for (const pair of PAIRS)
    for (const ground of groundsOf(pair, heroPhoto)) {
      const { ratio, under } = ratioOn(palette, palette[pair.fg].hex, ground);
      if (ratio < MINIMUM[pair.kind]) failed.push({ pair, ground, ratio, under });
    }
  return { palette, failed };
}

/** Grounds painted with a derived colour: a failure on one is that colour's when the carrier pinned it. */
const PAINTED_WITH: Partial<Record<Ground, DerivedColour>> = {
  primaryHover: 'primaryHover',
  hero: 'glow',
  heroTile: 'glow',
  banner: 'glow',
  bannerTile: 'glow',
};

/**
 * The colour a failure is the carrier's to change: a pinned colour the ground is painted with,
 * else its foreground when given or pinned, else the ground's own colour.
 */
function owner(failure: Failure, colours: ThemeColours): ColourKey {
  const fg = failure.pair.fg;
  const painter = PAINTED_WITH[failure.ground];
  if (painter && colours[painter] !== undefined) return painter;
  if (!(DERIVED_COLOURS as readonly string[]).includes(fg) || colours[fg] !== undefined) return fg;
  const [base] = GROUNDS[failure.ground];
  return base === 'any' ? 'dark' : base;
}

/** The brand colour each derived role comes from: where `npm run check` says what was derived. */
const SOURCE: Record<Derivation['role'], BrandColour> = {
  onPrimary: 'primary',
  primaryHover: 'primary',
  link: 'primary',
  linkOnDark: 'primary',
  glow: 'primary',
  highlight: 'accent',
  notice: 'accent',
  onDarkSoft: 'onDark',
  tileOnDark: 'onDark',
  scrim: 'dark',
  headerScrim: 'dark',
};

/** A failure of a derived colour the engine found no shade for: the ground's own colour leaves it no room. */
const isDerivedOnly = (f: Failure, colours: ThemeColours) => {
  const key = owner(f, colours);
  return key !== f.pair.fg && key !== PAINTED_WITH[f.ground];
};

const id = (f: Failure) => `${f.pair.fg} ${f.ground}`;

/** A ratio as WCAG reads it: never rounded up (4.499 does not pass 4.5), shown with two decimals. */
export const ratioText = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
const percent = (n: number) => `${Math.round(n * 100)}%`;

/** A ground in words, with the colours it is painted from. */
function groundText(ground: Ground, palette: Palette, under?: string): string {
  const [base, ...layers] = GROUNDS[ground];
  const bottom =
    base === 'any'
      ? `a ${under === '#000000' ? 'black' : 'white'} ${ground === 'header' ? 'page' : 'photo'}`
      : `${base} "${palette[base].hex}"`;
  return [...layers.map((layer) => `${layer} "${palette[layer].hex}" at ${percent(palette[layer].alpha)}`).reverse(), bottom].join(
    ' over ',
  );
}

export interface ContrastFinding {
  key: ColourKey;
  message: string;
  /** The nearest colour of the key's hue that passes everywhere once applied; none when no lightness does. */
  suggestion?: string;
}

/**
 * The contrast failures of a theme, one per colour the carrier must change, each with the
 * first failing pair in words and the places that fail too.
 */
export function contrastFindings(colours: ThemeColours, { heroPhoto }: { heroPhoto: boolean }): ContrastFinding[] {
  const { palette, failed: all } = failures(colours, heroPhoto);
  // A derived colour fails only where a colour the carrier gave leaves it no room: while such a
  // given colour fails too, fixing that one comes first (its suggestion fixes both).
  const given = all.filter((f) => !isDerivedOnly(f, colours));
  const failed = given.length ? given : all;
  const byKey = new Map<ColourKey, Failure[]>();
  for (const failure of failed) byKey.set(owner(failure, colours), [...(byKey.get(owner(failure, colours)) ?? []), failure]);
  return [...byKey].map(([key, own]) => {
    const [first] = own.sort((a, b) => MINIMUM[b.pair.kind] - MINIMUM[a.pair.kind]);
    const { pair, ground, ratio, under } = first!;
    const others = [...new Set(own.slice(1).map((f) => f.ground))].filter((g) => g !== ground);
    const named = others.map((g) => GROUND_NAMES[g]);
    const also = named.length
      ? `; also failing on ${named.length > 3 ? `${named.slice(0, 2).join(', ')} and ${named.length - 2} more grounds` : named.join(', ')}`
      : '';
    const fgText = `${pair.fg} "${palette[pair.fg].hex}"${isDerivedOnly(first!, colours) ? ` (derived from ${SOURCE[pair.fg as DerivedColour]})` : ''}`;
    const head = `${fgText} on ${groundText(ground, palette, under)} (${pair.where}${also}) has contrast ${ratioText(ratio)}; ${pair.kind} needs ${MINIMUM[pair.kind]}:1.`;
    if (isDerivedOnly(first!, colours))
      return {
        key,
        message: `${head} No shade of its hue passes on this ${key}: change ${key}, or pin ${pair.fg} to a colour that passes`,
      };
    const suggestion = suggest(colours, key, heroPhoto, failed);
    const pinnedRole = (DERIVED_COLOURS as readonly string[]).includes(key);
    const leaveOut = pinnedRole ? `, or leave ${key} out and the engine derives one that passes` : '';
    const advice = suggestion
      ? `Nearest that passes: ${key} "${suggestion}" (same hue, ${oklch(suggestion)!.l < oklch(colours[key])!.l ? 'darker' : 'lighter'})${leaveOut}`
      : `No ${key} of this hue passes here at any lightness${leaveOut || ': choose another colour'}`;
    return { key, message: `${head} ${advice}`, suggestion };
  });
}

/**
 * The colour of `key`'s hue nearest its own that, once applied and the palette re-derived,
 * fails none of the key's pairs and no pair that passed before.
 */
function suggest(colours: ThemeColours, key: ColourKey, heroPhoto: boolean, before: Failure[]): string | undefined {
  const tolerated = new Set(before.filter((f) => owner(f, colours) !== key).map(id));
  return nearestShade(colours[key]!, (candidate) => {
    const trial = { ...colours, [key]: candidate };
    return failures(trial, heroPhoto).failed.every((f) => tolerated.has(id(f)) && owner(f, trial) !== key);
  });
}

/** The contrast problems of a loaded config, each at its colour's key (`theme.colors.muted`). */
export const siteContrastProblems = (config: SiteConfig): Found[] =>
  contrastFindings(config.theme.colors, { heroPhoto: heroHasPhoto(config) }).map(({ key, message }) => ({
    path: ['theme', 'colors', key],
    message,
  }));

/** The worst ratio of a role's pairs, drawn in `hex` on the palette's grounds. */
function worstOf(palette: Palette, role: DerivedColour, hex: string, heroPhoto: boolean): { ratio: number; ground: Ground } | undefined {
  return PAIRS.filter((pair) => pair.fg === role)
    .flatMap((pair) => groundsOf(pair, heroPhoto).map((ground) => ({ ratio: ratioOn(palette, hex, ground).ratio, ground })))
    .reduce<{ ratio: number; ground: Ground } | undefined>((worst, next) => (!worst || next.ratio < worst.ratio ? next : worst), undefined);
}

/**
 * One line per role whose colour or strength the engine changed from its design to meet its
 * pairs (the brand colour was too light for links on white, the scrim too thin for a white
 * photo…), at the brand colour it comes from, so nothing changes silently.
 */
export function derivedRoleNotes(config: SiteConfig): Found[] {
  const heroPhoto = heroHasPhoto(config);
  const { palette, derivations } = derivePalette(config.theme.colors, { heroPhoto });
  return derivations
    .filter((d) => !d.pinned && (d.chosen.hex !== d.designed.hex || d.chosen.alpha !== d.designed.alpha))
    .filter((d) => d.role !== 'primaryHover')
    .map((d) => {
      const path = ['theme', 'colors', SOURCE[d.role]];
      const job = ROLE_JOBS[d.role];
      if (d.chosen.alpha < 1 || d.designed.alpha < 1)
        return { path, message: `derived: ${d.role} at ${percent(d.chosen.alpha)} instead of ${percent(d.designed.alpha)}, for ${job}` };
      const role = d.role as DerivedColour;
      const now = worstOf(palette, role, d.chosen.hex, heroPhoto);
      const was = worstOf(palette, role, d.designed.hex, heroPhoto);
      const ratios =
        now && was
          ? ` (${ratioText(now.ratio)} on ${GROUND_NAMES[now.ground]}, where "${d.designed.hex}" has ${ratioText(was.ratio)})`
          : ` (instead of "${d.designed.hex}", so that the light text over it keeps ${MINIMUM.text}:1)`;
      return { path, message: `derived: ${d.role} "${d.chosen.hex}"${ratios}, for ${job}. Pin theme.colors.${d.role} to choose another` };
    });
}
