/**
 * Dates in the site's language, as the browser writes them. It writes none with Intl: its first
 * date format costs about 15 ms (ICU loading its data), four times that on a slow phone, a long
 * task of its own (measured again with Lighthouse, mobile, /privacy, interleaved: TBT median
 * 24 ms over 8 runs with this format, 67 ms over 9 with plain Intl in the same idle callback).
 * So the dates the pages show as written (the build date, a policy's fixed Last Updated) are
 * written at build time, and so is how the language writes a date (DateFormat, made by
 * src/vite/dateTexts.ts), which the browser fills in with the visitor's own date.
 */
/**
 * The dates the pages show, written at build time (virtual:site/dates, src/vite/dateTexts.ts):
 * loaded only with the sections that show a date, not with every page's shell.
 */
export interface SiteDates {
  /** The build date and every fixed date of the pages, in words. */
  dateTexts: DateTexts;
  /** How the site's language writes a date, for the visitor's date; null: the browser's Intl does it. */
  dateFormat: DateFormat | null;
}

export type DateTexts = Record<string, string>;

/** A date in words: the options of every date the site writes. */
export const LONG = { year: 'numeric', month: 'long', day: 'numeric' } as const;

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
