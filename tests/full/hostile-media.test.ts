import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { CARRIER_FILE_LIMITS, FORMAT_PIXELS, megapixels } from '../../src/config/files/fileLimits.ts';
import { SiteConfigError } from '../../src/config/problem.ts';
import { inspectSiteConfig } from '../../src/check/inspectSiteConfig.ts';
import { buildSite } from '../../src/prerender/buildSite.ts';
import { LOGO_FORMATS } from '../../src/media/logo.ts';
import { PHOTO_FORMATS } from '../../src/media/pictures.ts';
import { namedFilesSha256 } from '../../src/hosting/buildRecord.ts';
import { check, checkInBounds } from '../support/configCli.ts';
import { hostileCarrier, HOSTILE_CARRIERS, type HostileCarrier, type HostileCase } from '../support/hostileMedia.ts';

/**
 * A carrier's files are untrusted input too (issue 25): each hostile logo or photo of
 * ./support/hostileMedia.ts, made here rather than kept in git, gets a located error at its
 * key or a site with nothing hostile in it, never a stack trace; those built to exhaust the
 * check (a huge declared canvas, deep nesting, tens of thousands of filtered shapes, a
 * 256-megapixel photo) run the real `npm run check` within bounds of time and memory (../support/configCli.ts).
 */
mkdirSync('tests/output', { recursive: true });
const scratch = mkdtempSync('tests/output/hostile-media-');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let made = 0;
/**
 * The hostile carrier `name` in a folder of its own, and where its hostile file is named, as the
 * start of a problem's line (`file:line:column  key  place: `) and of a warning's.
 */
async function carrier(name: HostileCase) {
  const file = await hostileCarrier(name, join(scratch, `carrier-${++made}`));
  const { key, src, place } = HOSTILE_CARRIERS[name] as HostileCarrier;
  const before = readFileSync(file, 'utf8').split(src)[0]!.split('\n');
  const at = `${file}:${before.length}:${before.at(-1)!.length + 1}  ${key}  `;
  const placed = place ? `${place}: ` : '';
  return { file, src, where: `${at}${placed}`, warned: `${at}warning: ${placed}` };
}

/** `npm run check` refused the carrier with this one problem, located, and no stack trace. */
function expectOneProblem(run: { code: number; stdout: string; stderr: string }, where: string, message: string | RegExp) {
  expect(run.code, run.stderr).toBe(1);
  expect(run.stderr).not.toMatch(/\n\s+at |Error:|node_modules/);
  const [line, ...rest] = run.stderr.split('\n');
  expect(line!.startsWith(where), line).toBe(true);
  expect(line!.slice(where.length)).toMatch(message);
  expect(rest).toEqual(['', '1 problem in the site config.', '']);
}

/** `text` as a regular expression that matches it literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.concurrent("npm run check refuses a carrier's hostile file at its key, within bounds", () => {
  it('a link that loops, in place of a photo: named as a loop, and the build record hashes it without throwing', async () => {
    const { file, src, where } = await carrier('a link that loops, in place of a photo');
    expectOneProblem(
      await check(file),
      where,
      `${src} is a link that leads back to itself (a loop of links): put the photo file itself there`,
    );
    // `npm start` hashes the named files to know whether dist/ is fresh.
    expect(namedFilesSha256(file, [src])).toMatch(/^[0-9a-f]{64}$/);
  });

  it('an SVG logo whose declared canvas is enormous: the canvas limit, before sharp is asked to draw it', async () => {
    const { file, src, where } = await carrier('an SVG logo whose declared canvas is enormous');
    expectOneProblem(
      await checkInBounds(file),
      where,
      `${src} declares a canvas of 400,000,000×300,000,000 px, larger than the 10,000 px per side a logo SVG may declare: export the logo at its real size (its width and height, or its viewBox, in px)`,
    );
  });

  it('an SVG logo nested 100,000 groups deep: the nesting limit, from the streaming pass', async () => {
    const { file, src, where } = await carrier('an SVG logo nested 100,000 groups deep');
    expectOneProblem(
      await checkInBounds(file),
      where,
      `${src} nests elements more than ${CARRIER_FILE_LIMITS.logo.svg!.depth} deep, the most a logo SVG may: simplify it in the drawing program (merge shapes, flatten effects, ungroup, no embedded images) or export it as PNG`,
    );
  });

  it('an SVG logo of 80,000 blurred shapes: the filtered-elements limit, before any DOM', async () => {
    const { file, src, where } = await carrier('an SVG logo of 80,000 blurred shapes');
    expectOneProblem(
      await checkInBounds(file),
      where,
      `${src} draws more than ${CARRIER_FILE_LIMITS.logo.svg!.filtered} elements through a filter (a blur, a shadow), the most a logo SVG may: flatten the effects in the drawing program, or export it as PNG`,
    );
  });

  it('a 16,000 × 16,000 px photo is legal: the check reads all its data, streamed, never its 256 megapixels at once', async () => {
    const { file } = await carrier('a 16,000 × 16,000 px photo');
    const run = await checkInBounds(file);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/ is valid: /);
  });

  it('a photo whose header declares more pixels than its kind allows is refused by the header alone, naming the limit', async () => {
    const { file, where } = await carrier('a 300,000 × 2 px photo as the hero');
    // Only the header of a PNG: 20,000 × 20,000 px declared, not one pixel stored.
    writeFileSync(join(dirname(file), 'photos/strip.png'), pngHeader(20_000, 20_000));
    expectOneProblem(
      await check(file),
      where,
      `./photos/strip.png is 20000×20000 px (400 megapixels); a photo is at most ${megapixels(CARRIER_FILE_LIMITS.photo.pixels!)}: resize the photo under ${megapixels(CARRIER_FILE_LIMITS.photo.pixels!)} (the site shows it at most 1920 px wide)`,
    );
  });

  it('an AVIF photo past the 4 megapixels its format may have (its decoder holds it whole in memory) is refused by its header', async () => {
    const { file, src, where } = await carrier('an AVIF photo of 5.2 megapixels');
    expectOneProblem(
      await check(file),
      where,
      `${src} is 2600×2000 px (5 megapixels); a photo in AVIF is at most ${megapixels(FORMAT_PIXELS.heif!)}: resize the photo under ${megapixels(FORMAT_PIXELS.heif!)} (the site shows it at most 1920 px wide)`,
    );
  });

  it('a 300,000 × 2 px photo as the hero: a located warning about its shape, and the config stays valid', async () => {
    const { file, src, warned } = await carrier('a 300,000 × 2 px photo as the hero');
    const run = await check(file);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe(
      `${warned}${src} is 300000×2 px (150000:1); the hero section shows photos from 1:2 to 4:1, and this one would be cropped to a sliver of it: supply a photo of a usual shape (3:2 or 16:9)\n`,
    );
  });
});

it('a carrier config that is itself a link in a loop is a located problem of the file, not a stack trace', async () => {
  const file = join(scratch, 'loop.yaml');
  symlinkSync('loop.yaml', file);
  expectOneProblem(
    await check(file),
    `${file}:1:1  (file)  `,
    'The config is a link that leads back to itself (a loop of links): point SITE_CONFIG at the file itself',
  );
});

describe('a photo whose content is not what its extension says', () => {
  it('a PNG named .jpg is a located warning to rename it; a TIFF named .png, which no browser shows, a located error', async () => {
    const { file, where, warned: warning } = await carrier('a 300,000 × 2 px photo as the hero');
    const photo = join(dirname(file), 'photos/strip.png');
    await sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#335577' } })
      .png()
      .toFile(join(dirname(file), 'photos/png.jpg'));
    writeFileSync(file, readFileSync(file, 'utf8').replace('./photos/strip.png', './photos/png.jpg'));
    const warned = await check(file);
    expect(warned.code, warned.stderr).toBe(0);
    expect(warned.stderr).toBe(
      `${warning}./photos/png.jpg is a PNG file named .jpg: rename it to end in .png, so that every tool reads it as what it is\n`,
    );

    await sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#335577' } })
      .tiff()
      .toFile(photo);
    writeFileSync(file, readFileSync(file, 'utf8').replace('./photos/png.jpg', './photos/strip.png'));
    expectOneProblem(
      await check(file),
      where,
      './photos/strip.png is not a JPEG, PNG, WebP or AVIF image (its content is TIFF): export it again as JPEG, PNG, WebP or AVIF',
    );
  });
});

/**
 * Issue 37: a photo cut short (a copy or download that stopped part way) has a whole header, so
 * reading the header alone passed it, and the build, which decodes every pixel, refused it.
 * The check reads its data to the end too; a cut-short WebP fails at its header already.
 */
describe.concurrent('a photo or logo cut short is refused by the check at its key, in the words the build refuses it with', () => {
  /** `npm run check` and `buildSite` (what `npm run build` runs) on the carrier `name`: one located problem, the same from both. */
  async function refusedAlike(name: HostileCase, message: (src: string) => RegExp) {
    const { file, src, where } = await carrier(name);
    const checked = await check(file);
    expectOneProblem(checked, where, message(src));
    const built = await buildSite({ configFile: file, outDir: join(dirname(file), 'dist') }).catch((error: unknown) => error);
    expect(built).toBeInstanceOf(SiteConfigError);
    expect((built as SiteConfigError).message.split('\n')[0]).toBe(checked.stderr.split('\n')[0]);
  }

  it.each([
    ['a PNG hero photo cut short', PHOTO_FORMATS],
    ['a JPEG hero photo cut short', PHOTO_FORMATS],
    ['an AVIF hero photo cut short', PHOTO_FORMATS],
    ['a PNG logo cut short', LOGO_FORMATS],
  ] as const)('%s', (name, formats) =>
    refusedAlike(
      name,
      (src) =>
        new RegExp(
          `^${escaped(`${src} is cut short or damaged: its header reads, its image data does not: copy it again from the original, or export it again as ${formats}`)}$`,
        ),
    ),
  );

  it('a WebP hero photo cut short, whose header says how long the file is: refused by its header', () =>
    refusedAlike(
      'a WebP hero photo cut short',
      (src) => new RegExp(`^${escaped(src)} cannot be read as an image \\(.+\\): export it again as ${PHOTO_FORMATS}$`),
    ));
});

describe('an SVG logo with an XHTML script element inside', () => {
  it('is warned about at its key, and nothing of the script, text included, is in any file the site serves', async () => {
    const { file, warned } = await carrier('an XHTML script element inside the SVG logo');
    const run = await check(file);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe(
      `${warned}./brand/xhtml.svg had a <script> element; the site serves it without them (an SVG logo may only draw)\n`,
    );
    // The media as the build makes them: the logo's files.
    const { media } = await inspectSiteConfig(file).catch((error: unknown) => {
      throw error instanceof SiteConfigError ? new Error(error.message) : error;
    });
    const served = [...media.files.values()].map((bytes) => bytes.toString('latin1'));
    expect(served.filter((text) => text.includes('<svg')).length).toBeGreaterThan(0);
    for (const text of served) expect(text).not.toMatch(/HOSTILE_SCRIPT_TEXT|script/i);
  });
});

/** A PNG signature, its IHDR chunk (8-bit RGB) and the first row of pixels alone: what a decoder reads to tell the size, and no more. */
function pngHeader(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
