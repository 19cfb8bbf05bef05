import { readFile } from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { ASSETS_FOLDER } from '../../schema/primitives.ts';
import { MODERN_FORMATS, type PhotoData } from '../site-data/media.ts';
import { cached, cacheKey, contentHash, stemOf } from './mediaCache.ts';
import { MediaError } from './mediaError.ts';

/**
 * How each format is encoded: the modern ones of MODERN_FORMATS (their <source>s), then the
 * fallback. AVIF at effort 2: a 1920-px photo encodes in 0.4 s instead of 4.5 s at the default
 * 4, for files a few per cent larger; a fresh CI machine encodes every photo of every carrier it tests.
 */
const ENCODERS = {
  avif: { format: 'avif', options: { quality: 52, effort: 2 } },
  webp: { format: 'webp', options: { quality: 74, effort: 4 } },
  jpg: { format: 'jpeg', options: { quality: 76, mozjpeg: true, progressive: true } },
  png: { format: 'png', options: { compressionLevel: 9, palette: true, quality: 90 } },
} as const satisfies Record<(typeof MODERN_FORMATS)[number]['extension'] | 'jpg' | 'png', { format: string; options: object }>;
/** Part of every cache key: a change of the settings above must re-encode. */
const SETTINGS = JSON.stringify([sharp.versions.sharp, ENCODERS]);

export interface PictureFiles {
  picture: PhotoData;
  /** Site path (assets/…) → bytes. */
  files: Map<string, Buffer>;
  /** The source's own width in pixels. */
  sourceWidth: number;
}

/**
 * A raster image of the config read and decoded: its bytes, its size upright (by its EXIF
 * orientation), whether it has transparency, and its dominant colour. Every pixel is decoded,
 * so a truncated or corrupt file fails here, with the check, not in a visitor's browser; the
 * message names the file and the formats to `export` it as.
 */
export async function decodeImage(file: string, shown: string, formats: string) {
  let source: Buffer;
  let meta: Metadata;
  let dominant: { r: number; g: number; b: number };
  try {
    source = await readFile(file);
    meta = await sharp(source).metadata();
    ({ dominant } = await sharp(source).stats());
  } catch (error) {
    throw new MediaError(`${shown} cannot be read as an image (${(error as Error).message}): export it again as ${formats}`);
  }
  const upright = (meta.orientation ?? 1) >= 5;
  const width = (upright ? meta.height : meta.width) ?? 1;
  const height = (upright ? meta.width : meta.height) ?? 1;
  return { source, width, height, hasAlpha: Boolean(meta.hasAlpha), dominant };
}

/**
 * A raster photo at each of `widths` (never wider than the source: a small photo is not
 * upscaled) in AVIF, WebP and JPEG (PNG when it has transparency), with its intrinsic size
 * and dominant colour. Orientation from EXIF is applied, and metadata (EXIF, GPS) dropped.
 */
export async function rasterPicture(file: string, shown: string, widths: readonly number[]): Promise<PictureFiles> {
  const { source, width, height, hasAlpha, dominant } = await decodeImage(file, shown, 'JPEG, PNG, WebP or AVIF');
  const fallback: PhotoData['fallback'] = hasAlpha ? 'png' : 'jpg';
  const sizes = [...new Set(widths.map((w) => Math.min(w, width)))].sort((a, b) => a - b);
  // Every file of the photo is named by one hash of what makes them (the source and the
  // settings): the same input gives the same files, any change new names, and the browser
  // needs that one hash to name them all (PictureData in src/site-data/media.ts).
  const hash = contentHash(Buffer.from(cacheKey(SETTINGS, source)));
  const stem = `${ASSETS_FOLDER}/${stemOf(shown)}`;
  const files = new Map<string, Buffer>();
  // One file at a time: sharp already uses every core for one image, and memory stays flat.
  const extensions: (keyof typeof ENCODERS)[] = [...MODERN_FORMATS.map((f) => f.extension), fallback];
  for (const extension of extensions) {
    const { format, options } = ENCODERS[extension];
    for (const w of sizes) {
      const bytes = await cached(cacheKey(SETTINGS, source, format, w), () =>
        sharp(source).rotate().resize({ width: w, withoutEnlargement: true }).toFormat(format, options).toBuffer(),
      );
      files.set(`${stem}-${w}-${hash}.${extension}`, bytes);
    }
  }
  const largest = sizes.at(-1)!;
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return {
    picture: {
      stem: `/${stem}`,
      hash,
      widths: sizes,
      fallback,
      width: largest,
      height: Math.round((height * largest) / width),
      color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    },
    files,
    sourceWidth: width,
  };
}
