/**
 * Marks a prerendered <time> that shows the visitor's current date (a policy's Last Updated):
 * its value is how the page's language writes a date (DateFormat as JSON), or empty where the
 * browser's Intl writes it. The page holds the build date in words until the visitor's own
 * replaces it (src/browser/visitorDates.ts, which repeats the name).
 */
export const VISITOR_DATE = 'data-visitor-date';

/** Marks a prerendered <time> that shows the visitor's current year (the footer's copyright). */
export const VISITOR_YEAR = 'data-visitor-year';
