/**
 * A site's languages and their paths, as the pages need them (the language switch, `hreflang`,
 * the sitemap): plain data and string work, with nothing of the schema, so the browser can
 * import it too. Every language has the same pages under the same slugs, each but the default
 * under its own prefix (`/es/drivers`); src/config/languages/siteInLanguage.ts makes each language's site.
 */

/** A language of the site. */
export interface SiteLanguage {
  /** The language tag, such as `es-US`: the pages' `lang`. */
  lang: string;
  /** The language's name in that language ("Español"); undefined for a site in one language, which shows no switch. */
  name?: string;
  /** The first segment of its paths (`es`); empty for the default language, served at `/`. */
  prefix: string;
}

/**
 * A path of the default language (`/drivers`, `/`) in `language`: `/es/drivers`, `/es`. Like
 * every page path but the site's root, a language's home has no trailing slash: one form of each
 * address for the servers and host configs to serve (`/es/` answers too, as `/drivers/` does).
 */
export function pathInLanguage(path: string, { prefix }: Pick<SiteLanguage, 'prefix'>): string {
  if (!prefix) return path;
  return path === '/' ? `/${prefix}` : `/${prefix}${path}`;
}

/** A page of the default language (`/drivers`) in every language of `languages`, for `hreflang` links and the sitemap. */
export const alternatePaths = (languages: readonly SiteLanguage[], path: string): { lang: string; path: string }[] =>
  languages.map((language) => ({ lang: language.lang, path: pathInLanguage(path, language) }));

/** The path of the default language that `path` of `language` is (`/es/drivers` → `/drivers`, `/es` → `/`). */
export function pathInDefault(path: string, { prefix }: Pick<SiteLanguage, 'prefix'>): string {
  if (!prefix) return path;
  const rest = path.slice(prefix.length + 1);
  return rest === '/' || rest === '' ? '/' : rest;
}

/** The language of a path of the site: the one whose prefix it starts with, else the default (the first). */
export function languageOfPath<T extends Pick<SiteLanguage, 'prefix'>>(path: string, languages: readonly T[]): T {
  return languages.find((l) => l.prefix && (path === `/${l.prefix}` || path.startsWith(`/${l.prefix}/`))) ?? languages[0]!;
}
