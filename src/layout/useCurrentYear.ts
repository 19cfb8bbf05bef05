import { useEffect, useState } from 'react';

/** Built into the page at build time, corrected to the visitor's clock after hydration. */
declare const __BUILD_YEAR__: string;

export function useCurrentYear(): string {
  const [year, setYear] = useState(__BUILD_YEAR__);
  useEffect(() => setYear(String(new Date().getFullYear())), []);
  return year;
}
