import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import roboto from '@capsizecss/metrics/roboto';
import robotoBold from '@capsizecss/metrics/roboto/700';
import { fromBuffer } from '@capsizecss/unpack';
import fc from 'fast-check';
// fontkitten is the font reader under @capsizecss/unpack: here it reads back a subset's characters.
import { create } from 'fontkitten';
import { randomBytes, randomInt } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSiteConfig } from '../config/loadSiteConfig.ts';
import { cssFamilyName } from '../theme/cssValues.ts';
import { fallbackFamily, robotoFallbackFamily } from '../theme/fontFamilies.ts';
import { brandFonts, siteCharacters, type BrandFonts, type FontMetrics } from './fonts.ts';
import { MediaError } from './mediaError.ts';
import { brandFaceRules, type BrandFace } from '../theme/brandFaces.ts';
import { runs } from '../../tests/support/property.ts';

/** How many fonts were subset (a cache miss each): the media cache's `make` counted. */
const subsets = vi.hoisted(() => ({ count: 0 }));
vi.mock('./mediaCache.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./mediaCache.ts')>();
  return {
    ...actual,
    cached: (key: string, make: () => Promise<Buffer>) =>
      actual.cached(key, () => {
        subsets.count++;
        return make();
      }),
  };
});

const FONTS = join(import.meta.dirname, '../document/fonts');
const REGULAR = './brand/Inter-Regular-latin.ttf';
const BOLD = './brand/Inter-Bold-latin.ttf';
const body = { family: 'Inter', src: REGULAR, weight: 400 };
const heading = { family: 'Inter', src: BOLD, weight: 700 };

const config = loadSiteConfig('site.config.yaml');
let dir: string;
let source: Buffer;
let text: string;

beforeAll(async () => {
  // The "config folder": the OFL Inter files of the social image, as a carrier's brand fonts.
  dir = await mkdtemp(join(tmpdir(), 'brand-fonts-'));
  await mkdir(join(dir, 'brand'));
  for (const name of ['Inter-Regular-latin.ttf', 'Inter-Bold-latin.ttf']) await copyFile(join(FONTS, name), join(dir, 'brand', name));
  source = await readFile(join(dir, REGULAR));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
beforeEach(() => {
  // The site's characters and three random CJK ones (not in Inter, so they draw nothing): a text
  // no earlier run had, so the first subset of each test is a cache miss.
  text = siteCharacters(config, Array.from({ length: 3 }, () => String.fromCodePoint(randomInt(0x4e00, 0x9fff))).join(''));
  subsets.count = 0;
});

/** The characters a font file can draw. */
const charactersOf = (bytes: Buffer) => {
  const font = create(bytes);
  if (font.isCollection) throw new Error('A font collection');
  return { type: font.type, characters: new Set(font.characterSet.filter((c) => font.hasGlyphForCodePoint(c))) };
};

/** The descriptors of the @font-face rules of `css`, one object per rule. */
const faces = (css: string) =>
  [...css.matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) =>
    Object.fromEntries(body!.split(/;(?=[a-z-]+:)/).map((d) => [d.slice(0, d.indexOf(':')), d.slice(d.indexOf(':') + 1)])),
  );

describe('brand fonts', () => {
  it('are subset to the characters the site uses: a much smaller WOFF2 with exactly their glyphs', async () => {
    const fonts = await brandFonts({ body }, dir, text);
    expect(fonts.files.size).toBe(1);
    const [[path, bytes]] = [...fonts.files] as [[string, Buffer]];
    expect(path).toMatch(/^assets\/Inter-[\w-]{10}\.woff2$/);
    expect(bytes.length).toBeLessThan(source.length / 4);
    const subset = charactersOf(bytes);
    expect(subset.type).toBe('WOFF2');
    const drawable = charactersOf(source).characters;
    const wanted = [...new Set(text)].map((c) => c.codePointAt(0)!).filter((c) => drawable.has(c));
    expect([...subset.characters].sort((a: number, b: number) => a - b)).toEqual(wanted.sort((a, b) => a - b));
    // The site's own texts are among them (the company name, the year's digits).
    expect(wanted.length).toBeGreaterThan(90);
  });

  it('swap in without moving the text: font-display swap, and a fallback face sized by the capsize formula', async () => {
    const fonts = await brandFonts({ body, heading }, dir, text);
    const [regular, bold] = faces(brandFaceRules(fonts.faces));
    // Each brand face's, from Arial, then from Roboto (for Android, which has no Arial).
    const [regularFallback, regularRoboto, boldFallback, boldRoboto] = faces(fonts.fallbacks);
    expect(regular).toMatchObject({ 'font-family': '"Inter"', 'font-weight': '400', 'font-display': 'swap' });
    expect(regular!.src).toBe(`url('/${[...fonts.files.keys()][0]}') format('woff2')`);
    expect(bold).toMatchObject({ 'font-family': '"Inter"', 'font-weight': '700', 'font-display': 'swap' });
    expect(regularFallback!['font-family']).toBe(`"${fallbackFamily('Inter')}"`);
    expect(regularFallback!.src).toMatch(/^local\("Arial"\),.*local\("Liberation Sans"\),.*local\("Arimo"\)/);
    expect(boldFallback!.src).toMatch(/^local\("Arial Bold"\),.*local\("Liberation Sans Bold"\),.*local\("Arimo Bold"\)/);
    expect(regularRoboto!['font-family']).toBe(`"${robotoFallbackFamily('Inter')}"`);
    expect(regularRoboto!.src).toMatch(/^local\("Roboto"\),/);
    expect(boldRoboto!.src).toMatch(/^local\("Roboto Bold"\),/);
    expect([regularFallback, regularRoboto, boldFallback, boldRoboto].map((face) => face!['font-weight'])).toEqual([
      '400',
      '400',
      '700',
      '700',
    ]);

    // sizeAdjust = (xWidthAvg / unitsPerEm) / (Arial's xWidthAvg / unitsPerEm); override = metric / (unitsPerEm × sizeAdjust).
    const expectMatched = (face: Record<string, string>, font: FontMetrics, system: FontMetrics) => {
      const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (system.xWidthAvg / system.unitsPerEm);
      const em = font.unitsPerEm * sizeAdjust;
      const expected = {
        'size-adjust': sizeAdjust,
        'ascent-override': font.ascent / em,
        'descent-override': -font.descent / em,
        'line-gap-override': font.lineGap / em,
      };
      for (const [descriptor, ratio] of Object.entries(expected)) {
        expect(face[descriptor], descriptor).toMatch(/^\d+(\.\d+)?%$/);
        expect(Math.abs(parseFloat(face[descriptor]!) - ratio * 100), descriptor).toBeLessThanOrEqual(0.0051);
      }
    };
    const boldMetrics = await fromBuffer(await readFile(join(dir, BOLD)));
    expectMatched(regularFallback!, await fromBuffer(source), arial);
    expectMatched(boldFallback!, boldMetrics, arialBold);
    expectMatched(regularRoboto!, await fromBuffer(source), roboto);
    expectMatched(boldRoboto!, boldMetrics, robotoBold);
    // Inter is wider than Arial: the fallback grows to take its room.
    expect(parseFloat(regularFallback!['size-adjust']!)).toBeGreaterThan(100);
  });

  it('write each font file once, with one face each, the same file for both roles once', async () => {
    const urls = (list: BrandFace[]) => list.map((face) => face.src);
    const both = await brandFonts({ body, heading }, dir, text);
    expect(both.files.size).toBe(2);
    expect(urls(both.faces)).toEqual([...both.files.keys()].map((path) => `/${path}`));

    const same = await brandFonts({ body, heading: body }, dir, text);
    expect(same.files.size).toBe(1);
    expect(faces(brandFaceRules(same.faces))).toHaveLength(1);
    // One fallback face from each system font.
    expect(faces(same.fallbacks)).toHaveLength(2);

    const headingOnly = await brandFonts({ heading }, dir, text);
    expect(urls(headingOnly.faces)).toEqual([`/${[...headingOnly.files.keys()][0]}`]);

    expect(await brandFonts(undefined, dir, text)).toEqual({ files: new Map(), fallbacks: '', faces: [] });
    expect(await brandFonts({}, dir, text)).toEqual({ files: new Map(), fallbacks: '', faces: [] });
  });

  it('a variable font keeps its weight range, with a regular and a bold fallback', async () => {
    const fonts = await brandFonts({ body: { ...body, weight: '100 900' } }, dir, text);
    expect(faces(brandFaceRules(fonts.faces)).map((face) => face['font-weight'])).toEqual(['100 900']);
    expect(faces(fonts.fallbacks).map((face) => face['font-weight'])).toEqual(['100 599', '600 900', '100 599', '600 900']);
  });

  it('an unchanged font is not subset again', async () => {
    await brandFonts({ body, heading }, dir, text);
    expect(subsets.count).toBe(2);
    const again = await brandFonts({ body, heading }, dir, text);
    expect(subsets.count).toBe(2);
    expect(again.files.size).toBe(2);
    // The same characters in another order are the same subset.
    await brandFonts({ body }, dir, [...text].reverse().join(''));
    expect(subsets.count).toBe(2);
  });

  it('a file that is not a font is refused, naming the file', async () => {
    await writeFile(join(dir, 'brand', 'broken.woff2'), randomBytes(4096));
    await writeFile(join(dir, 'brand', 'truncated.ttf'), source.subarray(0, 2000));
    for (const src of ['./brand/broken.woff2', './brand/truncated.ttf']) {
      const refused = brandFonts({ heading: { ...heading, src } }, dir, text);
      await expect(refused).rejects.toThrow(MediaError);
      await expect(refused).rejects.toThrow(`${src} cannot be read as a font (`);
      await expect(refused).rejects.toThrow('export it again as WOFF2, WOFF, TTF or OTF');
      await expect(refused).rejects.toMatchObject({ path: ['theme', 'fonts', 'heading', 'src'] });
    }
  });

  it('no family name, whatever it holds, can end the string, the rule or the <style> element', async () => {
    const safeString = /^"(?:[A-Za-z0-9 _-]|\\[0-9a-f]{1,6} )*"$/;
    // The CSS of a plain name: any other name must give the same rules, its strings aside.
    const shape = (css: string, family: string) =>
      css
        .replaceAll(cssFamilyName(robotoFallbackFamily(family)), 'ROBOTO_FALLBACK')
        .replaceAll(cssFamilyName(fallbackFamily(family)), 'FALLBACK')
        .replaceAll(cssFamilyName(family), 'FAMILY');
    const cssOf = ({ faces, fallbacks }: BrandFonts) => `${brandFaceRules(faces)}\n${fallbacks}`;
    const plain = shape(cssOf(await brandFonts({ body: { ...body, family: 'X' } }, dir, text)), 'X');
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 60 }), async (family) => {
        const css = cssOf(await brandFonts({ body: { ...body, family } }, dir, text));
        expect(cssFamilyName(family)).toMatch(safeString);
        expect(cssFamilyName(fallbackFamily(family))).toMatch(safeString);
        expect(cssFamilyName(robotoFallbackFamily(family))).toMatch(safeString);
        expect(shape(css, family).replace(/\/assets\/[\w-]+\.woff2/, '/assets/F.woff2')).toBe(
          plain.replace(/\/assets\/[\w-]+\.woff2/, '/assets/F.woff2'),
        );
      }),
      { numRuns: runs(60) },
    );
  });
});

describe('the characters of the site', () => {
  it('are every string of the config, printable ASCII and the dates of its language, each once, in order', () => {
    const fr = { ...config, lang: 'fr', company: { ...config.company, name: 'Transports Çà et Là' } };
    const characters = siteCharacters(fr, '→');
    for (let c = 0x20; c < 0x7f; c++) expect(characters).toContain(String.fromCharCode(c));
    for (const c of 'ÇàL→') expect(characters).toContain(c);
    // février, août, décembre: the dates in words.
    for (const c of 'éû') expect(characters).toContain(c);
    expect([...characters]).toEqual([...new Set(characters)].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!));
    expect(characters).not.toMatch(/\p{Cc}/u);
  });
});
