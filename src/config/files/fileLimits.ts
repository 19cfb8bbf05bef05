import type { AssetKind } from '../../../schema/primitives.ts';

/**
 * The limits of the files a carrier's config names, per kind, declared once: the way in
 * (./assetFiles.ts) refuses a file past its bytes; sharp is given `pixels` as its
 * `limitInputPixels` wherever it opens one (src/media/pictures.ts, logo.ts); an SVG is
 * measured by a streaming pass before any DOM is built (src/media/svgLimits.ts). Past any of
 * them a file is a mistake (a video, a raw scan, an export at the wrong scale) or an attack on
 * the build's time and memory, and a located error that names the limit. The README's table
 * ("Limits of a carrier's files") lists the same numbers.
 */
export interface FileLimits {
  /** Largest file, in bytes. */
  bytes: number;
  /** Largest raster image (width × height, as its header declares it); undefined for fonts. */
  pixels?: number;
  /**
   * An SVG of this kind: its bytes, how many elements, how many drawn once each <use> (or other
   * reference) is drawn as the copy it is, how many of those drawn through a filter
   * (each a blur or shadow computed at every size the build draws it), how deep they nest, how
   * large a canvas it declares (CSS px per side).
   */
  svg?: { bytes: number; elements: number; drawn: number; filtered: number; depth: number; canvas: number };
}

const MB = 1024 * 1024;
/**
 * A logo or a drawing: a logo exported from a drawing program has hundreds of elements and a
 * few kilobytes, a detailed drawing a few thousand. Measured: at these bounds `npm run check`
 * (jsdom and DOMPurify clean the file) stays under 300 MB, and the build's drawing of the icons
 * (librsvg, 5 ms a blur, 45 µs a shape at 512 px) under a few seconds; 20,000 blurred shapes
 * took it 100 s, and 2,400 <use>s of a group of 2,400 circles 4 minutes for one icon.
 */
const SVG = { bytes: 2 * MB, elements: 5_000, drawn: 10_000, filtered: 100, depth: 64, canvas: 10_000 };

export const CARRIER_FILE_LIMITS: Record<AssetKind, FileLimits> = {
  // A 200-megapixel phone camera's photo fits; the site shows a photo at most 1920 px wide.
  photo: { bytes: 40 * MB, pixels: 16_384 * 16_384, svg: SVG },
  // The largest size a logo is drawn at is 600 px (the structured data's PNG).
  logo: { bytes: 5 * MB, pixels: 5_000 * 5_000, svg: SVG },
  font: { bytes: 10 * MB },
};

/**
 * The raster formats that cost more to decode than their kind's pixels allow for, each at most
 * this many pixels, by the name sharp gives the format: AVIF is decoded whole into memory
 * (libheif: 15 to 19 bytes a pixel, whatever size is asked of it; a 1 KB AVIF of 8,000 × 8,000
 * px took `npm run check` to 1.3 GB and the build's decode to 1.2 GB), WebP at every pixel (1.8
 * s of processor time for 81 megapixels of detail). Both are formats for the web, exported at
 * the size a page shows, never a camera's. At these, `npm run check`, which decodes every photo
 * and logo to its end (src/media/pictures.ts), stays under 300 MB (measured: 266 MB for a
 * 4-megapixel AVIF) and 5 s of processor time.
 */
export const FORMAT_PIXELS: Readonly<Record<string, number>> = { heif: 4_000_000, webp: 40_000_000 };

/** Megapixels as people say them ("268 megapixels"). */
export const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000)} megapixels`;
