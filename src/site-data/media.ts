/**
 * What the browser gets of the carrier's images: the files the build wrote for each one
 * (src/media/), by the path the config names it with. A component draws an image of the
 * config through src/ui/Picture.tsx, which looks it up here.
 */

/** One image as a component draws it: modern formats at several widths, and a fallback. */
export interface Picture {
  /** The fallback file at its largest width (JPEG or PNG; an SVG is served as itself). */
  src: string;
  /** The fallback format at every width ("… 640w, … 960w"); absent for an SVG. */
  srcset?: string;
  /** AVIF, then WebP, each at every width: the browser takes the first type it can show. */
  sources: { type: string; srcset: string }[];
  /** Intrinsic size of the largest file, for the width/height attributes (the space is reserved: no shift). */
  width: number;
  height: number;
  /** The image's dominant colour, shown in its place while it loads. */
  color?: string;
}

/** The formats a photo is written in besides its fallback, in the order of its <source>s. */
export const MODERN_FORMATS = [
  { extension: 'avif', type: 'image/avif' },
  { extension: 'webp', type: 'image/webp' },
] as const;

/**
 * One image as the build hands it to the browser: a drawing (SVG) by its file, a photo by the
 * few values its file names are made of, `<stem>-<width>-<hash>.<extension>` for every width
 * and format (src/media/pictures.ts). Twenty-odd file names each with its own hash would cost
 * every page half a kilobyte of JavaScript; one hash per photo costs a few bytes.
 */
export type PictureData = DrawingData | PhotoData;
/** An image served as one file: an SVG (sharp at every size), or a logo (src/media/logo.ts). */
export interface DrawingData {
  src: string;
  width: number;
  height: number;
}
export interface PhotoData {
  /** `/assets/<name>`. */
  stem: string;
  /** A hash of the source file and the encoder's settings, in every file name of the photo. */
  hash: string;
  widths: number[];
  fallback: 'jpg' | 'png';
  width: number;
  height: number;
  color?: string;
}

/** The files of a photo or drawing, as `<picture>` and `<img>` name them. */
export function expandPicture(data: PictureData): Picture {
  if ('src' in data) return { ...data, sources: [] };
  const { stem, hash, widths, fallback, width, height, color } = data;
  const srcset = (extension: string) => widths.map((w) => `${stem}-${w}-${hash}.${extension} ${w}w`).join(', ');
  return {
    src: `${stem}-${widths.at(-1)}-${hash}.${fallback}`,
    srcset: srcset(fallback),
    sources: MODERN_FORMATS.map(({ extension, type }) => ({ type, srcset: srcset(extension) })),
    width,
    height,
    ...(color ? { color } : {}),
  };
}

/** Every image of the config, by its path as written there ("./photos/hero.jpg"). */
export type Pictures = Record<string, PictureData>;

/**
 * Where each kind of image is shown, so that the build writes the widths the layout draws
 * and the page tells the browser which to take (`sizes`). `largest` is the widest the
 * layout shows it on a sharp screen: a photo narrower than that is upscaled (the check warns).
 */
export const IMAGE_LAYOUTS = {
  /** Behind the hero's text, the whole width of the window: a 412-px phone at 1.75x takes the 960. */
  hero: { widths: [640, 960, 1280, 1920], sizes: '100vw', largest: 1920 },
  /** The fleet column: the content width on a phone, at most 600 px beside the standards from 64 em (1024 px at the usual text size). */
  fleet: { widths: [480, 720, 960, 1200], sizes: '(min-width: 64em) 600px, calc(100vw - 2.5rem)', largest: 1200 },
} as const;
export type ImageLayout = keyof typeof IMAGE_LAYOUTS;

/**
 * The key of a coverage section's map among the pictures: made of what the map shows (the
 * states, the terminals' names and points), so that the build and the component find the same
 * file, and two sections that show different maps never share one.
 */
export const coverageMapKey = (section: {
  lower48: boolean;
  states: readonly { code: string }[];
  terminals?: readonly { name: string; lat: number; lon: number }[];
}) =>
  `coverage:${section.lower48 ? 'lower48' : section.states.map((s) => s.code).join('')}:${(section.terminals ?? [])
    .map((t) => `${t.name}@${t.lat},${t.lon}`)
    .join(';')}`;

/**
 * Between a terminal's name and its city in the coverage section's list ("Columbus Terminal —
 * Columbus, OH"): the one character a component adds to the config's text, so the brand fonts
 * are subset with it (src/media/siteMedia.ts).
 */
export const TERMINAL_SEPARATOR = ' — ';
