import { resolve } from 'node:path';
import sharp from 'sharp';
import type { SiteConfig } from '../../schema/index.ts';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../config/loadSiteConfig.ts';
import { logoMedia } from '../media/logo.ts';
import { shellData } from '../vite/shellData.ts';
import { SITE_FILES } from './document.ts';
import { markSvg } from './mark.ts';
import { organizationJsonLd } from './jsonLd.ts';
import { svgToPng } from './raster.ts';
import { siteFiles } from './siteFiles.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { socialImagePng, socialImageSvg } from './socialImage.ts';
import { webManifest } from './webManifest.ts';

const config = loadSiteConfig('site.config.yaml');
const shell = { ...shellData(config, {}), seo: config.seo };
const pages = config.routes;
/** The default config with issue 13's fixture logos (the files read from that carrier's folder). */
const branded = { ...config, company: { ...config.company, logo: './brand/logo.svg', logoOnDark: './brand/logo-white.svg' } };
const brandedShell = { ...shell, company: branded.company };
const media = async (c: SiteConfig = branded) => (await logoMedia(c, resolve('tests/fixtures/carriers/ridgeline')))!;

/** The pixels of a PNG as premultiplied RGBA (a transparent pixel's colour does not show). */
const rgba = async (png: Uint8Array) => {
  const { data } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return [...data].map((value, i) => (i % 4 === 3 ? value : (value * data[i - (i % 4) + 3]!) / 255));
};
/** How far apart two images of one size are: the mean and the largest difference of a channel, of 255. */
const difference = (a: number[], b: number[]) => {
  const each = a.map((value, i) => Math.abs(value - b[i]!));
  return { mean: each.reduce((sum, d) => sum + d, 0) / each.length, largest: Math.max(...each) };
};

/** The PNG a favicon data: URL holds. */
const faviconPng = (url: string) => {
  const base64 = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(url)?.[1];
  expect(base64, url).toBeDefined();
  return Buffer.from(base64!, 'base64');
};

/** The mark's icon as the site drew it before logos existed. */
const markIcon = (size: number, options: Parameters<typeof markSvg>[1] = {}) =>
  svgToPng(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${markSvg(shell, options)}</svg>`, size);

describe('without a logo', () => {
  it('every file is the one the mark makes, byte for byte', async () => {
    const { files } = await siteFiles(shell, pages);
    const social = socialImagePng(shell).png;
    const expected = new Map<string, string | Uint8Array>([
      [[...files.keys()].find((f) => f.startsWith('social-'))!, social],
      [SITE_FILES.appleTouchIcon, markIcon(180, { fullBleed: true })],
      [SITE_FILES.icon192, markIcon(192)],
      [SITE_FILES.icon512, markIcon(512)],
      [SITE_FILES.maskableIcon, markIcon(512, { fullBleed: true, scale: 0.8 })],
      [SITE_FILES.manifest, `${JSON.stringify(webManifest(shell), null, 2)}\n`],
      [SITE_FILES.sitemap, sitemapXml(shell, pages)],
      [SITE_FILES.robots, robotsTxt(shell)],
    ]);
    expect([...files.keys()].sort()).toEqual([...expected.keys()].map((f) => f.replace(/^\//, '')).sort());
    for (const [file, content] of expected) expect(Buffer.from(files.get(file.replace(/^\//, ''))!)).toEqual(Buffer.from(content));
    expect(socialImageSvg(shell)).toContain('viewBox="0 0 64 64"');
  });

  it("the favicon, written into the pages, is the mark's 32-px icon in a few colours, every pixel within a faint shade of it", async () => {
    const { favicon } = await siteFiles(shell, pages);
    const png = faviconPng(favicon);
    expect(await sharp(png).metadata()).toMatchObject({ width: 32, height: 32, format: 'png' });
    expect(png.length).toBeLessThan(markIcon(32).length);
    const [reduced, full] = [await rgba(png), await rgba(markIcon(32))];
    // Measured: a mean of 0.08 and at most 28 (an edge's anti-aliasing), 2026-12-05.
    const { mean, largest } = difference(reduced, full);
    expect(mean).toBeLessThan(3);
    expect(largest).toBeLessThan(40);
  });

  it("the structured data's logo is the 512-px app icon", () => {
    const [organization] = organizationJsonLd(shell)['@graph'];
    expect(organization?.logo).toEqual({
      '@type': 'ImageObject',
      url: new URL(SITE_FILES.icon512, config.company.siteUrl).href,
      width: 512,
      height: 512,
    });
  });
});

describe('with a logo', () => {
  it('the favicon and app icons are made from it, at their sizes', async () => {
    const logo = await media();
    const { files, favicon } = await siteFiles(brandedShell, pages, logo);
    const png = faviconPng(favicon);
    expect(await sharp(png).metadata()).toMatchObject({ width: 32, height: 32, format: 'png' });
    const [reduced, full] = [await rgba(png), await rgba(await logo.icon(32))];
    // Measured: a mean of 1.4 and at most 27, 2026-12-05 (the logo's lettering has more shades than the mark).
    const { mean, largest } = difference(reduced, full);
    expect(mean).toBeLessThan(3);
    expect(largest).toBeLessThan(40);
    expect(png.length).toBeLessThan((await logo.icon(32)).length);
    for (const [file, pixels] of [
      [SITE_FILES.appleTouchIcon, 180],
      [SITE_FILES.icon192, 192],
      [SITE_FILES.icon512, 512],
      [SITE_FILES.maskableIcon, 512],
    ] as const) {
      const png = files.get(file.slice(1)) as Uint8Array;
      expect(await sharp(png).metadata()).toMatchObject({ width: pixels, height: pixels, format: 'png' });
      expect(Buffer.from(png)).not.toEqual(markIcon(pixels));
    }
  });

  it("the structured data's logo is a PNG of the logo the build writes, with its size", async () => {
    const logo = await media();
    const { files } = await siteFiles(brandedShell, pages, logo);
    const { path, width, height } = logo.organizationLogo;
    expect(files.get(path.slice(1))).toBe(logo.organizationLogo.png);
    const [organization] = organizationJsonLd(brandedShell, logo.organizationLogo)['@graph'];
    expect(organization?.logo).toEqual({ '@type': 'ImageObject', url: new URL(path, config.company.siteUrl).href, width, height });
    expect(Math.min(width, height)).toBeGreaterThanOrEqual(112);
  });

  it('the social preview shows it in place of the mark: the variant for dark backgrounds, else the logo on a light plate', async () => {
    const plain = await siteFiles(shell, pages);
    const dark = await siteFiles(brandedShell, pages, await media());
    const { logoOnDark: _, ...lightOnly } = branded.company;
    const plate = await siteFiles(brandedShell, pages, await media({ ...branded, company: lightOnly }));
    const urls = [plain, dark, plate].map((f) => f.socialImage.url);
    expect(new Set(urls).size).toBe(3);
    for (const { files, socialImage } of [dark, plate]) {
      const png = files.get(new URL(socialImage.url).pathname.slice(1)) as Uint8Array;
      expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630 });
    }
  });
});
