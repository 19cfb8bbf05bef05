import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { ASSETS_FOLDER } from '../../schema/primitives.ts';
import type { Picture } from '../site-data/media.ts';
import { cached, cacheKey, contentHash } from './mediaCache.ts';
import { MediaError } from './mediaError.ts';

/**
 * What an encoder writes: the modern formats first (the order of <source>), then the fallback.
 * AVIF at effort 2: a 1920-px photo encodes in 0.4 s instead of 4.5 s at the default 4, for
 * files a few per cent larger; a fresh CI machine encodes every photo of every carrier it tests.
 */
const MODERN = [
  { format: 'avif', type: 'image/avif', options: { quality: 52, effort: 2 } },
  { format: 'webp', type: 'image/webp', options: { quality: 74, effort: 4 } },
] as const;
const FALLBACK = {
  jpeg: { format: 'jpeg', type: 'image/jpeg', options: { quality: 76, mozjpeg: true, progressive: true } },
  png: { format: 'png', type: 'image/png', options: { compressionLevel: 9, palette: true, quality: 90 } },
} as const;
/** Part of every cache key: a change of the settings above must re-encode. */
const SETTINGS = JSON.stringify([sharp.versions.sharp, MODERN, FALLBACK]);

export interface PictureFiles {
  picture: Picture;
  /** Site path (assets/…) → bytes. */
  files: Map<string, Buffer>;
  /** The source's own width in pixels. */
  sourceWidth: number;
}

/** A file name for the site: the source's name, the width and a hash of the content. */
const siteName = (source: string, width: number | undefined, bytes: Uint8Array, extension: string) => {
  const stem =
    basename(source, extname(source))
      .replace(/[^\w-]/g, '')
      .slice(0, 40) || 'image';
  return `${ASSETS_FOLDER}/${stem}${width ? `-${width}` : ''}-${contentHash(bytes)}.${extension}`;
};

/**
 * A raster photo at each of `widths` (never wider than the source: a small photo is not
 * upscaled) in AVIF, WebP and JPEG (PNG when it has transparency), with its intrinsic size
 * and dominant colour. Orientation from EXIF is applied, and metadata (EXIF, GPS) dropped.
 */
export async function rasterPicture(file: string, shown: string, widths: readonly number[]): Promise<PictureFiles> {
  const source = await readFile(file);
  let meta: Metadata;
  let dominant: { r: number; g: number; b: number };
  try {
    meta = await sharp(source).metadata();
    // Decoding every pixel: a truncated or corrupt file fails here, with the check, not in a visitor's browser.
    ({ dominant } = await sharp(source).stats());
  } catch (error) {
    throw new MediaError(`${shown} cannot be read as an image (${(error as Error).message}): export it again as JPEG, PNG, WebP or AVIF`);
  }
  const upright = (meta.orientation ?? 1) >= 5;
  const width = (upright ? meta.height : meta.width) ?? 0;
  const height = (upright ? meta.width : meta.height) ?? 0;
  const fallback = meta.hasAlpha ? FALLBACK.png : FALLBACK.jpeg;
  const sizes = [...new Set(widths.map((w) => Math.min(w, width)))].sort((a, b) => a - b);

  const files = new Map<string, Buffer>();
  const encode = async ({ format, options }: (typeof MODERN)[number] | typeof fallback, w: number) => {
    const bytes = await cached(cacheKey(SETTINGS, source, format, w), () =>
      sharp(source).rotate().resize({ width: w, withoutEnlargement: true }).toFormat(format, options).toBuffer(),
    );
    const path = siteName(shown, w, bytes, format === 'jpeg' ? 'jpg' : format);
    files.set(path, bytes);
    return `/${path} ${w}w`;
  };
  const srcsetOf = async (encoder: (typeof MODERN)[number] | typeof fallback) => {
    const candidates: string[] = [];
    // One at a time: sharp already uses every core for one image, and memory stays flat.
    for (const w of sizes) candidates.push(await encode(encoder, w));
    return candidates;
  };
  const sources: Picture['sources'] = [];
  for (const encoder of MODERN) sources.push({ type: encoder.type, srcset: (await srcsetOf(encoder)).join(', ') });
  const fallbackSet = await srcsetOf(fallback);
  const largest = sizes.at(-1)!;
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return {
    picture: {
      src: fallbackSet.at(-1)!.split(' ')[0]!,
      srcset: fallbackSet.join(', '),
      sources,
      width: largest,
      height: Math.round((height * largest) / width),
      color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    },
    files,
    sourceWidth: width,
  };
}
