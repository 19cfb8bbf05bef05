import { useSiteDates } from '../../ui/dates/useSiteDates.ts';
import { FixedDate } from '../../ui/dates/FixedDate.tsx';
import { useShell } from '../../ui/ShellContext.tsx';
import { VISITOR_DATE } from '../../ui/dates/visitorDates.ts';

/**
 * "Last Updated": the policy's own `lastUpdated` date when the config sets one (fixed, in the
 * site's language), else the visitor's current date, in the site's language too.
 */
export function LastUpdated({ label, fixed }: { label: string; fixed?: string }) {
  return (
    <p data-last-updated="">
      {label}: {fixed ? <FixedDate iso={fixed} /> : <VisitorDate />}
    </p>
  );
}

/**
 * The build date, written at build time in the site's language; the page's script puts the
 * visitor's own date in its place once the first screen is shown (src/browser/visitorDates.ts), with the site's date
 * format the element carries, which needs none of the browser's Intl set-up. Should the section
 * hydrate after that, React keeps the visitor's date (suppressHydrationWarning) rather than calling
 * it a mismatch.
 */
function VisitorDate() {
  const { buildDate } = useShell();
  const { dateTexts, dateFormat } = useSiteDates();
  return (
    <time dateTime={buildDate} {...{ [VISITOR_DATE]: dateFormat ? JSON.stringify(dateFormat) : '' }} suppressHydrationWarning>
      {dateTexts[buildDate]}
    </time>
  );
}
