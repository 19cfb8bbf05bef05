import { escapeUTF8 } from 'entities';
import { SITE_FILES, type Alternate } from './document.ts';
import type { Shell } from '../site-data/siteData.ts';

/** A page the sitemap lists: its path, and the page in every language of the site (none for a site in one language). */
export interface SitemapPage {
  path: string;
  alternates?: readonly Alternate[];
}

/** Absolute URL of a route on the public site. */
export const absolute = (shell: Shell, path: string) => new URL(path, shell.company.siteUrl).href;

/** sitemap.xml: every content page of every language (never a not-found page), absolute URLs, each with its languages. */
export function sitemapXml(shell: Shell, pages: readonly SitemapPage[]): string {
  const multilingual = pages.some((p) => p.alternates?.length);
  const urls = pages.map((p) =>
    [
      `  <url><loc>${escapeUTF8(absolute(shell, p.path))}</loc>`,
      ...(p.alternates ?? []).map((a) => `<xhtml:link rel="alternate" hreflang="${escapeUTF8(a.hreflang)}" href="${escapeUTF8(a.href)}"/>`),
      '</url>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    // Google's form for the languages of a page: each URL lists every one, itself included.
    multilingual
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled; the sitemap is named by its absolute URL. */
export function robotsTxt(shell: Shell): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absolute(shell, SITE_FILES.sitemap)}`, ''].join('\n');
}
