import { dates } from 'virtual:site/dates';
import type { SiteDates } from '../../site-data/dates.ts';
import { useShell } from '../ShellContext.tsx';

/** The dates the pages show, written at build time in the page's language (src/vite/dateTexts.ts). */
export function useSiteDates(): SiteDates {
  const { lang } = useShell();
  const written = dates[lang];
  if (!written) throw new Error(`No dates were written for the language ${lang}`);
  return written;
}
