import { useEffect, useState } from 'react';

/** The build's date, YYYY-MM-DD in UTC (defined in src/build/viteOptions.ts). */
declare const __BUILD_DATE__: string;

const LONG: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/** A YYYY-MM-DD date in words, in `locale`; UTC so that server and browser agree. */
export function formatIsoDate(iso: string, locale: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale, { ...LONG, timeZone: 'UTC' });
}

/** Today in the visitor's time zone as YYYY-MM-DD. */
const localIso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * The visitor's current date in the visitor's locale. The prerendered HTML (and the first
 * render in the browser, so hydration matches) holds the build date in the site's language;
 * the visitor's own date replaces it right after hydration.
 */
export function useVisitorDate(siteLang: string): { iso: string; text: string } {
  const [date, setDate] = useState(() => ({ iso: __BUILD_DATE__, text: formatIsoDate(__BUILD_DATE__, siteLang) }));
  useEffect(() => {
    const now = new Date();
    setDate({ iso: localIso(now), text: now.toLocaleDateString(undefined, LONG) });
  }, []);
  return date;
}

/**
 * "Last Updated": the policy's own `lastUpdated` date when the config sets one (fixed, in the
 * site's language), else the visitor's current date in the visitor's locale.
 */
export function LastUpdated({ label, fixed, siteLang }: { label: string; fixed?: string; siteLang: string }) {
  return (
    <p data-last-updated="">
      {label}: {fixed ? <time dateTime={fixed}>{formatIsoDate(fixed, siteLang)}</time> : <VisitorDate siteLang={siteLang} />}
    </p>
  );
}

function VisitorDate({ siteLang }: { siteLang: string }) {
  const date = useVisitorDate(siteLang);
  return <time dateTime={date.iso}>{date.text}</time>;
}
