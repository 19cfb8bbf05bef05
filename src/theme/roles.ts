/**
 * The colour roles of the site: what each colour a component draws is for, and every ground it
 * is drawn on with the contrast it must keep there (WCAG 2.2: 1.4.3 text 4.5:1, large text 3:1;
 * 1.4.11 icons and focus rings 3:1). Components read the roles (theme.colors.<role>), never a
 * colour of their own; src/theme/palette.ts derives the roles from the carrier's brand colours so
 * that every pair below passes; the contrast rule of `npm run check` (src/config/rules/contrast.ts)
 * checks this same table. A component that draws a role on a new ground adds the ground here.
 *
 * This file holds names and numbers only: the browser imports its types, never the colour maths.
 */

/** Colours the carrier gives (theme.colors), used exactly as given: fills, grounds and body text. */
export const BRAND_COLOURS = ['primary', 'accent', 'background', 'surface', 'text', 'muted', 'dark', 'onDark'] as const;

/**
 * Colours the engine derives from the brand colours. A carrier may pin any of them in
 * theme.colors; only a pinned one that cannot meet its pairs is an error.
 */
export const DERIVED_COLOURS = ['onPrimary', 'primaryHover', 'link', 'linkOnDark', 'highlight', 'glow', 'onDarkSoft'] as const;

/** Layers mixed from the colours above: grounds, glows, scrims and decoration. Never pinned. */
export const LAYERS = [
  'iconTile',
  'notice',
  'quoteMark',
  'borderHover',
  'divider',
  'border',
  'tileOnDark',
  'lineOnDark',
  'heroGlow',
  'heroGlowSoft',
  'bannerGlow',
  'scrim',
  'headerScrim',
] as const;

export type BrandColour = (typeof BRAND_COLOURS)[number];
export type DerivedColour = (typeof DERIVED_COLOURS)[number];
export type Layer = (typeof LAYERS)[number];
export type RoleName = BrandColour | DerivedColour | Layer;

/** The roles as the browser gets them: CSS colours, `#rrggbb` or `rgb(r g b / a)`. */
export type RoleColours = Record<RoleName, string>;

/** What each derived colour and layer is for, as `npm run check` and the palette preview say it. */
export const ROLE_JOBS: Record<DerivedColour | Layer, string> = {
  onPrimary: 'text and icons on the brand colour (buttons, the brand mark, testimonial initials)',
  primaryHover: 'the fill of a hovered or pressed button: the brand colour moved away from its text',
  link: 'the brand hue on light grounds: links, stat figures, icons, the covered states of the map, the focus ring',
  linkOnDark: 'the brand hue on dark grounds: the focus ring in the hero, the banners, the footer and the menu',
  highlight: 'the accent where it carries meaning: rating stars',
  glow: 'the brand glow behind the hero and the banners',
  onDarkSoft: 'secondary text on dark grounds: the hero subtitle and stat labels, banner texts, footer links',
  iconTile: 'the tile behind the icons of the service and benefit cards',
  notice: 'the ground of a closed posting notice',
  quoteMark: 'the quote mark of the testimonials (decoration)',
  borderHover: 'the border of a hovered card (decoration)',
  divider: 'the rule under section headings (decoration)',
  border: 'the outline of cards and tiles on light grounds (decoration)',
  tileOnDark: 'the light veil of tiles on dark grounds (hero stats, eyebrow, banner contacts)',
  lineOnDark: 'borders and separators on dark grounds (decoration)',
  heroGlow: 'the glow at the top of the hero',
  heroGlowSoft: 'the glow at the bottom of the hero',
  bannerGlow: 'the glow of the call-to-action banner and the driver panel',
  scrim: 'the veil of the dark colour over the hero photo',
  headerScrim: 'the veil of the dark colour behind the scrolled header',
};

/**
 * The strengths of the layers as designed: a layer keeps its strength where the pairs drawn on
 * it pass, and the derivation changes it only as far as they need (a scrim grows, a veil fades).
 */
export const STRENGTH = {
  iconTile: 0.11,
  notice: 0.12,
  quoteMark: 0.25,
  borderHover: 0.35,
  divider: 0.2,
  border: 0.1,
  tileOnDark: 0.07,
  lineOnDark: 0.16,
  heroGlow: 0.5,
  heroGlowSoft: 0.28,
  bannerGlow: 0.55,
  scrim: 0.7,
  headerScrim: 0.9,
  /** onDarkSoft as designed: the dark text colour at this opacity over the dark colour. */
  onDarkSoft: 0.88,
  /** primaryHover: the OKLCH lightness a hovered button's fill moves away from its text. */
  primaryHover: 0.07,
} as const;

export type Kind = 'text' | 'large text' | 'non-text';
export const MINIMUM: Record<Kind, number> = { text: 4.5, 'large text': 3, 'non-text': 3 };

/**
 * What a role is drawn on: layers bottom first. `any` is a photo or the page scrolled under the
 * header, which may be any colour: the ground is checked over white and over black.
 */
export const GROUNDS = {
  background: ['background'],
  surface: ['surface'],
  iconTile: ['background', 'iconTile'],
  notice: ['background', 'notice'],
  primary: ['primary'],
  primaryHover: ['primaryHover'],
  dark: ['dark'],
  hero: ['dark', 'heroGlow'],
  heroTile: ['dark', 'heroGlow', 'tileOnDark'],
  banner: ['dark', 'bannerGlow'],
  bannerTile: ['dark', 'bannerGlow', 'tileOnDark'],
  photo: ['any', 'scrim'],
  photoTile: ['any', 'scrim', 'tileOnDark'],
  header: ['any', 'headerScrim'],
} as const satisfies Record<string, readonly [RoleName | 'any', ...RoleName[]]>;
export type Ground = keyof typeof GROUNDS;

/** Each ground in words, for `npm run check` and the palette preview. */
export const GROUND_NAMES: Record<Ground, string> = {
  background: 'the page background',
  surface: 'the surface colour',
  iconTile: 'the icon tiles',
  notice: 'the closed-posting notice',
  primary: 'the brand colour',
  primaryHover: 'a hovered button',
  dark: 'the dark colour',
  hero: "the hero's glow",
  heroTile: "the hero's tiles",
  banner: "the banners' glow",
  bannerTile: "the banners' tiles",
  photo: 'the hero photo under its scrim',
  photoTile: "the hero's tiles over its photo",
  header: 'the scrolled header',
};

/** The light grounds of sections, cards and pages. */
export const LIGHT: Ground[] = ['background', 'surface'];
/** The dark grounds: footer, menu, tooltips, notifications (flat); hero and banners (with the glow and their tiles). */
export const DARK: Ground[] = ['dark', 'hero', 'heroTile', 'banner', 'bannerTile'];
/** The hero over its photo: drawn only when a hero has one. */
export const PHOTO: Ground[] = ['photo', 'photoTile'];

export interface Pair {
  fg: BrandColour | DerivedColour;
  on: Ground[];
  kind: Kind;
  where: string;
}

/** Every colour drawn as text or as a meaningful graphic, on every ground it is drawn on. */
export const PAIRS: readonly Pair[] = [
  { fg: 'text', on: [...LIGHT, 'notice'], kind: 'text', where: 'body text, headings, cards, policies, the header over a light page top' },
  { fg: 'muted', on: LIGHT, kind: 'text', where: 'card texts, section intros, stat labels, dates, labels of facts and details' },
  { fg: 'link', on: LIGHT, kind: 'text', where: 'links of the policies, postings and company tiles, stat figures, the focus ring' },
  { fg: 'link', on: ['iconTile'], kind: 'non-text', where: 'icons of the service and benefit cards' },
  { fg: 'highlight', on: ['background'], kind: 'non-text', where: 'rating stars, on the testimonial cards' },
  { fg: 'onPrimary', on: ['primary', 'primaryHover'], kind: 'text', where: 'buttons (and hovered), the brand mark, testimonial initials' },
  {
    fg: 'onDark',
    on: [...DARK, 'header'],
    kind: 'text',
    where: 'hero, banners, footer, menu, tooltips, notifications, the scrolled header',
  },
  { fg: 'onDark', on: PHOTO, kind: 'text', where: 'the hero over its photo' },
  { fg: 'onDarkSoft', on: DARK, kind: 'text', where: 'hero subtitle and stat labels, banner texts and notes, footer links and texts' },
  { fg: 'onDarkSoft', on: PHOTO, kind: 'text', where: 'hero subtitle and stat labels over the photo' },
  { fg: 'linkOnDark', on: [...DARK, 'header'], kind: 'text', where: 'the focus ring on dark grounds' },
  { fg: 'linkOnDark', on: PHOTO, kind: 'text', where: 'the focus ring in the hero over its photo' },
];
