import type { SiteConfig } from '../../schema/index.ts';
import type { Shell } from '../site-data/siteData.ts';
import { siteRoleColours } from '../theme/palette.ts';
import { createTheme } from '../theme/theme.ts';
import { buildDay } from '../config/buildDay.ts';
import { siteLanguages } from '../config/languages/siteInLanguage.ts';

/**
 * What every page of a language gets in the browser (virtual:site/shell-N, from that language's
 * config): the config without its routes, build-only keys and the languages' texts (their names
 * and prefixes stay, for the switch), its theme made from its colours derived into roles
 * (src/theme/palette.ts) and its fonts (src/theme/theme.ts), plus the files built
 * for its logos and the build day (src/config/buildDay.ts; the texts of the dates the pages
 * show are in virtual:site/dates, src/vite/dateTexts.ts).
 */
export function shellData(site: SiteConfig, media: Shell['media'], buildDate = buildDay()): Shell {
  const { routes: _routes, seo: _seo, deploy: _deploy, languages: _languages, ...config } = site;
  const { fonts, ...given } = config.theme;
  const theme = { ...given, colors: siteRoleColours(site) };
  const names = fonts && Object.fromEntries(Object.entries(fonts).map(([role, font]) => [role, { family: font.family }]));
  return {
    ...config,
    // The languages' names and prefixes, without their texts (each language has its own shell).
    languages: siteLanguages(site),
    // Made here, once, rather than by every page in the browser (0.5 KB less of its JavaScript, the larger shell counted).
    theme: createTheme(names ? { ...theme, fonts: names } : theme),
    media,
    buildDate,
  };
}
