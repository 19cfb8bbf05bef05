import { useSiteDates } from './useSiteDates.ts';

/** A date of the config (YYYY-MM-DD), in words in the page's language, written at build time (src/vite/dateTexts.ts). */
export function FixedDate({ iso }: { iso: string }) {
  const { dateTexts } = useSiteDates();
  return <time dateTime={iso}>{dateTexts[iso] ?? iso}</time>;
}
