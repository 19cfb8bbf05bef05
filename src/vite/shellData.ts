import type { Section, SiteConfig } from '../../schema/index.ts';
import { dateFormat, dateTexts } from './dateTexts.ts';
import type { Shell } from '../site-data/siteData.ts';

/** The fixed dates a section shows: a policy's Last Updated, a job posting's date posted and last day to apply. */
const datesShown = (section: Section): string[] =>
  section.type === 'policy'
    ? [section.lastUpdated ?? []].flat()
    : section.type === 'job-posting'
      ? [section.posting.datePosted, section.posting.validThrough ?? []].flat()
      : [];

/**
 * What every page's browser code gets (virtual:site/shell): the config without its routes,
 * plus the files built for its images, the build date, the texts of the dates the pages show, formatted now, and how the site's
 * language writes a date (src/vite/dateTexts.ts).
 */
export function shellData({ routes, seo: _seo, deploy: _deploy, ...config }: SiteConfig, media: Shell['media'], built = new Date()): Shell {
  const buildDate = built.toISOString().slice(0, 10);
  const fixedDates = routes.flatMap((r) => r.sections.flatMap(datesShown));
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
