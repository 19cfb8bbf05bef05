import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import roboto from '@capsizecss/metrics/roboto';
import robotoBold from '@capsizecss/metrics/roboto/700';
import { fromBuffer } from '@capsizecss/unpack';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { SiteConfig } from '../../schema/index.ts';
import { ASSETS_FOLDER } from '../../schema/primitives.ts';
import type { KeyPath } from '../../schema/keyPath.ts';
import { openAssetFile } from '../config/files/assetFiles.ts';
import { LONG } from '../site-data/dates.ts';
import { cssFamilyName } from '../theme/cssValues.ts';
import { fallbackFamily, robotoFallbackFamily } from '../theme/fontFamilies.ts';
import type { BrandFace } from '../theme/brandFaces.ts';
import { cached, cacheKey, contentHash } from './mediaCache.ts';
import { MediaError } from './mediaError.ts';

/**
 * The carrier's brand fonts (theme.fonts.body and .heading), made for the site:
 *
 * - each file is subset to the characters the site can show (siteCharacters) and written as
 *   WOFF2 under assets/, named by its content, so it can be cached for a year; an unchanged
 *   font with unchanged text is taken from the media cache, not subset again;
 * - its @font-face has `font-display: swap`: the text shows at once in the fallback, then in
 *   the brand font when it arrives;
 * - the fallback is a face of its own ("<family> Fallback", src/theme/fontFamilies.ts): a local
 *   Arial, or its metric twins Liberation Sans and Arimo (what Linux, and headless Chromium on
 *   it, has), resized and re-spaced to the brand font's metrics, so the swap moves no line
 *   (CLS 0). This is how next/font and fontaine do it, with the numbers from the font's own
 *   tables (@capsizecss/unpack) and Arial's (@capsizecss/metrics). Android has none of those
 *   (its sans-serif is Roboto, and most visitors come on a phone): a second face, tried after
 *   the first, does the same from a local Roboto ("<family> Fallback Roboto").
 *
 * The theme's font-family values name the brand font, then its fallback face, then the
 * config's `font` stack (src/theme/fontFamilies.ts).
 */

export interface BrandFonts {
  /** Site path (`assets/<family>-<hash>.woff2`) → bytes. */
  files: Map<string, Buffer>;
  /**
   * The metric-matched fallback faces' @font-face rules, for <head>: local fonts, nothing to
   * fetch, so the first screen paints at once in the shape the brand font will have. Empty
   * string without brand fonts.
   */
  fallbacks: string;
  /**
   * The brand faces (file, family, weight from config). A first page loads them only once its
   * first screen has painted and its photo has loaded: on a slow phone connection two preloaded
   * fonts took a third of a second from the hero photo (measured, README), and the fallback faces
   * above already give the text its final shape. A page reached from another page of the site,
   * which most likely finds them cached, draws with them from its first paint
   * (src/document/document.ts). None without brand fonts.
   */
  faces: BrandFace[];
}

type BrandFont = NonNullable<NonNullable<SiteConfig['theme']['fonts']>['body']>;
type Role = 'body' | 'heading';

/** A brand font that cannot be used, at its place in the config (theme.fonts.<role>.src). */
export class BrandFontError extends MediaError {
  constructor(
    message: string,
    readonly path: KeyPath,
  ) {
    super(message);
  }
}

const readVersion = (packageJson: string) => (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
// subset-font is CommonJS without types: its one function, typed for the one way it is called here.
const requireCjs = createRequire(import.meta.url);
const subsetFont = requireCjs('subset-font') as (font: Buffer, text: string, options: { targetFormat: 'woff2' }) => Promise<Buffer>;
/** Part of every cache key: a new subsetter (or HarfBuzz under it, found through the WebAssembly file it loads) subsets again. */
const SETTINGS = JSON.stringify([
  'woff2',
  readVersion(requireCjs.resolve('subset-font/package.json')),
  readVersion(
    join(dirname(createRequire(requireCjs.resolve('subset-font')).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')), '../package.json'),
  ),
]);

/** The metrics the fallback is computed from, in font units. */
export interface FontMetrics {
  ascent: number;
  /** Below the baseline: negative, as fonts store it. */
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  /** Average advance width of Latin text, weighted by letter frequency (capsize's xWidthAvg). */
  xWidthAvg: number;
}

/**
 * The descriptors of a fallback face that takes the brand font's room: `size-adjust` scales the
 * system font so its average character is as wide as the brand font's, and the overrides give
 * it the brand font's ascent, descent and line gap, in the scaled em (next/font, fontaine):
 *
 *   sizeAdjust = (font.xWidthAvg / font.unitsPerEm) / (system.xWidthAvg / system.unitsPerEm)
 *   override   = |metric| / (font.unitsPerEm × sizeAdjust)
 */
export function fallbackMetrics(font: FontMetrics, system: FontMetrics) {
  const ratio = font.xWidthAvg / font.unitsPerEm / (system.xWidthAvg / system.unitsPerEm);
  // A font without Latin letters has no width to match: the fallback keeps its own size.
  const sizeAdjust = Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
  const em = font.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust,
    ascentOverride: Math.abs(font.ascent) / em,
    descentOverride: Math.abs(font.descent) / em,
    lineGapOverride: Math.abs(font.lineGap) / em,
  };
}

/** A ratio as a CSS percentage, to 1/10000 of the em (far below a pixel at any text size). */
const percent = (ratio: number) => `${Number((ratio * 100).toFixed(2))}%`;

/** A system font a fallback face is made from: its local names and metrics, regular and bold. */
interface SystemFont {
  metrics: FontMetrics;
  local: string[];
}

/**
 * The fallback faces of a brand font, in the order the theme names them: each family's local
 * fonts, regular and bold. First Arial, then fonts with Arial's metrics; then Roboto, for Android.
 */
const SYSTEM_FALLBACKS: { family: (brand: string) => string; regular: SystemFont; bold: SystemFont }[] = [
  {
    family: fallbackFamily,
    regular: { metrics: arial, local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular', 'Helvetica'] },
    bold: {
      metrics: arialBold,
      local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold', 'Helvetica Bold'],
    },
  },
  {
    family: robotoFallbackFamily,
    regular: { metrics: roboto, local: ['Roboto', 'Roboto Regular', 'Roboto-Regular'] },
    bold: { metrics: robotoBold, local: ['Roboto Bold', 'Roboto-Bold'] },
  },
];
/** From this weight on, the fallback is the system font's bold (where browsers start synthesising bold too). */
const BOLD = 600;

/** The weights of a font as [lowest, highest]: one weight, or the range of a variable font ("100 900"). */
function weightRange(weight: BrandFont['weight']): [number, number] {
  const numbers = typeof weight === 'number' ? [weight, weight] : /^\d{1,4} \d{1,4}$/.test(weight) ? weight.split(' ').map(Number) : [];
  // The schema allows only these; this keeps anything else out of the CSS all the same.
  if (numbers.length !== 2 || numbers.some((n) => !Number.isInteger(n) || n < 1 || n > 1000))
    throw new Error(`Not a font weight: ${JSON.stringify(String(weight).slice(0, 20))}`);
  const [a, b] = numbers as [number, number];
  return [Math.min(a, b), Math.max(a, b)];
}
const cssWeight = ([lo, hi]: [number, number]) => (lo === hi ? `${lo}` : `${lo} ${hi}`);

/**
 * The fallback faces of one brand face, for each system font (SYSTEM_FALLBACKS): its regular
 * for the brand face's weights below 600, its bold from 600 on. A static font is matched against
 * the system font of its own weight. A variable font's metrics are those of its default instance
 * (its regular, as a rule), matched against the regular; for its bold weights that scale is
 * applied to the bold, assuming the brand font widens as the system font does when it gets bolder.
 */
function fallbackFaces(family: string, [lo, hi]: [number, number], metrics: FontMetrics): string[] {
  const variable = lo !== hi;
  const faces: string[] = [];
  for (const system of SYSTEM_FALLBACKS) {
    const face = (weights: [number, number], font: SystemFont, matchedTo: FontMetrics) => {
      const m = fallbackMetrics(metrics, matchedTo);
      faces.push(
        `@font-face{font-family:${cssFamilyName(system.family(family))};` +
          `src:${font.local.map((name) => `local(${cssFamilyName(name)})`).join(',')};` +
          `font-weight:${cssWeight(weights)};size-adjust:${percent(m.sizeAdjust)};ascent-override:${percent(m.ascentOverride)};` +
          `descent-override:${percent(m.descentOverride)};line-gap-override:${percent(m.lineGapOverride)}}`,
      );
    };
    if (lo < BOLD) face([lo, Math.min(hi, BOLD - 1)], system.regular, system.regular.metrics);
    if (hi >= BOLD) face([Math.max(lo, BOLD), hi], system.bold, (variable ? system.regular : system.bold).metrics);
  }
  return faces;
}

/** The characters of `text`, each once, in code point order: the same set is the same cache key. */
const characterSet = (text: string) =>
  [...new Set(text)]
    .filter((c) => !/\p{Cc}/u.test(c))
    .sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!)
    .join('');

/** A file name for the site: the family's letters and a hash of the content. */
const siteName = (family: string, bytes: Uint8Array) => {
  const stem =
    family
      .replace(/\s+/g, '-')
      .replace(/[^\w-]/g, '')
      .slice(0, 40) || 'font';
  return `${ASSETS_FOLDER}/${stem}-${contentHash(bytes)}.woff2`;
};

/** The `unusable` error of a brand font: a file that is not a font, or one the subsetter cannot take. */
const unusable = (font: BrandFont, path: KeyPath, error: unknown) =>
  new BrandFontError(
    `${font.src} cannot be read as a font (${(error as Error).message}): export it again as WOFF2, WOFF, TTF or OTF`,
    path,
  );

/** One brand font read through the one way in and its tables read: a file that is not a font (or a truncated one) fails here, with the check. */
async function readFont(role: Role, font: BrandFont, configDir: string) {
  const path = ['theme', 'fonts', role, 'src'];
  const read = openAssetFile(configDir, font.src, 'font');
  if (read.problem !== undefined) throw new BrandFontError(read.problem, path);
  const source = read.bytes;
  let metrics: FontMetrics;
  try {
    metrics = await fromBuffer(source);
    if (!(metrics.unitsPerEm > 0)) throw new Error('it has no units per em');
  } catch (error) {
    throw unusable(font, path, error);
  }
  return { path, source, metrics };
}

/** What `npm run check` needs of the brand fonts: each file read and its tables with it, nothing subset. Throws BrandFontError. */
export async function checkBrandFonts(fonts: SiteConfig['theme']['fonts'], configDir: string): Promise<void> {
  for (const role of ['body', 'heading'] as const) {
    const font = fonts?.[role];
    if (font) await readFont(role, font, configDir);
  }
}

/** One brand font read, checked and subset: its metrics, and its WOFF2 subset with the path it gets. */
async function makeFont(role: Role, font: BrandFont, configDir: string, text: string) {
  const { path, source, metrics } = await readFont(role, font, configDir);
  const bytes = await cached(cacheKey(SETTINGS, source, text), async () => {
    try {
      return await subsetFont(source, text, { targetFormat: 'woff2' });
    } catch (error) {
      throw unusable(font, path, error);
    }
  });
  return { metrics, bytes, file: siteName(font.family, bytes) };
}

/**
 * The brand fonts of the config, subset to `text` (siteCharacters): their files, their faces
 * and their fallbacks' @font-face rules. `configDir` is the config file's folder, which the paths in
 * the config are relative to. A file that is not a usable font throws BrandFontError (a
 * MediaError) naming the file, with its place in the config.
 */
export async function brandFonts(fonts: SiteConfig['theme']['fonts'], configDir: string, text: string): Promise<BrandFonts> {
  const files = new Map<string, Buffer>();
  const faces: BrandFace[] = [];
  const fallbacks: string[] = [];
  const characters = characterSet(text);
  // The body first: it is the font of most of the first screen.
  for (const role of ['body', 'heading'] as const) {
    const font = fonts?.[role];
    if (!font) continue;
    const weights = weightRange(font.weight);
    // The same file for both (a variable font, say) is subset once: the same bytes, the same path.
    const { metrics, bytes, file } = await makeFont(role, font, configDir, characters);
    files.set(file, bytes);
    const face: BrandFace = { family: font.family, src: `/${file}`, weight: cssWeight(weights) };
    // The same family, weight and file for both roles is one face.
    if (!faces.some((f) => f.family === face.family && f.src === face.src && f.weight === face.weight)) faces.push(face);
    for (const rule of fallbackFaces(font.family, weights, metrics)) if (!fallbacks.includes(rule)) fallbacks.push(rule);
  }
  return { files, fallbacks: fallbacks.join('\n'), faces };
}

/** Printable ASCII: the digits of dates, the year and numbers, and the punctuation the pages write. */
const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');

/** The dates the site writes (in words, in its language: src/site-data/dates.ts), every month and digit. */
function dateCharacters(lang: string): string {
  try {
    const intl = new Intl.DateTimeFormat(lang, { ...LONG, timeZone: 'UTC' });
    const numbers = new Intl.NumberFormat(lang, { useGrouping: false });
    const months = Array.from({ length: 12 }, (_, m) => intl.format(Date.UTC(2000, m, 28)));
    return months.join('') + Array.from({ length: 10 }, (_, d) => numbers.format(d)).join('');
  } catch (error) {
    // A language Intl cannot format in: the site then writes its dates with ASCII digits alone.
    if (error instanceof RangeError) return '';
    throw error;
  }
}

/**
 * Every character the site can show: every string of the (token-resolved) config, plus
 * printable ASCII (dates, the year, numbers the browser writes) and the month names and digits
 * of the site's language (the dates in words). `extra`: any text the pages write that is not in
 * the config.
 */
export function siteCharacters(config: SiteConfig, extra = ''): string {
  const parts: string[] = [PRINTABLE_ASCII, dateCharacters(config.lang), extra];
  const walk = (value: unknown) => {
    if (typeof value === 'string') parts.push(value);
    else if (typeof value === 'number') parts.push(String(value));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(config);
  return characterSet(parts.join(''));
}
