import { dateTexts } from 'virtual:site/dates';

/** A date of the config (YYYY-MM-DD), in words in the site's language, written at build time (src/vite/dateTexts.ts). */
export function FixedDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{dateTexts[iso] ?? iso}</time>;
}
