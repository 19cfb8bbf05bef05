import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../schema/index.ts';
import { loadSiteConfig } from '../config/loadSiteConfig.ts';
import { expandPicture } from '../site-data/media.ts';
import { LogoError, logoMedia, type LogoMedia } from './logo.ts';
import { MediaError } from './mediaError.ts';

const site = loadSiteConfig('site.config.yaml');
/** A carrier with an SVG logo and its white variant (issue 13's fixture). */
const BRANDED = resolve('tests/fixtures/carriers/ridgeline');
const folder = mkdtempSync(join(tmpdir(), 'logo-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const withLogo = (logo?: string, logoOnDark?: string): SiteConfig => ({
  ...site,
  company: { ...site.company, ...(logo ? { logo } : {}), ...(logoOnDark ? { logoOnDark } : {}) },
});

/** A raster logo of `width` × `height` with a transparent background, written to the test's folder. */
async function rasterLogo(name: string, width: number, height: number): Promise<string> {
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="${width * 0.05}" y="${height * 0.1}" width="${width * 0.9}" height="${height * 0.8}" fill="#b91c1c"/></svg>`;
  const png = await sharp(Buffer.from(drawing)).png().toBuffer();
  writeFileSync(join(folder, name), png);
  return `./${name}`;
}

const size = async (png: Buffer) => {
  const { width, height, format } = await sharp(png).metadata();
  return { width, height, format };
};

const svgMedia = async () => (await logoMedia(withLogo('./brand/logo.svg', './brand/logo-white.svg'), BRANDED))!;

describe('without a logo', () => {
  it('there is no logo media: the mark stays', async () => {
    expect(await logoMedia(site, resolve('.'))).toBeUndefined();
  });
});

describe('an SVG logo', () => {
  it('is served as one cleaned file per variant, under the config paths, at its own size', async () => {
    const media = await svgMedia();
    expect(Object.keys(media.pictures)).toEqual(['./brand/logo.svg', './brand/logo-white.svg']);
    const picture = expandPicture(media.pictures['./brand/logo.svg']!);
    expect(picture).toMatchObject({ sources: [], width: 202, height: 56 });
    expect(picture.src).toMatch(/^\/assets\/logo-[\w-]{10}\.svg$/);
    expect(media.files.get(picture.src.slice(1))?.toString()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(media.onDark?.src).toBe('./brand/logo-white.svg');
    expect(media.warnings).toEqual([]);
  });

  it('makes app icons of the sizes the pages and the manifest name', async () => {
    const media = await svgMedia();
    for (const [pixels, options] of [
      [32, {}],
      [180, { fullBleed: true }],
      [192, {}],
      [512, {}],
      [512, { fullBleed: true, maskable: true }],
    ] as const)
      expect(await size(await media.icon(pixels, options))).toEqual({ width: pixels, height: pixels, format: 'png' });
  });

  it('keeps a maskable icon within its safe zone: nothing but the background outside the central circle of 80 %', async () => {
    const media = await svgMedia();
    const { data, info } = await sharp(await media.icon(512, { fullBleed: true, maskable: true }))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const background = [...data.subarray(0, info.channels)];
    let drawnOutside = 0;
    let drawnInside = 0;
    for (let y = 0; y < 512; y++)
      for (let x = 0; x < 512; x++) {
        const at = (y * 512 + x) * info.channels;
        const differs = background.some((value, c) => Math.abs(value - data[at + c]!) > 2);
        if (!differs) continue;
        if (Math.hypot(x + 0.5 - 256, y + 0.5 - 256) > 0.4 * 512) drawnOutside++;
        else drawnInside++;
      }
    expect(drawnOutside).toBe(0);
    expect(drawnInside).toBeGreaterThan(1000);
  });

  it("full-bleed icons are the theme's background to the corners; the others have rounded corners", async () => {
    const media = await svgMedia();
    const corner = async (png: Buffer) => [...(await sharp(png).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer())];
    const [r, g, b] = site.theme.colors.background.match(/\w\w/g)!.map((hex) => parseInt(hex, 16));
    expect(await corner(await media.icon(180, { fullBleed: true }))).toEqual([r, g, b, 255]);
    expect((await corner(await media.icon(192)))[3]).toBe(0);
  });

  it('draws a scripted logo into the favicon without its script, and says what it left out', async () => {
    writeFileSync(
      join(folder, 'scripted.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100" onload="alert(1)"><script>alert(2)</script><rect width="300" height="100" fill="#b91c1c"/></svg>',
    );
    const media = (await logoMedia(withLogo('./scripted.svg'), folder))!;
    const served = media.files.get(expandPicture(media.pictures['./scripted.svg']!).src.slice(1))!.toString();
    expect(served).not.toMatch(/<script|onload|alert/);
    // The logo's red, drawn in the middle of the 32-px favicon.
    const { data } = await sharp(await media.icon(32))
      .extract({ left: 16, top: 16, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0xb9, 0x1c, 0x1c]);
    expect(media.warnings).toEqual([
      {
        path: ['company', 'logo'],
        message: './scripted.svg had a <script> element and an onload handler; the site serves it without them (an SVG logo may only draw)',
      },
    ]);
  });

  it('gives the structured data a PNG of at least 112 px each way, 600 on its longer side', async () => {
    const { organizationLogo } = await svgMedia();
    expect(organizationLogo).toMatchObject({ width: 600, height: 166 });
    expect(organizationLogo.path).toMatch(/^\/logo-[0-9a-f]{10}\.png$/);
    expect(await size(organizationLogo.png)).toEqual({ width: 600, height: 166, format: 'png' });
  });
});

describe('a raster logo', () => {
  it('is written as one WebP, keeping its transparency, at twice the largest box it is drawn in, with no placeholder colour', async () => {
    const media = (await logoMedia(withLogo(await rasterLogo('wide.png', 1200, 300)), folder))!;
    const picture = expandPicture(media.pictures['./wide.png']!);
    // 1200×300 into 480×88 (twice 240×44): 352×88.
    expect(picture).toEqual({
      src: expect.stringMatching(/^\/assets\/wide-[\w-]{10}\.webp$/) as unknown,
      width: 352,
      height: 88,
      sources: [],
    });
    const file = media.files.get(picture.src.slice(1))!;
    expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 352, height: 88, hasAlpha: true });
    expect(media.warnings).toEqual([]);
  });

  it('smaller than the app icons need is a warning that names the size to supply', async () => {
    const media = (await logoMedia(withLogo(await rasterLogo('small.png', 300, 100)), folder))!;
    expect(media.warnings).toEqual([
      {
        path: ['company', 'logo'],
        message: 'company.logo is 300×100 px; the app icons need at least 512 px on its longer side: supply a larger file or an SVG',
      },
    ]);
    // It is still used, scaled up.
    expect(await size(await media.icon(512))).toEqual({ width: 512, height: 512, format: 'png' });
  });
});

describe('a logo file that cannot be used', () => {
  it('is a LogoError (a MediaError) with each problem at its key', async () => {
    writeFileSync(join(folder, 'page.svg'), '<html><body>not a logo</body></html>');
    writeFileSync(join(folder, 'broken.png'), 'not a png');
    const error = await logoMedia(withLogo('./page.svg', './broken.png'), folder).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(LogoError);
    expect(error).toBeInstanceOf(MediaError);
    const { problems } = error as LogoError;
    expect(problems.map((p) => p.path)).toEqual([
      ['company', 'logo'],
      ['company', 'logoOnDark'],
    ]);
    expect(problems[0]!.message).toContain('./page.svg is not an SVG image');
    expect(problems[1]!.message).toContain('./broken.png cannot be read as an image');
  });
});

it('a logo for dark backgrounds alone serves everywhere', async () => {
  const media: LogoMedia = (await logoMedia({ ...site, company: { ...site.company, logoOnDark: './brand/logo-white.svg' } }, BRANDED))!;
  expect(media.logo.src).toBe('./brand/logo-white.svg');
  expect(media.onDark?.src).toBe('./brand/logo-white.svg');
  expect(Object.keys(media.pictures)).toEqual(['./brand/logo-white.svg']);
});
