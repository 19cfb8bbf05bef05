/**
 * Dates in the site's language. The browser writes none of them with Intl: its first date
 * format costs about 15 ms (ICU loading its data), four times that on a slow phone, a long task
 * of its own. So the dates the pages show as written (the build date, a policy's fixed Last
 * Updated) are written at build time, and so is how the language writes a date (DateFormat),
 * which the browser fills in with the visitor's own date.
 */
export type DateTexts = Record<string, string>;

const LONG = { year: 'numeric', month: 'long', day: 'numeric' } as const;

/** A YYYY-MM-DD date in words, in `locale`; UTC so that the day never shifts. */
export function formatIsoDate(iso: string, locale: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale, { ...LONG, timeZone: 'UTC' });
}

/** The texts of `isos` in `locale`. */
export const dateTexts = (isos: Iterable<string>, locale: string): DateTexts =>
  Object.fromEntries([...new Set(isos)].map((iso) => [iso, formatIsoDate(iso, locale)]));

/** How a language writes a date in words: "{month} {day}, {year}", its month names and digits. */
export interface DateFormat {
  template: string;
  /** January to December, in the form they take inside a date. */
  months: string[];
  /** The ten digits, 0 to 9. */
  digits: string[];
}

/** `year`, `month` (0-11) and `day` written in `format`. */
export function writeDate(format: DateFormat, year: number, month: number, day: number): string {
  const number = (n: number) => String(n).replace(/\d/g, (d) => format.digits[Number(d)]!);
  return format.template.replace('{day}', number(day)).replace('{month}', format.months[month]!).replace('{year}', number(year));
}

/**
 * `date` in the visitor's time zone, written in `format`, or by Intl in `locale` for a language
 * that has none (src/site-data/siteData.ts: Shell.dateFormat).
 */
export function writeLocalDate(date: Date, format: DateFormat | null, locale: string): string {
  return format ? writeDate(format, date.getFullYear(), date.getMonth(), date.getDate()) : date.toLocaleDateString(locale, LONG);
}

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
