// @vitest-environment jsdom
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../src/config/loadSiteConfig.ts';
import { builtSite } from './support/builtSite.ts';
import { builtPages, fileForPath, listFiles } from './support/siteFiles.ts';

interface Reference {
  /** Where it was found: file and tag. */
  from: string;
  url: string;
  /** URL the reference is resolved against. */
  base: string;
  /** The page it is on: a bare `#id` points into this file, wherever it is served. */
  page?: string;
}

const ATTRIBUTES = ['href', 'src', 'poster', 'action', 'formaction', 'data'];
/** Meta tags whose content is a URL of the site (link previews). */
const URL_METAS = ['og:url', 'og:image'];

/**
 * Every reference of a built site that a visitor, browser or crawler follows: href/src/srcset in
 * every page, preview URLs, url() in CSS, the manifest's icons, the sitemap and robots.txt.
 */
function references(root: string, siteUrl: string): Reference[] {
  const origin = new URL(siteUrl).origin;
  const refs: Reference[] = [];
  const cssUrls = (css: string, from: string, base: string) => {
    for (const m of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) refs.push({ from, url: m[2]!, base });
  };
  for (const page of builtPages(root)) {
    // The not-found page is served at any unknown address: resolve against a deep one, so a
    // relative link that only works from the root shows up as broken.
    const base = `${origin}${page.path ?? '/any/unknown/path'}`;
    for (const el of page.document.querySelectorAll('*')) {
      const tag = `${page.file} <${el.localName}>`;
      for (const name of ATTRIBUTES) {
        const value = el.getAttribute(name);
        if (value !== null) refs.push({ from: `${tag} ${name}`, url: value, base, page: page.file });
      }
      // The modules the inline entry loads after the first paint.
      for (const url of el.getAttribute('data-modules')?.split(/\s+/).filter(Boolean) ?? [])
        refs.push({ from: `${tag} data-modules`, url, base });
      for (const name of ['srcset', 'imagesrcset']) {
        for (const candidate of el.getAttribute(name)?.split(',') ?? []) {
          const url = candidate.trim().split(/\s+/)[0];
          if (url) refs.push({ from: `${tag} ${name}`, url, base });
        }
      }
      const style = el.getAttribute('style');
      if (style) cssUrls(style, `${tag} style`, base);
      if (el.localName === 'style') cssUrls(el.textContent ?? '', `${tag}`, base);
      const property = el.getAttribute('property') ?? el.getAttribute('name');
      if (el.localName === 'meta' && property && URL_METAS.includes(property))
        refs.push({ from: `${tag} ${property}`, url: el.getAttribute('content') ?? '', base });
    }
  }
  const files = listFiles(root);
  for (const file of files.filter((f) => f.endsWith('.css'))) cssUrls(readFileSync(join(root, file), 'utf8'), file, `${origin}/${file}`);
  for (const file of files.filter((f) => f.endsWith('.webmanifest'))) {
    const manifest = JSON.parse(readFileSync(join(root, file), 'utf8')) as { start_url?: string; icons?: { src: string }[] };
    const base = `${origin}/${file}`;
    if (manifest.start_url) refs.push({ from: `${file} start_url`, url: manifest.start_url, base });
    for (const icon of manifest.icons ?? []) refs.push({ from: `${file} icon`, url: icon.src, base });
  }
  if (files.includes('sitemap.xml')) {
    for (const m of readFileSync(join(root, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g))
      refs.push({ from: 'sitemap.xml <loc>', url: m[1]!, base: origin });
  }
  if (files.includes('robots.txt')) {
    for (const m of readFileSync(join(root, 'robots.txt'), 'utf8').matchAll(/^Sitemap:\s*(\S+)/gim))
      refs.push({ from: 'robots.txt Sitemap', url: m[1]!, base: origin });
  }
  return refs;
}

/** Why a reference does not resolve in the built site, or undefined when it does. */
function problemWith(ref: Reference, origin: string, files: Set<string>, ids: Map<string, Set<string>>): string | undefined {
  const raw = ref.url.trim();
  if (raw === '') return 'empty URL';
  if (/^javascript:/i.test(raw)) return 'javascript: URL';
  if (/^mailto:/i.test(raw))
    return /^mailto:[^@\s?]+@[^@\s?]+\.[^@\s?]+(\?.*)?$/i.test(raw) ? undefined : 'mailto: without a valid address';
  if (/^tel:/i.test(raw)) return /^tel:\+[1-9]\d{6,14}$/.test(raw) ? undefined : 'tel: number not in E.164 form (+15550100142)';
  if (/^data:/i.test(raw)) return undefined;
  const url = new URL(raw, ref.base);
  if (!/^https?:$/.test(url.protocol)) return `unexpected scheme ${url.protocol}`;
  if (url.origin !== origin) return undefined; // another site: not ours to resolve offline
  if (raw === '#') return 'empty fragment ("#")';
  const file = raw.startsWith('#') && ref.page ? ref.page : fileForPath(files, url.pathname);
  if (!file) return `no file in the build serves ${url.pathname}`;
  if (url.hash) {
    const id = decodeURIComponent(url.hash.slice(1));
    const targets = ids.get(file);
    if (!targets) return `#${id} points into ${file}, which is not a page`;
    if (!targets.has(id)) return `no element with id="${id}" in ${file}`;
  }
  return undefined;
}

/** Every reference of the built site that does not resolve, as readable lines. */
function brokenLinks(root: string, siteUrl: string): string[] {
  const origin = new URL(siteUrl).origin;
  const files = new Set(listFiles(root));
  const ids = new Map(
    builtPages(root).map((p) => [
      p.file,
      new Set([...p.document.querySelectorAll('[id], a[name]')].map((el) => el.id || el.getAttribute('name')!)),
    ]),
  );
  return references(root, siteUrl).flatMap((ref) => {
    const problem = problemWith(ref, origin, files, ids);
    return problem ? [`${ref.from} "${ref.url}": ${problem}`] : [];
  });
}

const { company, routes } = loadSiteConfig('site.config.yaml');

describe('every link, asset and anchor of the built site resolves', () => {
  it('the walk finds the links of every page (header, footer, assets, previews)', () => {
    const refs = references(builtSite(), company.siteUrl);
    const urls = new Set(refs.map((r) => r.url));
    expect(urls).toContain('/privacy');
    expect(urls).toContain('#main');
    expect([...urls].some((u) => u.startsWith('/assets/') && u.endsWith('.js'))).toBe(true);
    expect([...urls].some((u) => u.startsWith('mailto:'))).toBe(true);
    expect([...urls].some((u) => u.startsWith('tel:'))).toBe(true);
  });

  it('no internal link, asset or #anchor is broken', () => {
    expect(brokenLinks(builtSite(), company.siteUrl)).toEqual([]);
  });

  it('every posting page and every FAQ question has an address that resolves (/drivers#home-time opens its answer)', () => {
    const root = builtSite();
    const origin = new URL(company.siteUrl).origin;
    const files = new Set(listFiles(root));
    const ids = new Map(builtPages(root).map((p) => [p.file, new Set([...p.document.querySelectorAll('[id]')].map((el) => el.id))]));
    const addresses = routes.flatMap((route) => [
      route.path,
      ...route.sections.flatMap((s) => (s.type === 'faq' ? s.items.map((item) => `${route.path}#${item.id}`) : [])),
    ]);
    expect(addresses.filter((a) => a.includes('#')).length).toBeGreaterThanOrEqual(6);
    expect(addresses).toContain('/drivers#home-time');
    const broken = addresses.flatMap((url) => problemWith({ from: 'config', url, base: origin }, origin, files, ids) ?? []);
    expect(broken).toEqual([]);
  });
});

describe('the link check itself', () => {
  const root = mkdtempSync(join(tmpdir(), 'links-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };

  it('reports missing pages, assets and anchors, bad mail and phone links, and root-only links on the not-found page', () => {
    write(
      'index.html',
      `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/a.css"><meta property="og:image" content="https://www.example.com/gone.png"></head><body>
        <a href="/privacy#rights">ok</a><a href="/privacy#nowhere">bad anchor</a><a href="#top">bad local anchor</a>
        <a href="/missing">missing page</a><img src="/img/missing.png" alt=""><a href="https://elsewhere.example.net/x">external</a>
        <a href="tel:555-0100">bad tel</a><a href="mailto:">bad mail</a><a href="#">empty</a><a href="https://www.example.com/privacy">absolute ok</a>
      </body></html>`,
    );
    write('privacy/index.html', '<!DOCTYPE html><html><body><h2 id="rights">Rights</h2></body></html>');
    write('404.html', '<!DOCTYPE html><html><body><a href="privacy">relative</a><a href="/">home</a></body></html>');
    write('assets/a.css', 'body{background:url(/img/bg.png)}');
    const broken = brokenLinks(root, 'https://www.example.com');
    const expected = [
      '/privacy#nowhere',
      '"#top"',
      '/missing',
      '/img/missing.png',
      'tel:555-0100',
      '"mailto:"',
      '"#"',
      'gone.png',
      '/img/bg.png',
      '404.html <a> href "privacy"',
    ];
    expect(broken).toHaveLength(expected.length);
    for (const fragment of expected) {
      expect(
        broken.some((line) => line.includes(fragment)),
        `${fragment} in ${broken.join('\n')}`,
      ).toBe(true);
    }
  });
});
