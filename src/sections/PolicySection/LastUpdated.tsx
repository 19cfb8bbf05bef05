import { useEffect, useState } from 'react';
import { useShell } from '../../render/ShellContext.tsx';

const LONG: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/** Today in the visitor's time zone as YYYY-MM-DD. */
const localIso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Resolves when the browser has nothing more urgent to do. */
const idle = (run: () => void) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
};

/**
 * The visitor's current date in the visitor's locale. The prerendered HTML (and the first
 * render in the browser, so hydration matches) holds the build date in the site's language,
 * formatted at build time; the visitor's own date replaces it once the browser is idle after
 * hydration (formatting it is the page's first use of the browser's date formats, a long task
 * of its own on a slow phone).
 */
export function useVisitorDate(): { iso: string; text: string } {
  const { buildDate, dateTexts } = useShell();
  const [date, setDate] = useState(() => ({ iso: buildDate, text: dateTexts[buildDate]! }));
  useEffect(() => {
    idle(() => {
      const now = new Date();
      setDate({ iso: localIso(now), text: now.toLocaleDateString(undefined, LONG) });
    });
  }, []);
  return date;
}

/**
 * "Last Updated": the policy's own `lastUpdated` date when the config sets one (fixed, in the
 * site's language), else the visitor's current date in the visitor's locale.
 */
export function LastUpdated({ label, fixed }: { label: string; fixed?: string }) {
  const { dateTexts } = useShell();
  return (
    <p data-last-updated="">
      {label}: {fixed ? <time dateTime={fixed}>{dateTexts[fixed]}</time> : <VisitorDate />}
    </p>
  );
}

function VisitorDate() {
  const date = useVisitorDate();
  return <time dateTime={date.iso}>{date.text}</time>;
}
