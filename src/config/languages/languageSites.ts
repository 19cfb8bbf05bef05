import type { SiteConfig } from '../../../schema/index.ts';
import type { SitePage } from '../../../schema/route.ts';
import type { ConfigInspection } from '../loadSiteConfig.ts';
import type { SiteLanguage } from './languagePaths.ts';
import { siteInLanguage, siteLanguages } from './siteInLanguage.ts';

/** The site in each of its languages, and every page of every language in one list. */
export interface LanguageSites {
  languages: SiteLanguage[];
  /** The complete site in each language, by the language's index (the default first). */
  sites: SiteConfig[];
  /** Every page of every language, the default's first: a page's index here is its number everywhere (chunks, data-page). */
  pages: { route: SitePage; language: number }[];
}

/**
 * What the build renders: the site of each language (src/config/languages/siteInLanguage.ts), each with
 * the same pages under its own prefix. A site in one language is itself, unchanged.
 */
export function languageSites({ config, site }: Pick<ConfigInspection, 'config' | 'site'>): LanguageSites {
  const languages = siteLanguages(config);
  const sites = languages.length === 1 ? [config] : languages.map((language) => siteInLanguage(site, language.lang));
  const pages = sites.flatMap((languageSite, language) => languageSite.routes.map((route) => ({ route, language })));
  return { languages, sites, pages };
}
