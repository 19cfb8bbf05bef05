import { siteConfig, type Section, type SiteConfig } from '../../../schema/index.ts';
import { prefixOf } from '../../../schema/languages.ts';
import { stateName, type StateCode } from '../../../schema/usStates.ts';
import { inLanguage } from './languageTexts.ts';
import { pathInLanguage, type SiteLanguage } from './languagePaths.ts';
import { resolveTokens } from '../read/tokens.ts';

/**
 * A site in each of its languages, from one config: the same pages and slugs, each text in the
 * language's words, each in-site path under the language's prefix (`/es/drivers`). Slugs are
 * kept, as Docusaurus keeps them: one table of paths, links in the copy that need no
 * translating, and `hreflang` alternates that are the same path under another prefix.
 */

/** A config read and checked in every language (src/config/loadSiteConfig.ts makes it). */
export interface MultilingualConfig {
  /** The config file's data as read (texts by language, tokens unresolved), valid in every language. */
  data: unknown;
}

/** The languages of a site, the default first. */
export function siteLanguages({ lang, languages }: Pick<SiteConfig, 'lang' | 'languages'>): SiteLanguage[] {
  if (!languages) return [{ lang, prefix: '' }];
  return languages.map((language, i) => ({ lang: language.lang, name: language.name, prefix: i === 0 ? '' : prefixOf(language) }));
}

/**
 * The complete site in the language `lang`: every text in its words, tokens resolved in them,
 * state names in the language, in-site paths under its prefix and `lang` set to its tag, so that
 * the renderer renders it as it renders a site in one language. Throws for a tag the site does
 * not declare.
 */
export function siteInLanguage(site: MultilingualConfig, lang: string): SiteConfig {
  const config = resolveTokens(siteConfig.parse(inLanguage(site.data, lang))).value;
  const languages = siteLanguages(config);
  const language = languages.find((candidate) => candidate.lang === lang);
  if (!language) throw new Error(`${lang} is not a language of this site: ${languages.map((l) => l.lang).join(', ')}`);
  return withPaths(withStateNames({ ...config, lang }), language);
}

/** The names of the states the sections list, in the config's language, in its alphabetical order. */
export function withStateNames(config: SiteConfig): SiteConfig {
  const named = <T extends { code: StateCode }>(states: readonly T[]) =>
    states.map((state) => ({ ...state, name: stateName(state.code, config.lang) }));
  const inLanguage = (section: Section): Section => {
    switch (section.type) {
      case 'coverage':
        return { ...section, states: named(section.states).sort((a, b) => a.name.localeCompare(b.name, config.lang)) };
      case 'jobs':
        return { ...section, postings: section.postings.map((posting) => ({ ...posting, hiringArea: named(posting.hiringArea) })) };
      case 'job-posting':
        return { ...section, posting: { ...section.posting, hiringArea: named(section.posting.hiringArea) } };
      default:
        return section;
    }
  };
  return { ...config, routes: config.routes.map((route) => ({ ...route, sections: route.sections.map(inLanguage) })) };
}

/** The keys that hold a path of the site (a route, a link to one, a posting's list page). */
const PATH_KEYS = new Set(['path', 'href', 'listPath']);

/** `config` with every in-site path (never an anchor or an address elsewhere) under the language's prefix. */
function withPaths(config: SiteConfig, language: SiteLanguage): SiteConfig {
  if (!language.prefix) return config;
  const under = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') return key && PATH_KEYS.has(key) && /^\/(?!\/)/.test(value) ? pathInLanguage(value, language) : value;
    if (Array.isArray(value)) return value.map((item) => under(item));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, under(v, k)]));
    return value;
  };
  const { navigation, header, floatingButtons, footer, routes } = config;
  return {
    ...config,
    ...(under({ navigation, header, floatingButtons, footer, routes }) as Pick<
      SiteConfig,
      'navigation' | 'header' | 'floatingButtons' | 'footer' | 'routes'
    >),
  };
}
