import { alternatePaths, pathInDefault } from '../config/languages/languagePaths.ts';
import type { LanguageSites } from '../config/languages/languageSites.ts';
import { pageIndexed } from '../../schema/buildDay.ts';
import type { Alternate } from './document.ts';
import type { SitemapPage } from './sitemap.ts';

type SitePageOf = LanguageSites['pages'][number];

/**
 * The page in every language (they share its route's slugs), absolute on `siteUrl`, then
 * x-default (the default language's): for hreflang and the sitemap; none for a site in one language.
 */
export function pageAlternates(
  { languages }: Pick<LanguageSites, 'languages'>,
  siteUrl: string,
  { route, language }: SitePageOf,
): Alternate[] {
  if (languages.length === 1) return [];
  const each = alternatePaths(languages, pathInDefault(route.path, languages[language]!)).map(({ lang, path }) => ({
    hreflang: lang,
    href: new URL(path, siteUrl).href,
  }));
  return [...each, { hreflang: 'x-default', href: each[0]!.href }];
}

/** What sitemap.xml lists: the pages search engines may list on `buildDay`, each with its other languages. */
export const sitemapPages = (sites: LanguageSites, siteUrl: string, buildDay: string): SitemapPage[] =>
  sites.pages.flatMap((page) =>
    pageIndexed(page.route, buildDay) ? [{ path: page.route.path, alternates: pageAlternates(sites, siteUrl, page) }] : [],
  );
