import { useEffect, useState } from 'react';
import { writeLocalDate } from '../../site-data/dates.ts';
import { whenIdle } from '../../ui/idle.ts';
import { useSiteDates } from '../../ui/useSiteDates.ts';
import { FixedDate } from '../../ui/FixedDate.tsx';
import { useShell } from '../../ui/ShellContext.tsx';

/** Today in the visitor's time zone as YYYY-MM-DD. */
const localIso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * The visitor's current date (their clock and time zone), in the site's language like the rest
 * of the page. The prerendered HTML (and the first render in the browser, so hydration matches)
 * holds the build date, written at build time; the visitor's own date replaces it once the
 * browser is idle after hydration, written with the site's date format (src/site-data/dates.ts),
 * which needs none of the browser's Intl set-up.
 */
export function useVisitorDate(): { iso: string; text: string } {
  const { buildDate, lang } = useShell();
  const { dateTexts, dateFormat } = useSiteDates();
  const [date, setDate] = useState(() => ({ iso: buildDate, text: dateTexts[buildDate]! }));
  useEffect(() => {
    let live = true;
    void whenIdle().then(() => {
      const now = new Date();
      if (live) setDate({ iso: localIso(now), text: writeLocalDate(now, dateFormat, lang) });
    });
    return () => {
      live = false;
    };
  }, [lang, dateFormat]);
  return date;
}

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

function VisitorDate() {
  const date = useVisitorDate();
  return <time dateTime={date.iso}>{date.text}</time>;
}
