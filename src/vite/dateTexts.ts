import type { Section, SiteConfig } from '../../schema/index.ts';
import { LONG, writeDate, type DateFormat, type DateTexts, type SiteDates } from '../site-data/dates.ts';

/**
 * The dates of the site written at build time, in Node, so that the browser needs no Intl
 * (src/site-data/dates.ts says why): the texts of the dates the pages show, and how the site's
 * language writes a date.
 */

/** A YYYY-MM-DD date in words, in `locale`; UTC so that the day never shifts. */
export function formatIsoDate(iso: string, locale: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale, { ...LONG, timeZone: 'UTC' });
}

/** The texts of `isos` in `locale`. */
export const dateTexts = (isos: Iterable<string>, locale: string): DateTexts =>
  Object.fromEntries([...new Set(isos)].map((iso) => [iso, formatIsoDate(iso, locale)]));

/**
 * How `locale` writes a date, read from Intl at build time; null for a language whose dates the
 * template cannot reproduce (another calendar, say), checked on every month of two years: the
 * browser then formats with Intl after all.
 */
export function dateFormat(locale: string): DateFormat | null {
  const intl = new Intl.DateTimeFormat(locale, { ...LONG, timeZone: 'UTC' });
  const parts = (month: number) => intl.formatToParts(Date.UTC(2000, month, 15));
  const numbers = new Intl.NumberFormat(locale, { useGrouping: false });
  // The text between the parts comes from format() itself: formatToParts may space differently
  // (U+202F where format() writes a space, in Russian for one).
  const sample = intl.format(Date.UTC(2000, 0, 15));
  let template = '';
  let at = 0;
  for (const { type, value } of parts(0)) {
    if (type === 'literal') continue;
    const found = sample.indexOf(value, at);
    if (found < 0) return null;
    template += `${sample.slice(at, found)}{${type}}`;
    at = found + value.length;
  }
  const format: DateFormat = {
    template: template + sample.slice(at),
    months: Array.from({ length: 12 }, (_, m) => parts(m).find((p) => p.type === 'month')?.value ?? ''),
    digits: Array.from({ length: 10 }, (_, d) => numbers.format(d)),
  };
  for (const year of [2031, 2040]) {
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 28]) {
        if (writeDate(format, year, month, day) !== intl.format(Date.UTC(year, month, day))) return null;
      }
    }
  }
  return format;
}

/** The fixed dates a section shows: a policy's Last Updated, a job posting's date posted and last day to apply. */
const datesShown = (section: Section): string[] =>
  section.type === 'policy'
    ? [section.lastUpdated ?? []].flat()
    : section.type === 'job-posting'
      ? [section.posting.datePosted, section.posting.validThrough ?? []].flat()
      : [];

/** The dates of virtual:site/dates: the build date's text and every fixed date's, and the site language's date format. */
export function siteDates({ routes, lang }: Pick<SiteConfig, 'routes' | 'lang'>, buildDate: string): SiteDates {
  const fixed = routes.flatMap((r) => r.sections.flatMap(datesShown));
  return { dateTexts: dateTexts([buildDate, ...fixed], lang), dateFormat: dateFormat(lang) };
}
