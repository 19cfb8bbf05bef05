import { escapeUTF8 } from 'entities';
import { SITE_FILES } from './document.ts';
import type { PageEntry, Shell } from '../site-data/siteData.ts';

/** Absolute URL of a route on the public site. */
export const absolute = (shell: Shell, path: string) => new URL(path, shell.company.siteUrl).href;

/** sitemap.xml: every content route of the config (never the not-found page), absolute URLs. */
export function sitemapXml(shell: Shell, pages: Pick<PageEntry, 'path'>[]): string {
  const urls = pages.map((p) => `  <url><loc>${escapeUTF8(absolute(shell, p.path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled; the sitemap is named by its absolute URL. */
export function robotsTxt(shell: Shell): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absolute(shell, SITE_FILES.sitemap)}`, ''].join('\n');
}
