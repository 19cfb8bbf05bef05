import { useEffect, useState } from 'react';
import { useShell } from '../ui/ShellContext.tsx';

/** The build's year in the prerendered page, corrected to the visitor's clock after hydration. */
export function useCurrentYear(): string {
  const { buildDate } = useShell();
  const [year, setYear] = useState(buildDate.slice(0, 4));
  useEffect(() => setYear(String(new Date().getFullYear())), []);
  return year;
}
