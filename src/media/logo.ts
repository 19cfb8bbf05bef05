import { createHash } from 'node:crypto';
import { escapeUTF8 } from 'entities';
import sharp from 'sharp';
import type { SiteConfig } from '../../schema/index.ts';
import { ASSETS_FOLDER, extensionOf } from '../../schema/primitives.ts';
import type { KeyPath } from '../../schema/keyPath.ts';
import type { Found } from '../config/problem.ts';
import { CARRIER_FILE_LIMITS } from '../config/files/fileLimits.ts';
import type { DrawingData, Pictures } from '../site-data/media.ts';
import { LOGO_MAX_HEIGHT, LOGO_MAX_WIDTH } from '../site-data/logoBox.ts';
import { MediaError } from './mediaError.ts';
import { decodeImage, decodesWhole, decoding, imageHeader, openImage } from './pictures.ts';
import { cached, cacheKey, contentHash, stemOf } from './mediaCache.ts';
import { svgPicture } from './svg.ts';

/**
 * The carrier's logo (company.logo, and company.logoOnDark for dark backgrounds) as the site
 * uses it: the pictures the header and footer show (an SVG cleaned and served as itself, a
 * raster logo at the widths of IMAGE_LAYOUTS.logo in AVIF, WebP and PNG or JPEG), and the
 * images made from it: the favicon, the app icons, a PNG for the structured data, and the
 * logo drawn at any size for the social preview. Node only; src/document/ writes the files.
 */

/** A logo file of the config that cannot be used: each problem at its key. Still a MediaError. */
export class LogoError extends MediaError {
  constructor(readonly problems: Found[]) {
    super(problems.map((p) => p.message).join('\n'));
  }
}

/** The formats a logo may be exported as, for the messages. */
export const LOGO_FORMATS = 'PNG, WebP or SVG';

/** One logo file, ready to draw. */
export interface LogoImage {
  /** Its path as the config writes it: the key of `shell.media`. */
  src: string;
  picture: DrawingData;
  /** Its own size in pixels (an SVG's from its width and height or viewBox). */
  width: number;
  height: number;
  /** Drawn as a transparent PNG of exactly `width` × `height` pixels (give them its own aspect ratio: see `fit`). */
  png(width: number, height: number): Promise<Buffer>;
}

/** The PNG of the logo for the Organization's `logo` in the JSON-LD (Google: at least 112 × 112). */
export interface OrganizationLogo {
  /** Site path ("/logo-<hash>.png"). */
  path: string;
  png: Buffer;
  width: number;
  height: number;
}

export interface IconOptions {
  /** Square corners, for platforms that mask icons themselves (apple-touch-icon, maskable). */
  fullBleed?: boolean;
  /** The logo within the safe zone of a maskable icon: the central circle of 80 % of the size. */
  maskable?: boolean;
}

export interface LogoMedia {
  /** The logo pictures by their config paths, for `shell.media`. */
  pictures: Pictures;
  /** Site path (assets/…) → bytes of those pictures. */
  files: Map<string, Buffer>;
  /** What the editor should know: content removed from an SVG, a raster logo too small for its uses. */
  warnings: Found[];
  /** The logo for light backgrounds (company.logo; company.logoOnDark when that is the only one). */
  logo: LogoImage;
  /** The logo for dark backgrounds, when the config has one (company.logoOnDark). */
  onDark?: LogoImage;
  /** A square PNG app icon of `size` px: the logo on the theme's background, padded. */
  icon(size: number, options?: IconOptions): Promise<Buffer>;
  organizationLogo: OrganizationLogo;
}

/** The size of a `width` × `height` image scaled to fit in `boxWidth` × `boxHeight` (whole pixels, at least 1). */
export function fit(width: number, height: number, boxWidth: number, boxHeight: number) {
  const scale = Math.min(boxWidth / width, boxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Smallest longer side of a raster logo for the 512-px app icons. */
const ICON_SOURCE = 512;
/** The header and footer draw the logo at most this high (CSS px), and at most IMAGE_LAYOUTS.logo wide. */
const SHOWN_HEIGHT = LOGO_MAX_HEIGHT;
const SHOWN_WIDTH = LOGO_MAX_WIDTH;
/** Part of the cache key of a raster logo's file. */
const LOGO_SETTINGS = JSON.stringify([sharp.versions.sharp, 'logo', SHOWN_WIDTH, SHOWN_HEIGHT, { quality: 90, alphaQuality: 100 }]);

/** The longest librsvg may take to draw the logo at one size: a logo within its limits takes well under a second. */
const DRAW_SECONDS = 20;

/** The density (dpi, 72 = the SVG's own px) at which an SVG of `width` × `height` renders at least `w` × `h` pixels. */
const densityFor = (width: number, height: number, w: number, h: number) =>
  Math.min(100_000, Math.max(1, Math.ceil(72 * Math.max(w / width, h / height) * 100) / 100));

/**
 * One logo file as the file shows it, its warnings pushed: an SVG cleaned, a raster logo's
 * header, decoded whole when `decode` (the build), its data read to its end otherwise (the
 * check): either way a file corrupt past its header fails here, in the same words.
 * `feedsIcons`: the app icons are made from it.
 */
async function readLogo(
  configDir: string,
  src: string,
  key: 'logo' | 'logoOnDark',
  feedsIcons: boolean,
  warnings: Found[],
  decode: boolean,
) {
  const path: KeyPath = ['company', key];
  if (extensionOf(src) === 'svg') {
    const made = svgPicture(configDir, src, 'logo');
    if (made.svg.removed.length)
      warnings.push({
        path,
        message: `${src} had ${list(made.svg.removed)}; the site serves it without them (an SVG logo may only draw)`,
      });
    return { made };
  }
  const header = decode ? await decodeImage(configDir, src, 'logo', LOGO_FORMATS) : await imageHeader(configDir, src, 'logo', LOGO_FORMATS);
  if (!decode) await decodesWhole(header, src, 'logo', LOGO_FORMATS);
  const { width, height } = header;
  if (header.mislabelled) warnings.push({ path, message: header.mislabelled });
  const shownHeight = Math.min(SHOWN_HEIGHT, (SHOWN_WIDTH * height) / width);
  if (feedsIcons && Math.max(width, height) < ICON_SOURCE)
    warnings.push({
      path,
      message: `company.${key} is ${width}×${height} px; the app icons need at least ${ICON_SOURCE} px on its longer side: supply a larger file or an SVG`,
    });
  else if (height < Math.floor(2 * shownHeight))
    warnings.push({
      path,
      message: `company.${key} is ${width}×${height} px; the header and footer show it ${Math.round(shownHeight)} px high, ${Math.floor(2 * shownHeight)} px on sharp screens: supply a larger file or an SVG`,
    });
  return { header };
}

/** One logo file: its picture and files, how to draw it; its warnings pushed. `feedsIcons`: the app icons are made from it. */
async function loadLogo(configDir: string, src: string, key: 'logo' | 'logoOnDark', feedsIcons: boolean, warnings: Found[]) {
  const read = await readLogo(configDir, src, key, feedsIcons, warnings, true);
  if (read.made) {
    const { made } = read;
    const bytes = Buffer.from(made.svg.svg);
    const image: LogoImage = {
      src,
      picture: made.picture,
      width: made.svg.width,
      height: made.svg.height,
      // Rendered at the density that gives the size asked for, so curves and text stay sharp.
      png: (width, height) =>
        sharp(bytes, {
          density: densityFor(made.svg.width, made.svg.height, width, height),
          limitInputPixels: CARRIER_FILE_LIMITS.logo.pixels!,
        })
          .resize(width, height, { fit: 'fill' })
          .png({ compressionLevel: 9 })
          // The limits of the SVG bound what librsvg draws; this bounds what they do not count (a marker's copies, a pattern's tiles).
          .timeout({ seconds: DRAW_SECONDS })
          .toBuffer()
          .catch((error: Error) => {
            throw new MediaError(
              `${src} cannot be drawn (${error.message}): simplify it in the drawing program (flatten effects, patterns and markers) or export it as PNG`,
            );
          }),
    };
    return { image, files: made.files, svg: made.svg.svg };
  }
  const { source, width, height } = read.header;
  // One file, twice the largest box the header and footer draw it in (sharp screens): a logo
  // is a few kilobytes at that size, so it needs no widths to choose from, and its page no
  // code to choose (WebP keeps its transparency; every browser the site supports shows it).
  const box = fit(width, height, 2 * SHOWN_WIDTH, 2 * SHOWN_HEIGHT);
  const shown = width > box.width ? box : { width, height };
  const bytes = await cached(cacheKey(LOGO_SETTINGS, source), () =>
    decoding(
      openImage(source, 'logo').rotate().resize(shown.width, shown.height).webp({ quality: 90, alphaQuality: 100 }).toBuffer(),
      src,
      LOGO_FORMATS,
    ),
  );
  const siteFile = `${ASSETS_FOLDER}/${stemOf(src)}-${contentHash(bytes)}.webp`;
  const picture = { src: `/${siteFile}`, ...shown };
  const image: LogoImage = {
    src,
    picture,
    width,
    height,
    png: (w, h) => openImage(source, 'logo').rotate().resize(w, h, { fit: 'fill' }).png({ compressionLevel: 9 }).toBuffer(),
  };
  return { image, files: new Map([[siteFile, bytes]]), svg: undefined };
}

/** "a, b and c" */
const list = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * The logo media of the config, or undefined without a logo (the initial's mark of
 * src/document/mark.ts stays). Files are read relative to `configDir`. A file that cannot
 * be used (not an image, an SVG with no size, an entity bomb) throws LogoError with each problem
 * at its key; the build's warnings come back in `warnings`, not yet placed in the config file.
 */
export async function logoMedia(config: SiteConfig, configDir: string): Promise<LogoMedia | undefined> {
  const { company, theme } = config;
  const lightSrc = company.logo ?? company.logoOnDark;
  if (!lightSrc) return undefined;
  const warnings: Found[] = [];
  const { light, dark } = await eachLogo(config, (src, key, feedsIcons) => loadLogo(configDir, src, key, feedsIcons, warnings));
  const pictures: Pictures = { [light.image.src]: light.image.picture, [dark.image.src]: dark.image.picture };
  const files = new Map([...light.files, ...dark.files]);
  const logo = light.image;
  const background = theme.colors.background;
  /** Corner radius of a rounded tile, as a share of its side: the mark's (src/document/mark.ts). */
  const roundness = Math.min(theme.radius * 1.5, 32) / 64;

  const icon = async (size: number, { fullBleed = false, maskable = false }: IconOptions = {}) => {
    // A maskable icon keeps the logo in the central circle of 80 % (the safe zone); others, in 80 % of the square,
    // and in a circle when the tile is nearly one; a favicon-sized icon, in 7/8 (every pixel counts).
    const box = size <= 48 ? 0.875 : 0.8;
    const circle = maskable ? 0.8 : !fullBleed && roundness > 0.25 ? 0.92 : undefined;
    let { width, height } = fit(logo.width, logo.height, size * box, size * box);
    if (circle) {
      const scale = Math.min(1, (size * circle) / Math.hypot(width, height));
      ({ width, height } = fit(logo.width, logo.height, width * scale, height * scale));
    }
    const radius = fullBleed ? 0 : roundness * size;
    const tile = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="${escapeUTF8(background)}"/></svg>`,
    );
    return sharp(tile)
      .composite([{ input: await logo.png(width, height), left: Math.round((size - width) / 2), top: Math.round((size - height) / 2) }])
      .png({ compressionLevel: 9 })
      .toBuffer();
  };

  // The first drawings of the logo, here where a file that cannot be drawn is still said at its key; the icons draw it the same way after.
  let drawn: Pick<LogoMedia, 'organizationLogo'>;
  try {
    drawn = { organizationLogo: await organizationLogo(logo) };
  } catch (error) {
    if (!(error instanceof MediaError)) throw error;
    throw new LogoError([{ path: ['company', company.logo ? 'logo' : 'logoOnDark'], message: error.message }]);
  }
  return {
    pictures,
    files,
    warnings,
    logo,
    ...(company.logoOnDark ? { onDark: dark.image } : {}),
    icon,
    ...drawn,
  };
}

/**
 * `load` of each logo file of the config (the light one, which feeds the icons, then the dark
 * one when it is another file); a file that cannot be used throws LogoError with each problem
 * at its key.
 */
async function eachLogo<T>(config: SiteConfig, load: (src: string, key: 'logo' | 'logoOnDark', feedsIcons: boolean) => Promise<T>) {
  const { company } = config;
  const lightSrc = (company.logo ?? company.logoOnDark)!;
  const problems: Found[] = [];
  const attempt = async (src: string, key: 'logo' | 'logoOnDark', feedsIcons: boolean) => {
    try {
      return await load(src, key, feedsIcons);
    } catch (error) {
      if (!(error instanceof MediaError)) throw error;
      problems.push({ path: ['company', key], message: error.message });
      return undefined;
    }
  };
  const light = await attempt(lightSrc, company.logo ? 'logo' : 'logoOnDark', true);
  const dark =
    company.logo && company.logoOnDark && company.logoOnDark !== company.logo
      ? await attempt(company.logoOnDark, 'logoOnDark', false)
      : light;
  if (problems.length || light === undefined || dark === undefined) throw new LogoError(problems);
  return { light, dark };
}

/**
 * What `npm run check` needs of the logo: each file read as the build reads it (an SVG
 * cleaned, a raster logo's header and its data to the end), nothing drawn. Its warnings, not yet placed; a file that
 * cannot be used throws LogoError.
 */
export async function logoWarnings(config: SiteConfig, configDir: string): Promise<Found[]> {
  if (!(config.company.logo ?? config.company.logoOnDark)) return [];
  const warnings: Found[] = [];
  await eachLogo(config, (src, key, feedsIcons) => readLogo(configDir, src, key, feedsIcons, warnings, false));
  return warnings;
}

/** The JSON-LD logo: 600 px on its longer side, and at least 112 on its shorter (Google's minimum). */
async function organizationLogo(logo: LogoImage): Promise<OrganizationLogo> {
  const scale = Math.max(600 / Math.max(logo.width, logo.height), 112 / Math.min(logo.width, logo.height));
  const width = Math.round(logo.width * scale);
  const height = Math.round(logo.height * scale);
  const png = await logo.png(width, height);
  return { path: `/logo-${createHash('sha256').update(png).digest('hex').slice(0, 10)}.png`, png, width, height };
}
