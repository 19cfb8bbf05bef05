/**
 * What the browser gets of the carrier's images: the files the build wrote for each one
 * (src/media/), by the path the config names it with. A component draws an image of the
 * config through src/ui/Picture.tsx, which looks it up here.
 */

/** One image as the build wrote it: modern formats at several widths, and a fallback. */
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

/** Every image of the config, by its path as written there ("./photos/hero.jpg"). */
export type Pictures = Record<string, Picture>;

/**
 * Where each kind of image is shown, so that the build writes the widths the layout draws
 * and the page tells the browser which to take (`sizes`). `largest` is the widest the
 * layout shows it on a sharp screen: a photo narrower than that is upscaled (the check warns).
 */
export const IMAGE_LAYOUTS = {
  /** Behind the hero's text, the whole width of the window: a 412-px phone at 1.75x takes the 960. */
  hero: { widths: [640, 960, 1280, 1920], sizes: '100vw', largest: 1920 },
  /** The fleet column: the content width on a phone, at most 600 px beside the standards from 1024 px. */
  fleet: { widths: [480, 720, 960, 1200], sizes: '(min-width: 1024px) 600px, calc(100vw - 2.5rem)', largest: 1200 },
  /** The logo in the header and footer, 40 px high at most: wide wordmarks up to 240 px. */
  logo: { widths: [240, 480], sizes: '240px', largest: 480 },
} as const;
export type ImageLayout = keyof typeof IMAGE_LAYOUTS;
