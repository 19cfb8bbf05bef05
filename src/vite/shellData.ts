import type { SiteConfig } from '../../schema/index.ts';
import { dateFormat, dateTexts } from './dateTexts.ts';
import type { Shell } from '../site-data/siteData.ts';

/**
 * What every page's browser code gets (virtual:site/shell): the config without its routes,
 * plus the files built for its images, the build date, the texts of the dates the pages show, formatted now, and how the site's
 * language writes a date (src/vite/dateTexts.ts).
 */
export function shellData({ routes, seo: _seo, deploy: _deploy, ...config }: SiteConfig, media: Shell['media'], built = new Date()): Shell {
  const buildDate = built.toISOString().slice(0, 10);
  const fixedDates = routes.flatMap((r) => r.sections.flatMap((s) => ('lastUpdated' in s && s.lastUpdated ? [s.lastUpdated] : [])));
  const { fonts, ...theme } = config.theme;
  const names = fonts && Object.fromEntries(Object.entries(fonts).map(([role, font]) => [role, { family: font.family }]));
  return {
    ...config,
    theme: names ? { ...theme, fonts: names } : theme,
    media,
    buildDate,
    dateTexts: dateTexts([buildDate, ...fixedDates], config.lang),
    dateFormat: dateFormat(config.lang),
  };
}
