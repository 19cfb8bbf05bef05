import type { SiteConfig } from '../../schema/index.ts';
import { dateFormat, dateTexts } from './dateTexts.ts';
import type { Shell } from '../site-data/siteData.ts';
import type { Pictures } from '../site-data/media.ts';

/**
 * What every page's browser code gets (virtual:site/shell): the config without its routes,
 * plus the files built for its images, the build date, the texts of the dates the pages show, formatted now, and how the site's
 * language writes a date (src/vite/dateTexts.ts).
 */
export function shellData({ routes, ...config }: SiteConfig, media: Pictures, built = new Date()): Shell {
  const buildDate = built.toISOString().slice(0, 10);
  const fixedDates = routes.flatMap((r) => r.sections.flatMap((s) => ('lastUpdated' in s && s.lastUpdated ? [s.lastUpdated] : [])));
  return {
    ...config,
    media,
    buildDate,
    dateTexts: dateTexts([buildDate, ...fixedDates], config.lang),
    dateFormat: dateFormat(config.lang),
  };
}
