import type { SiteConfig } from '../../schema/index.ts';
import { isoDay } from '../../schema/primitives.ts';
import type { Shell } from '../site-data/siteData.ts';

/**
 * What every page's browser code gets (virtual:site/shell): the config without its routes and
 * build-only keys, plus the files built for its logos and the build date (the texts of the dates
 * the pages show are in virtual:site/dates, src/vite/dateTexts.ts).
 */
export function shellData(
  { routes: _routes, seo: _seo, deploy: _deploy, ...config }: SiteConfig,
  media: Shell['media'],
  built = new Date(),
): Shell {
  const buildDate = isoDay(built);
  const { fonts, ...theme } = config.theme;
  const names = fonts && Object.fromEntries(Object.entries(fonts).map(([role, font]) => [role, { family: font.family }]));
  return {
    ...config,
    theme: names ? { ...theme, fonts: names } : theme,
    media,
    buildDate,
  };
}
