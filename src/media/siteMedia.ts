import { stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { assetFile, assetRefs } from '../config/files/assetFiles.ts';
import { languageSites } from '../config/languages/languageSites.ts';
import type { ConfigInspection } from '../config/loadSiteConfig.ts';
import type { SiteConfig } from '../../schema/index.ts';
import { SiteConfigError, type Finding, type Found } from '../config/problem.ts';
import { coverageMapKey, IMAGE_LAYOUTS, TERMINAL_SEPARATOR, type ImageLayout, type Pictures } from '../site-data/media.ts';
import { coverageMapSvg } from './coverageMap.ts';
import { siteRoleColours } from '../theme/palette.ts';
import { MAP_HEIGHT, MAP_WIDTH } from '../config/rules/usMap.ts';
import { contentHash } from './mediaCache.ts';
import { MediaError } from './mediaError.ts';
import { decodesWhole, imageHeader, PHOTO_FORMATS, rasterPicture } from './pictures.ts';
import { svgPicture, type SvgPicture } from './svg.ts';
import { LogoError, logoMedia, logoWarnings, type LogoMedia } from './logo.ts';
import { BrandFontError, brandFonts, checkBrandFonts, siteCharacters, type BrandFonts } from './fonts.ts';
import { ASSETS_FOLDER, extensionOf } from '../../schema/primitives.ts';
import type { KeyPath } from '../../schema/keyPath.ts';

/** Everything the build makes of the carrier's files, for the pages, the browser and the output folder. */
export interface SiteMedia {
  /** Every image of the config as built, by its path in the config (the browser's `shell.media`). */
  pictures: Pictures;
  /** Site path (assets/…) → bytes, for the output folder and the dev server. */
  files: Map<string, Buffer>;
  /** The images each page must fetch first: its largest paint (preloaded from <head>). */
  leadImages: Map<string, string>;
  /** The brand fonts' @font-face rules and their fallbacks' (src/media/fonts.ts). */
  fonts: Pick<BrandFonts, 'fallbacks' | 'faces'>;
  /** The carrier's logo, for the icons, social preview and structured data (src/document/); undefined without one. */
  logo?: LogoMedia;
  /** Located warnings: the build goes on, the editor should know (a photo smaller than the layout shows it). */
  warnings: Finding[];
}

/** A photo as its file shows it, before anything is made of it: a drawing cleaned (cheap), a raster photo's header. */
interface SeenPhoto {
  width: number;
  height: number;
  /** An SVG drawing: the one cleaned file the site serves, sharp at every width. */
  drawing?: SvgPicture;
  /** What was taken out of an SVG; what its header says is wrong with a raster file. */
  removed: string[];
  mislabelled?: string;
}

/**
 * A photo as its file shows it; for the check, a raster photo's data read to its end too (the
 * build decodes it whole). Throws a MediaError saying what is wrong with a file that cannot be
 * used. The editor checks an upload with it alone when its draft cannot be checked whole.
 */
export async function seePhoto(configDir: string, src: string, purpose: MediaPurpose): Promise<SeenPhoto> {
  if (extensionOf(src) === 'svg') {
    const drawing = svgPicture(configDir, src, 'photo');
    return { width: Infinity, height: Infinity, drawing, removed: drawing.svg.removed };
  }
  const header = await imageHeader(configDir, src, 'photo', PHOTO_FORMATS);
  if (purpose === 'check') await decodesWhole(header, src, 'photo', PHOTO_FORMATS);
  const { width, height, mislabelled } = header;
  return { width, height, removed: [], ...(mislabelled ? { mislabelled } : {}) };
}

/**
 * The shapes (width ÷ height) a section shows a photo well in: the hero covers a box from a
 * phone held upright (about 1:2) to a wide screen (about 12:5) and crops the photo to it; the
 * fleet column shows it whole, at its own shape. Past these, most of the photo is cut away or
 * it is a strip.
 */
const PHOTO_SHAPES: Record<ImageLayout, { min: number; max: number }> = {
  hero: { min: 1 / 2, max: 4 },
  fleet: { min: 1 / 2, max: 3 },
};

/** "16:9"-like, for a message: the ratio as n:1 or 1:n. */
const shapeOf = (ratio: number) => (ratio >= 1 ? `${Number(ratio.toFixed(1))}:1` : `1:${Number((1 / ratio).toFixed(1))}`);

/** What the editor should know of a photo the build can use: content removed, a misleading name, too small, a shape its section shows badly. */
function photoWarnings(src: string, seen: SeenPhoto, { largest, where, layout }: { largest: number; where: string; layout: ImageLayout }) {
  const warnings: string[] = [];
  if (seen.removed.length)
    warnings.push(`${src}: removed what an image may not hold (${seen.removed.join(', ')}); check that it still looks right`);
  if (seen.mislabelled) warnings.push(seen.mislabelled);
  if (seen.drawing) return warnings;
  if (seen.width < largest)
    warnings.push(
      `${src} is ${seen.width} px wide; ${where} shows it up to ${largest} px wide on large sharp screens, where it will look soft: supply one at least ${largest} px wide`,
    );
  const ratio = seen.width / seen.height;
  const { min, max } = PHOTO_SHAPES[layout];
  if (ratio < min || ratio > max)
    warnings.push(
      `${src} is ${seen.width}×${seen.height} px (${shapeOf(ratio)}); ${where} shows photos from ${shapeOf(min)} to ${shapeOf(max)}, and this one would be ${layout === 'hero' ? 'cropped to a sliver of it' : 'a thin strip'}: supply a photo of a usual shape (3:2 or 16:9)`,
    );
  return warnings;
}

const sectionLayout = (type: string): ImageLayout | undefined => (type in IMAGE_LAYOUTS ? (type as ImageLayout) : undefined);

/**
 * What the files are read for: `check` reads what says whether the build can use them (a
 * photo's header, the cleaned SVG, a font's tables) and makes nothing; `build` makes every
 * file the site serves (encoded photos, icons, subset fonts).
 */
export type MediaPurpose = 'check' | 'build';

/** The config as inspected: what its files are made for, and where to place what they show wrong. */
type Inspected = Pick<ConfigInspection, 'config' | 'site' | 'place'>;

/** The media as made, with what its files showed wrong, not yet placed in a config file. */
type Made = Omit<SiteMedia, 'warnings'> & { problems: Found[]; warnings: Found[] };

/**
 * Reads, decodes and encodes every file the config names (src/media/pictures.ts), and says
 * which cannot be used (the problems) and which should be replaced (the warnings). `named`:
 * the files to check (as the config writes them), when not all of them.
 */
async function makeMedia(
  config: SiteConfig,
  sites: readonly SiteConfig[],
  configFile: string,
  purpose: MediaPurpose,
  named: (src: string) => boolean = () => true,
): Promise<Made> {
  const configDir = dirname(configFile);
  const pictures: Pictures = {};
  const files = new Map<string, Buffer>();
  const leadImages = new Map<string, string>();
  const problems: Found[] = [];
  const warnings: Found[] = [];

  // A photo shown in several layouts is written once, at every width any of them needs.
  const photos = new Map<string, { path: KeyPath; widths: Set<number>; largest: number; where: string; layout: ImageLayout }>();
  config.routes.forEach((route, r) =>
    route.sections.forEach((section, s) => {
      const layout = sectionLayout(section.type);
      if (!('image' in section) || !section.image || !layout) return;
      const { widths, largest } = IMAGE_LAYOUTS[layout];
      const photo = photos.get(section.image.src) ?? {
        path: ['routes', r, 'sections', s, 'image', 'src'],
        widths: new Set<number>(),
        largest: 0,
        where: `the ${layout} section`,
        layout,
      };
      for (const w of widths) photo.widths.add(w);
      if (largest > photo.largest) Object.assign(photo, { largest, where: `the ${layout} section`, layout });
      photos.set(section.image.src, photo);
      // The hero opens its page: its photo is the largest paint.
      if (layout === 'hero' && s === 0) leadImages.set(route.path, section.image.src);
    }),
  );
  for (const [src, { path, widths, largest, where, layout }] of photos) {
    if (!named(src)) continue;
    try {
      // What the file says of itself (its header and whether its data reads, or the cleaned SVG) first: the check stops there.
      const seen = await seePhoto(configDir, src, purpose);
      warnings.push(...photoWarnings(src, seen, { largest, where, layout }).map((message) => ({ path, message })));
      if (purpose === 'check') continue;
      const made = seen.drawing ?? (await rasterPicture(configDir, src, [...widths]));
      pictures[src] = made.picture;
      for (const [file, bytes] of made.files) files.set(file, bytes);
    } catch (error) {
      if (!(error instanceof MediaError)) throw error;
      problems.push({ path, message: error.message });
    }
  }
  if (purpose === 'check') {
    const { company, theme } = config;
    try {
      if ([company.logo, company.logoOnDark].some((src) => src !== undefined && named(src)))
        warnings.push(...(await logoWarnings(config, configDir)));
    } catch (error) {
      if (!(error instanceof LogoError)) throw error;
      problems.push(...error.problems);
    }
    try {
      if ([theme.fonts?.body, theme.fonts?.heading].some((font) => font !== undefined && named(font.src)))
        await checkBrandFonts(theme.fonts, configDir);
    } catch (error) {
      if (!(error instanceof BrandFontError)) throw error;
      problems.push({ path: error.path, message: error.message });
    }
    return { pictures, files, leadImages, fonts: { fallbacks: '', faces: [] }, problems, warnings };
  }
  // Each coverage section's map, drawn from the state shapes (src/media/coverageMap.ts).
  const mapTheme = { colors: siteRoleColours(config), font: config.theme.font };
  for (const section of sites.flatMap((site) => site.routes.flatMap((route) => route.sections))) {
    if (section.type !== 'coverage') continue;
    const key = coverageMapKey(section);
    if (pictures[key]) continue;
    const svg = Buffer.from(coverageMapSvg(section, mapTheme));
    const file = `${ASSETS_FOLDER}/coverage-${contentHash(svg)}.svg`;
    files.set(file, svg);
    pictures[key] = { src: `/${file}`, width: MAP_WIDTH, height: MAP_HEIGHT };
  }
  let logo: LogoMedia | undefined;
  try {
    logo = await logoMedia(config, configDir);
    if (logo) {
      Object.assign(pictures, logo.pictures);
      for (const [file, bytes] of logo.files) files.set(file, bytes);
      warnings.push(...logo.warnings);
    }
  } catch (error) {
    if (!(error instanceof LogoError)) throw error;
    problems.push(...error.problems);
  }
  let fonts: BrandFonts = { files: new Map(), fallbacks: '', faces: [] };
  try {
    fonts = await brandFonts(config.theme.fonts, configDir, sites.map((site) => siteCharacters(site, TERMINAL_SEPARATOR)).join(''));
    for (const [file, bytes] of fonts.files) files.set(file, bytes);
  } catch (error) {
    if (!(error instanceof BrandFontError)) throw error;
    problems.push({ path: error.path, message: error.message });
  }
  return { pictures, files, leadImages, fonts, logo, problems, warnings };
}

const made = new Map<string, Promise<Made>>();

/**
 * `makeMedia`, once per config and state of its files: the client build, the server build and
 * the prerender of one `npm run build` ask for the same media, and the dev server asks on
 * every change of the config. What the files show wrong is placed in the caller's own parse of
 * the config (the same config may be written on other lines since): a file that cannot be used
 * is a located config problem, thrown as SiteConfigError with all the others.
 */
export async function siteMedia(inspected: Inspected, file: string, purpose: MediaPurpose = 'build'): Promise<SiteMedia> {
  const { config } = inspected;
  const configFile = resolve(file);
  const configDir = dirname(configFile);
  const states = await Promise.all(
    assetRefs(config).map(async ({ file }) => {
      // A file removed or broken since the inspection found it: makeMedia reports it (through the one way in), here it only changes the key.
      const info = await stat(assetFile(configDir, file)).catch((error: NodeJS.ErrnoException) => {
        if (typeof error.code === 'string') return undefined;
        throw error;
      });
      return info ? [file, info.size, info.mtimeMs] : [file];
    }),
  );
  // The site in each language: its maps are labelled, and its fonts must draw, in every one.
  const { sites } = languageSites(inspected);
  const key = JSON.stringify([purpose, configFile, sites, states]);
  let media = made.get(key);
  if (!media) {
    media = makeMedia(config, sites, configFile, purpose);
    made.set(key, media);
    // Forgotten when it fails, so that the next call tries again; the caller gets the failure from `media` itself.
    media.catch(() => made.delete(key));
  }
  const { problems, warnings, ...built } = await media;
  if (problems.length) throw new SiteConfigError(inspected.place(problems, 'error'));
  return { ...built, warnings: inspected.place(warnings, 'warning') };
}

/**
 * The check (`npm run check`'s reading of them) of the files `files` alone, as the config writes
 * their paths: a file that cannot be used is a located config problem at each key that names it,
 * thrown as SiteConfigError. The editor runs it on the files a save brings in, before it writes
 * anything; what the other files show is left to the check.
 */
export async function checkNamedFiles(inspected: Inspected, file: string, files: ReadonlySet<string>): Promise<void> {
  const { config } = inspected;
  // The check reads no text of the pages: the sites in each language are the build's.
  const { problems } = await makeMedia(config, [], resolve(file), 'check', (src) => files.has(src));
  const keys = new Set(assetRefs(config).flatMap((ref) => (files.has(ref.file) ? [JSON.stringify(ref.path)] : [])));
  // A logo is checked with its pair, a brand font with the other: their problems are the check's to tell.
  const mine = problems.filter((problem) => keys.has(JSON.stringify(problem.path)));
  if (mine.length) throw new SiteConfigError(inspected.place(mine, 'error'));
}
