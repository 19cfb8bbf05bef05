/**
 * Dates the pages show as written (the build date, a policy's fixed Last Updated), formatted in
 * the site's language at build time, by ISO date. The browser reads them instead of formatting
 * them: its first date format costs about 15 ms (ICU loading its data), four times that on a
 * slow phone, which would land in the middle of hydration.
 */
export type DateTexts = Record<string, string>;

/** A YYYY-MM-DD date in words, in `locale`; UTC so that the day never shifts. */
export function formatIsoDate(iso: string, locale: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** The texts of `isos` in `locale`. */
export const dateTexts = (isos: Iterable<string>, locale: string): DateTexts =>
  Object.fromEntries([...new Set(isos)].map((iso) => [iso, formatIsoDate(iso, locale)]));
