/**
 * The visitor's own date wherever a page shows one: a policy's Last Updated (the build's date
 * until now) and the footer's copyright year. Written on the DOM by src/browser/afterFirstScreen.ts
 * once the first screen is shown, without React, so the sections and the footer's bottom line that
 * show them stay as prerendered and the page needs no React for them
 * (src/site-data/partialHydration.ts). The elements carry the marks src/ui/dates/visitorDates.ts
 * names (VISITOR_DATE, VISITOR_YEAR), repeated here: the first-load script imports no app code
 * (tests/budget.test.ts counts its files).
 */
import { writeLocalDate, type DateFormat } from '../site-data/dates.ts';

const VISITOR_DATE = 'data-visitor-date';
const VISITOR_YEAR = 'data-visitor-year';

/** A date in the visitor's time zone as YYYY-MM-DD. */
const localIso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * Writes the visitor's current date (their clock and time zone, in the page's language like the
 * rest of the page: the format each element carries, else the browser's Intl) into every visitor
 * date of the page, and their year into every visitor year.
 */
export function writeVisitorDates() {
  const now = new Date();
  const lang = document.documentElement.lang;
  for (const time of document.querySelectorAll<HTMLTimeElement>(`time[${VISITOR_DATE}]`)) {
    const format = time.getAttribute(VISITOR_DATE);
    time.dateTime = localIso(now);
    time.textContent = writeLocalDate(now, format ? (JSON.parse(format) as DateFormat) : null, lang);
  }
  for (const time of document.querySelectorAll<HTMLTimeElement>(`time[${VISITOR_YEAR}]`)) {
    time.dateTime = time.textContent = String(now.getFullYear());
  }
}
