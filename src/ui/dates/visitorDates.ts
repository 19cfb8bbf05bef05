import { useEffect } from 'react';
import { writeLocalDate, type DateFormat } from '../../site-data/dates.ts';
import { whenIdle } from '../islands/idle.ts';

/**
 * Marks a prerendered <time> that shows the visitor's current date (a policy's Last Updated):
 * its value is how the page's language writes a date (DateFormat as JSON), or empty where the
 * browser's Intl writes it. The page holds the build date in words until the visitor's own
 * replaces it.
 */
export const VISITOR_DATE = 'data-visitor-date';

/** Marks a prerendered <time> that shows the visitor's current year (the footer's copyright). */
export const VISITOR_YEAR = 'data-visitor-year';

/** Today in the visitor's time zone as YYYY-MM-DD. */
const localIso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * Writes the visitor's current date (their clock and time zone, in the page's language `lang`
 * like the rest of the page) into every visitor date of the page, and their year into every
 * visitor year, once the browser is idle after hydration. It works on the DOM, not through React, so the section that shows it stays as
 * prerendered: a policy page downloads none of its text (src/site-data/partialHydration.ts).
 */
export function useVisitorDates(lang: string) {
  useEffect(() => {
    let live = true;
    void whenIdle().then(() => {
      if (!live) return;
      const now = new Date();
      for (const time of document.querySelectorAll<HTMLTimeElement>(`time[${VISITOR_DATE}]`)) {
        const format = time.getAttribute(VISITOR_DATE);
        time.dateTime = localIso(now);
        time.textContent = writeLocalDate(now, format ? (JSON.parse(format) as DateFormat) : null, lang);
      }
      for (const time of document.querySelectorAll<HTMLTimeElement>(`time[${VISITOR_YEAR}]`)) {
        time.dateTime = time.textContent = String(now.getFullYear());
      }
    });
    return () => {
      live = false;
    };
  }, [lang]);
}
