import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { ASSETS_FOLDER, extensionOf, type AssetKind } from '../../schema/primitives.ts';
import { CARRIER_FILE_LIMITS, FORMAT_PIXELS, megapixels } from '../config/files/fileLimits.ts';
import { carrierFile } from './carrierFile.ts';
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

/** The formats a photo may be exported as, for the messages. */
export const PHOTO_FORMATS = 'JPEG, PNG, WebP or AVIF';

export interface PictureFiles {
  picture: PhotoData;
  /** Site path (assets/…) → bytes. */
  files: Map<string, Buffer>;
  /** The source's own width in pixels. */
  sourceWidth: number;
}

/** What sharp calls each format, by the extensions a config may give it. */
const FORMAT_OF_EXTENSION: Record<string, string> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' };

/** What people call the formats sharp names (an AVIF file is sharp's `heif` in AV1). */
const FORMAT_NAMES: Record<string, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', heif: 'HEIF' };

/** The formats (as sharp names them) a raster photo or logo may be: those every browser the site supports shows. */
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/**
 * sharp on a carrier's image, never past its kind's pixels (src/config/files/fileLimits.ts), however
 * large its header says it is. It refuses, at sharp's default `failOn: 'warning'`, whatever its
 * decoder warns of (data cut short, a damaged chunk): the check decodes with the same settings
 * (decodesWhole), so that it refuses what the build would.
 */
export const openImage = (source: Buffer, kind: AssetKind, options: SharpOptions = {}) =>
  sharp(source, { ...options, limitInputPixels: CARRIER_FILE_LIMITS[kind].pixels! });

/** What sharp said when it could not read a file: its first line (libheif repeats itself on several). */
const reason = (error: unknown) => (error as Error).message.split('\n')[0]!.trim();

/**
 * The words for a file whose header reads but whose image data does not, the same from the check
 * and the build: a copy or download that stopped part way leaves such a file. Without what the
 * decoder said, which depends on how it was asked (libjpeg warns of a premature end before it
 * fails on it) and tells an office nothing more.
 */
const damaged = (src: string, formats: string) =>
  `${src} is cut short or damaged: its header reads, its image data does not: copy it again from the original, or export it again as ${formats}`;

/**
 * sharp's work on the data of a carrier's image, its failure said as the file's damage
 * (`damaged`): any step that decodes pixels (the dominant colour, the check's probe, each
 * encoded width) can be the first to meet a file cut short, depending on how libvips schedules
 * its reads, so every such step refuses the file in the same located words.
 */
export const decoding = <T>(work: Promise<T>, src: string, formats: string): Promise<T> =>
  work.catch(() => {
    throw new MediaError(damaged(src, formats));
  });

/** What the image's header says: its size upright, transparency, and a warning when its content is not of its extension. */
export interface ImageHeader {
  source: Buffer;
  width: number;
  height: number;
  hasAlpha: boolean;
  /** Set when the file is of another format than its name says ("a PNG file named .jpg"). */
  mislabelled?: string;
}

/**
 * A raster image of the config read through the one way in (./carrierFile.ts) and its header
 * alone: no pixel is decoded, so the check takes the same few milliseconds for any photo.
 * A file sharp cannot read, or one past its kind's pixels (or its format's: FORMAT_PIXELS), is a
 * MediaError that names the file, the limit and what to do; `formats` are those to `export` it as.
 */
export async function imageHeader(configDir: string, src: string, kind: AssetKind, formats: string): Promise<ImageHeader> {
  const source = carrierFile(configDir, src, kind);
  let meta: Metadata;
  try {
    // The header alone, whatever size it declares: the limit is checked below, where it can be named.
    meta = await sharp(source, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new MediaError(`${src} cannot be read as an image (${reason(error)}): export it again as ${formats}`);
  }
  // sharp reads SVG, TIFF, PDF and more by their content: a raster file must be one of the formats a browser shows.
  if (!RASTER_FORMATS.has(meta.format))
    throw new MediaError(
      `${src} is not a JPEG, PNG, WebP or AVIF image (its content is ${meta.format.toUpperCase()}): export it again as ${formats}`,
    );
  const format = meta.format === 'heif' && meta.compression === 'av1' ? 'AVIF' : (FORMAT_NAMES[meta.format] ?? meta.format.toUpperCase());
  const kindLimit = CARRIER_FILE_LIMITS[kind].pixels!;
  const limit = Math.min(kindLimit, FORMAT_PIXELS[meta.format] ?? kindLimit);
  const [w, h] = [meta.width ?? 1, meta.height ?? 1];
  if (w * h > limit)
    throw new MediaError(
      `${src} is ${w}×${h} px (${megapixels(w * h)}); a ${kind}${limit < kindLimit ? ` in ${format}` : ''} is at most ${megapixels(limit)}: ${
        kind === 'logo'
          ? 'export the logo at its real size, or as SVG'
          : `resize the photo under ${megapixels(limit)} (the site shows it at most 1920 px wide)`
      }`,
    );
  const upright = (meta.orientation ?? 1) >= 5;
  const expected = FORMAT_OF_EXTENSION[extensionOf(src)];
  return {
    source,
    width: upright ? h : w,
    height: upright ? w : h,
    hasAlpha: Boolean(meta.hasAlpha),
    ...(expected && expected !== meta.format
      ? {
          mislabelled: `${src} is a ${format} file named .${extensionOf(src)}: rename it to end in .${format === 'JPEG' ? 'jpg' : format.toLowerCase()}, so that every tool reads it as what it is`,
        }
      : {}),
  };
}

/**
 * A raster image of the config decoded, for the build: its header (imageHeader) and its
 * dominant colour. Every pixel is decoded, so a file corrupt past its header fails here, with
 * a located message of the build (the check's decodesWhole finds it first, in the same words).
 */
export async function decodeImage(configDir: string, src: string, kind: AssetKind, formats: string) {
  const header = await imageHeader(configDir, src, kind, formats);
  const { dominant } = await decoding(openImage(header.source, kind).stats(), src, formats);
  return { ...header, dominant };
}

/** The side of the thumbnail decodesWhole draws: small, so that little is kept; any size reads every row. */
const PROBE_SIDE = 16;

/**
 * For `npm run check`: the image's data read to its end through the decoder the build uses, with
 * its settings, so that a file the build would refuse (cut short, damaged past its header) is
 * refused here in the same words, at a fraction of the build's cost: the rows are streamed
 * (`sequentialRead`) into a thumbnail, so memory stays flat whatever the size, and JPEG and WebP
 * are decoded at an eighth of their size on the way (the decoder still reads all their data).
 * Measured in `npm run check` of a carrier with it as the hero (2026-11-27, two cores): a
 * 24-megapixel JPEG added 0.3 s of processor time and 13 MB, 256 megapixels of PNG 0.25 s and
 * 30 MB, of WebP 0.6 s; the build's decode of the same took 0.8 s and 170 MB, 7.6 s and 840 MB,
 * 11 s and 2 GB. AVIF is decoded whole whatever is asked (hence its lower limit: FORMAT_PIXELS).
 */
export async function decodesWhole(header: ImageHeader, src: string, kind: AssetKind, formats: string): Promise<void> {
  await decoding(
    openImage(header.source, kind, { sequentialRead: true }).resize(PROBE_SIDE, PROBE_SIDE, { fit: 'inside' }).raw().toBuffer(),
    src,
    formats,
  );
}

/**
 * A raster photo at each of `widths` (never wider than the source: a small photo is not
 * upscaled) in AVIF, WebP and JPEG (PNG when it has transparency), with its intrinsic size
 * and dominant colour. Orientation from EXIF is applied, and metadata (EXIF, GPS) dropped.
 */
export async function rasterPicture(configDir: string, shown: string, widths: readonly number[]): Promise<PictureFiles> {
  const { source, width, height, hasAlpha, dominant } = await decodeImage(configDir, shown, 'photo', PHOTO_FORMATS);
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
        decoding(
          openImage(source, 'photo').rotate().resize({ width: w, withoutEnlargement: true }).toFormat(format, options).toBuffer(),
          shown,
          PHOTO_FORMATS,
        ),
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
