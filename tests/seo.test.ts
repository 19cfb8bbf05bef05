// @vitest-environment jsdom
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeSiteFiles } from '../src/document/siteFiles.ts';
import { organizationJsonLd } from '../src/document/jsonLd.ts';
import type { webManifest } from '../src/document/webManifest.ts';
import { shellData } from '../src/vite/shellData.ts';
import { inspectConfig, loadSiteConfig } from '../src/config/loadSiteConfig.ts';
import { languageSites } from '../src/config/languages/languageSites.ts';
import { serializeJsonLd } from '../src/document/document.ts';
import type { SiteFacts } from '../src/site-data/siteData.ts';
import { brandedSite, builtSite } from './support/builtSite.ts';
import { pngSize } from './support/pngSize.ts';
import { builtPages, listFiles, type BuiltPage } from './support/siteFiles.ts';

const config = loadSiteConfig('site.config.yaml');
const { routes } = config;
const shell = { ...shellData(config, {}), seo: config.seo };
const site = config.company.siteUrl;
const abs = (path: string) => new URL(path, site).href;

let root: string;
let pages: BuiltPage[];
let content: BuiltPage[];
let notFound: BuiltPage;
beforeAll(() => {
  root = builtSite();
  pages = builtPages(root);
  content = routes.map((r) => pages.find((p) => p.path === r.path)!);
  notFound = pages.find((p) => p.file === '404.html')!;
});

const meta = (doc: Document, key: string) =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined;
const file = (url: string) => {
  expect(url.startsWith(`${new URL(site).origin}/`), `${url} is on the site's origin`).toBe(true);
  const path = join(root, new URL(url).pathname);
  expect(existsSync(path), `${url} exists in the build`).toBe(true);
  return readFileSync(path);
};
/** Reads a pixel of a PNG (decoded by drawing it into an SVG with resvg) as #rrggbb. */
const colourAt = (png: Buffer, width: number, height: number) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  const pixels = new Resvg(svg).render().pixels;
  return (x: number, y: number) => `#${[0, 1, 2].map((i) => pixels[(y * width + x) * 4 + i]!.toString(16).padStart(2, '0')).join('')}`;
};
/** The page's one block about the carrier (a posting's page has its JobPosting besides: tests/jobs.test.ts). */
const jsonLdOf = (doc: Document) => {
  const blocks = [...doc.querySelectorAll('script[type="application/ld+json"]')]
    .map((block) => JSON.parse(block.textContent) as Record<string, unknown>)
    .filter((block) => '@graph' in block);
  expect(blocks).toHaveLength(1);
  return blocks[0] as ReturnType<typeof organizationJsonLd>;
};

describe('search results: titles, descriptions, canonical URLs', () => {
  it('every content route is built', () => {
    expect(content.every(Boolean)).toBe(true);
  });

  it.each(routes.map((r) => [r.path, r] as const))('%s has its own title, description and canonical URL from the config', (path, route) => {
    const { document } = content[routes.indexOf(route)]!;
    expect(document.title).toBe(route.title);
    expect(meta(document, 'description')).toBe(route.description);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(abs(path));
    expect(meta(document, 'robots')).toBeUndefined();
    expect(document.documentElement.lang).toBe(config.lang);
  });

  it('no two routes share a title or a description', () => {
    expect(new Set(content.map((p) => p.document.title)).size).toBe(routes.length);
    expect(new Set(content.map((p) => meta(p.document, 'description'))).size).toBe(routes.length);
  });

  it('the not-found page asks not to be indexed and names no canonical URL', () => {
    expect(meta(notFound.document, 'robots')).toBe('noindex');
    expect(notFound.document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(notFound.document.querySelector('meta[property^="og:"]')).toBeNull();
  });
});

describe('link previews: Open Graph and Twitter card', () => {
  it.each(routes.map((r) => [r.path, r] as const))('%s carries a complete preview with absolute URLs', (path, route) => {
    const { document } = content[routes.indexOf(route)]!;
    expect(meta(document, 'og:type')).toBe('website');
    expect(meta(document, 'og:site_name')).toBe(config.company.name);
    expect(meta(document, 'og:title')).toBe(route.title);
    expect(meta(document, 'og:description')).toBe(route.description);
    expect(meta(document, 'og:url')).toBe(abs(path));
    expect(meta(document, 'og:locale')).toBe(config.lang.replace('-', '_'));
    expect(meta(document, 'og:image:type')).toBe('image/png');
    expect(meta(document, 'og:image:width')).toBe('1200');
    expect(meta(document, 'og:image:height')).toBe('630');
    expect(meta(document, 'og:image:alt')).toContain(config.company.name);
    // X's large card, its title, description and image from Open Graph, its alt text its own.
    expect(meta(document, 'twitter:card')).toBe('summary_large_image');
    expect(meta(document, 'twitter:image:alt')).toBe(meta(document, 'og:image:alt'));
    for (const name of ['twitter:title', 'twitter:description', 'twitter:image']) expect(meta(document, name)).toBeUndefined();
  });

  it('the preview image is a 1200×630 PNG on the site, drawn in the theme colours', () => {
    const url = meta(content[0]!.document, 'og:image')!;
    const png = file(url);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length, 'within the 100 KB image budget').toBeLessThan(100_000);
    // Top-left corner is the theme's dark colour; the bottom band is the brand colour.
    const at = colourAt(png, 1200, 630);
    expect(at(5, 5)).toBe(config.theme.colors.dark.toLowerCase());
    expect(at(600, 625)).toBe(config.theme.colors.primary.toLowerCase());
  });

  it('every page points at the same preview image', () => {
    expect(new Set(content.map((p) => meta(p.document, 'og:image'))).size).toBe(1);
  });
});

describe('structured data (JSON-LD)', () => {
  it('describes the carrier as an Organization with its contact details and identifiers', () => {
    const data = jsonLdOf(content[0]!.document);
    expect(data['@context']).toBe('https://schema.org');
    const [org] = data['@graph'];
    if (!org || !('logo' in org)) throw new Error('The graph does not start with the Organization');
    expect(org['@type']).toBe('Organization');
    expect(org).toBeDefined();
    expect(org.name).toBe(config.company.name);
    expect(org.url).toBe(abs('/'));
    expect(org.email).toBe(config.company.email);
    expect(org.telephone).toMatch(/^\+1\d{10}$/);
    expect(org.telephone).toBe(`+1${config.company.phone.replace(/\D/g, '').slice(-10)}`);
    expect(org.identifier).toEqual(
      expect.arrayContaining([
        { '@type': 'PropertyValue', propertyID: 'USDOT', value: config.company.dotNumber },
        { '@type': 'PropertyValue', propertyID: 'MC', value: config.company.mcNumber },
      ]),
    );
    expect(org.areaServed).toEqual({ '@type': 'Country', name: 'US' });
    const { address } = config.company;
    expect(org.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: address!.street,
      addressLocality: address!.city,
      addressRegion: address!.region,
      postalCode: address!.postalCode,
      addressCountry: 'US',
    });
    const logo = org.logo!;
    expect(pngSize(file(logo.url))).toEqual({ width: logo.width, height: logo.height });

    // The example config answers around the clock, so its contact point has opening hours.
    const contact = org.contactPoint as typeof org.contactPoint & {
      hoursAvailable: { dayOfWeek: string[]; opens: string; closes: string };
    };
    expect(contact['@type']).toBe('ContactPoint');
    expect(contact.telephone).toBe(org.telephone);
    expect(contact.contactType).toBe(config.seo.contactPoint.contactType);
    expect(contact.hoursAvailable.dayOfWeek).toHaveLength(7);
    expect([contact.hoursAvailable.opens, contact.hoursAvailable.closes]).toEqual(['00:00', '23:59']);
  });

  it("is the same data block on every content page of a language, and the client entry, the later styles' link and the speculation rules are the only other scripts", () => {
    const first = serializeJsonLd(jsonLdOf(content[0]!.document));
    for (const page of content) expect(serializeJsonLd(jsonLdOf(page.document))).toBe(first);
    for (const page of pages) {
      const others = [...page.document.querySelectorAll('script')].filter((s) => s.getAttribute('type') !== 'application/ld+json');
      expect(
        others.map((s) => (s.hasAttribute('data-modules') ? 'entry' : (s.getAttribute('type') ?? 'classic'))),
        page.file,
        // The not-found page has every rule in its <head>: no later styles to link.
      ).toEqual(page.file.endsWith('404.html') ? ['entry', 'speculationrules'] : ['entry', 'classic', 'speculationrules']);
    }
  });

  it('text from the config cannot break out of the data block', () => {
    const hostile = { name: '</script><script>alert(1)</script><!-- & \u2028' };
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(hostile);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists every content route by absolute URL, and not the not-found page', () => {
    const xml = readFileSync(join(root, 'sitemap.xml'), 'utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    // Every page of every language (issue 22), the default's first.
    expect(locs).toEqual(languageSites(inspectConfig('site.config.yaml')).pages.map(({ route }) => abs(route.path)));
    expect(xml).not.toContain('404');
  });

  it('robots.txt allows crawling and names the sitemap by absolute URL', () => {
    const robots = readFileSync(join(root, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${abs('/sitemap.xml').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`, 'm'));
  });
});

/** An icon's bytes: a data: URL's, or the file's the site serves at `href`. */
const iconBytes = (site: string, href: string) =>
  href.startsWith('data:') ? Buffer.from(href.slice(href.indexOf(',') + 1), 'base64') : readFileSync(join(site, href));

describe('icons and the web manifest', () => {
  it("every page carries the tab's icon and links the others, PNGs only at their stated sizes, and names the manifest its entry links once the first screen has loaded", async () => {
    // No SVG icon: Chrome draws one on the page's own main thread, just after its load; and no
    // file for the tab's, which Chrome fetches at the load (src/document/faviconUrl.ts).
    for (const [site, built] of [
      [root, pages],
      [brandedSite(), builtPages(brandedSite())],
    ] as const)
      for (const page of built) {
        const icons = [...page.document.querySelectorAll('link[rel="icon"]')].map((link) => [
          link.getAttribute('href'),
          link.getAttribute('type'),
          link.getAttribute('sizes'),
        ]);
        // The tab's icon, written in, and one for search results (Google asks for a multiple of 48 px).
        expect(icons, page.file).toEqual([
          [expect.stringMatching(/^data:image\/png;base64,/), 'image/png', '32x32'],
          ['/icon-192.png', 'image/png', '192x192'],
        ]);
        expect(await sharp(iconBytes(site, icons[0]![0]!)).metadata(), page.file).toMatchObject({ format: 'png', width: 32, height: 32 });
        expect(pngSize(iconBytes(site, icons[1]![0]!)), page.file).toEqual({ width: 192, height: 192 });
        expect(page.document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'), page.file).toBe('/apple-touch-icon.png');
        expect(page.document.querySelector('script[data-modules]')?.getAttribute('data-manifest'), page.file).toBe('/site.webmanifest');
        if (site === root) expect(meta(page.document, 'theme-color'), page.file).toBe(config.theme.colors.dark);
      }
    expect(existsSync(join(root, 'favicon.svg'))).toBe(false);
    expect(existsSync(join(root, 'favicon-32.png'))).toBe(false);
  });

  it('the icons have the sizes browsers and phones ask for, in the brand colour', async () => {
    expect(pngSize(readFileSync(join(root, 'apple-touch-icon.png')))).toEqual({ width: 180, height: 180 });
    // The tab's icon: the mark's tile in the brand colour, above the initial.
    const favicon = pages[0]!.document.querySelector('link[rel="icon"][sizes="32x32"]')!.getAttribute('href')!;
    const { data } = await sharp(iconBytes(root, favicon))
      .extract({ left: 16, top: 3, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const hex = `#${[...data.subarray(0, 3)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    expect(hex).toBe(config.theme.colors.primary.toLowerCase());
  });

  it('the manifest names the company, the theme colours and icons that exist with their stated sizes', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'site.webmanifest'), 'utf8')) as ReturnType<typeof webManifest>;
    expect(manifest).toMatchObject({
      name: config.company.name,
      short_name: config.seo.shortName,
      start_url: '/',
      display: 'standalone',
      theme_color: config.theme.colors.dark,
      background_color: config.theme.colors.background,
    });
    const sizes = manifest.icons.map((icon) => {
      const { width, height } = pngSize(readFileSync(join(root, icon.src)));
      expect(icon.sizes).toBe(`${width}x${height}`);
      return icon.sizes;
    });
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  it('the fonts that draw the images stay out of the site', () => {
    expect(listFiles(root).filter((f) => /\.(ttf|otf)$/i.test(f))).toEqual([]);
  });
});

describe('a rebrand gets its own preview, icons and structured data', () => {
  const other = (() => {
    const otherConfig = loadSiteConfig('tests/fixtures/carriers/other/site.config.yaml');
    return { routes: otherConfig.routes, shell: { ...shellData(otherConfig, {}), seo: otherConfig.seo } };
  })();
  const generate = async (s: SiteFacts, r: { path: string }[]) => {
    const files = new Map<string, string | Uint8Array>();
    const { socialImage: image } = await writeSiteFiles(s, r, (name, value) => {
      files.set(name, value);
      return Promise.resolve();
    });
    return { files, image };
  };

  it('no generated file of the other carrier mentions the default carrier', async () => {
    const mine = await generate(shell, routes);
    const theirs = await generate(other.shell, other.routes);
    expect(theirs.image.url).not.toBe(mine.image.url);
    expect(theirs.image.url.startsWith(other.shell.company.siteUrl)).toBe(true);
    const text = [...theirs.files.entries()]
      .filter(([, v]) => typeof v === 'string')
      .map(([, v]) => v as string)
      .join('\n');
    const jsonLd = JSON.stringify(organizationJsonLd(other.shell));
    for (const value of [
      config.company.name,
      config.company.email,
      config.company.siteUrl,
      config.company.dotNumber,
      config.theme.colors.primary,
    ]) {
      expect(text + jsonLd).not.toContain(value);
    }
    expect(text).toContain(other.shell.company.name);
    expect(jsonLd).toContain(other.shell.company.mcNumber);
    const png = theirs.files.get(new URL(theirs.image.url).pathname.slice(1)) as Buffer;
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(colourAt(png, 1200, 630)(5, 5)).toBe(other.shell.theme.colors.dark.toLowerCase());
  });
});
