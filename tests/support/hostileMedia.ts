import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * The carrier files of issues 25 and 37, made on the spot (none is kept in git: the largest are
 * megabytes): each is a copy of the ridgeline carrier with one file replaced by a hostile one,
 * at the key named. tests/full/hostile-media.test.ts checks each; the same cases measure `npm run
 * check`'s time and memory by hand.
 */
const RIDGELINE = 'tests/fixtures/carriers/ridgeline';

export interface HostileCarrier {
  /** The config's key path of the hostile file, as the check prints it. */
  key: string;
  /** Where that is as a person reads the site, printed before the message (for a key under a list). */
  place?: string;
  /** The path written at that key. */
  src: string;
  /** Writes the hostile file (or link) into the carrier folder `dir`. */
  make(dir: string): Promise<void> | void;
}

/** Where the files that take seconds to make are kept between runs (the same bytes every time). */
const MADE_DIR = 'node_modules/.cache/carrier-test-files';

/**
 * A PNG of `width` × `height` pixels of one grey, made from nothing (libvips repeats one pixel):
 * made once and kept, as 256 megapixels take 4 s of processor time to encode. Written beside and
 * renamed, so that two runs at once never read half a file.
 */
async function flatPng(width: number, height: number): Promise<Buffer> {
  const file = join(MADE_DIR, `flat-${width}x${height}-sharp-${sharp.versions.sharp}.png`);
  if (existsSync(file)) return readFileSync(file);
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#777777' }, limitInputPixels: false })
    .png({ compressionLevel: 9 })
    .toBuffer();
  mkdirSync(MADE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return bytes;
}

/** The ridgeline carrier's hero photo (3600 × 2400 px, JPEG) in the carrier folder `dir`. */
const heroPhoto = (dir: string) => join(dir, 'photos/hero.jpg');

/**
 * The first half of `bytes`: a file whose header is whole and whose image data stops part way,
 * as a copy or download that was cut off leaves it.
 */
const cutShort = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2));

/** The hero photo at 1920 px wide in `format` (AVIF under its 4 megapixels), cut short. */
const heroCutShort = async (dir: string, format: 'png' | 'webp' | 'avif') =>
  cutShort(await sharp(heroPhoto(dir)).resize(1920).toFormat(format, { effort: 1 }).toBuffer());

const svg = (inner: string, attributes = 'viewBox="0 0 200 60" width="200" height="60"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${inner}</svg>\n`;

/** The fixture's hero photo, as a problem of it names its place. */
const HERO_PHOTO = 'page / › section 1 (hero "Heavy Freight Across the Cascades, Hand…") › image › src';

export const HOSTILE_CARRIERS = {
  'a link that loops, in place of a photo': {
    key: 'routes.0.sections.0.image.src',
    place: HERO_PHOTO,
    src: './photos/loop.jpg',
    make: (dir) => symlinkSync('loop.jpg', join(dir, 'photos/loop.jpg')),
  },
  'an SVG logo whose declared canvas is enormous': {
    key: 'company.logo',
    src: './brand/canvas.svg',
    make: (dir) =>
      writeFileSync(join(dir, 'brand/canvas.svg'), svg('<rect width="10" height="10"/>', 'width="400000000" height="300000000"')),
  },
  'an SVG logo nested 100,000 groups deep': {
    key: 'company.logo',
    src: './brand/deep.svg',
    make: (dir) =>
      writeFileSync(join(dir, 'brand/deep.svg'), svg(`${'<g>'.repeat(100_000)}<rect width="9" height="9"/>${'</g>'.repeat(100_000)}`)),
  },
  'an SVG logo of 80,000 blurred shapes': {
    key: 'company.logo',
    src: './brand/blurred.svg',
    make: (dir) =>
      writeFileSync(
        join(dir, 'brand/blurred.svg'),
        svg(
          `<defs><filter id="b"><feGaussianBlur stdDeviation="40"/></filter></defs>${'<circle cx="100" cy="30" r="25" filter="url(#b)"/>'.repeat(80_000)}`,
        ),
      ),
  },
  'a 16,000 × 16,000 px photo': {
    key: 'routes.0.sections.0.image.src',
    place: HERO_PHOTO,
    src: './photos/huge.png',
    make: async (dir) => writeFileSync(join(dir, 'photos/huge.png'), await flatPng(16_000, 16_000)),
  },
  'an AVIF photo of 5.2 megapixels': {
    key: 'routes.0.sections.0.image.src',
    place: HERO_PHOTO,
    src: './photos/large.avif',
    // 419 bytes: what it costs to decode is in its pixels, not its size.
    make: async (dir) =>
      writeFileSync(
        join(dir, 'photos/large.avif'),
        await sharp({ create: { width: 2600, height: 2000, channels: 3, background: '#777777' } })
          .avif({ effort: 0 })
          .toBuffer(),
      ),
  },
  'a 300,000 × 2 px photo as the hero': {
    key: 'routes.0.sections.0.image.src',
    place: HERO_PHOTO,
    src: './photos/strip.png',
    make: async (dir) => writeFileSync(join(dir, 'photos/strip.png'), await flatPng(300_000, 2)),
  },
  'a PNG hero photo cut short': {
    key: 'routes.0.sections.0.image.src',
    place: HERO_PHOTO,
    src: './photos/cut.png',
    make: async (dir) => writeFileSync(join(dir, 'photos/cut.png'), await heroCutShort(dir, 'png')),
  },
  'a JPEG hero photo cut short': {
    key: 'routes.0.sections.0.image.src',
    place: HERO_PHOTO,
    src: './photos/cut.jpg',
    make: (dir) => writeFileSync(join(dir, 'photos/cut.jpg'), cutShort(readFileSync(heroPhoto(dir)))),
  },
  'an AVIF hero photo cut short': {
    key: 'routes.0.sections.0.image.src',
    place: HERO_PHOTO,
    src: './photos/cut.avif',
    make: async (dir) => writeFileSync(join(dir, 'photos/cut.avif'), await heroCutShort(dir, 'avif')),
  },
  'a WebP hero photo cut short': {
    key: 'routes.0.sections.0.image.src',
    place: HERO_PHOTO,
    src: './photos/cut.webp',
    make: async (dir) => writeFileSync(join(dir, 'photos/cut.webp'), await heroCutShort(dir, 'webp')),
  },
  'a PNG logo cut short': {
    key: 'company.logo',
    src: './brand/cut.png',
    make: async (dir) =>
      writeFileSync(join(dir, 'brand/cut.png'), cutShort(await sharp(heroPhoto(dir)).resize(1024).png({ effort: 1 }).toBuffer())),
  },
  'an XHTML script element inside the SVG logo': {
    key: 'company.logo',
    src: './brand/xhtml.svg',
    make: (dir) =>
      writeFileSync(
        join(dir, 'brand/xhtml.svg'),
        svg(
          '<html:script xmlns:html="http://www.w3.org/1999/xhtml">globalThis.HOSTILE_SCRIPT_TEXT = 1</html:script><rect width="200" height="60" fill="#9a3412"/>',
        ),
      ),
  },
} satisfies Record<string, HostileCarrier>;

export type HostileCase = keyof typeof HOSTILE_CARRIERS;

/** Where each key is written in ridgeline's config (the line to replace). */
const WRITTEN: Record<string, RegExp> = {
  'company.logo': /^( {2}logo: )\.\/brand\/logo\.svg$/m,
  'routes.0.sections.0.image.src': /^( +src: )\.\/photos\/hero\.jpg$/m,
};

/** A copy of the ridgeline carrier in `dir` whose config names the hostile file of `name`; returns the config's path. */
export async function hostileCarrier(name: HostileCase, dir: string): Promise<string> {
  const { key, src, make } = HOSTILE_CARRIERS[name];
  mkdirSync(dir, { recursive: true });
  cpSync(RIDGELINE, dir, { recursive: true });
  await make(dir);
  const config = join(dir, 'site.config.yaml');
  const text = readFileSync(config, 'utf8');
  if (!WRITTEN[key]!.test(text)) throw new Error(`${key} is not written as expected in ${RIDGELINE}`);
  writeFileSync(config, text.replace(WRITTEN[key]!, `$1${src}`));
  return config;
}
