import { createContext, useContext } from 'react';
import type { Shell } from '../site-data/siteData.ts';

const ShellContext = createContext<Shell | null>(null);

export const ShellProvider = ShellContext.Provider;

/**
 * The shared part of the config (company, interface words, dates): read by the layout, the pages
 * and the sections that show the company's contacts or interface words. A section gets its own
 * data as `{ section }` and reads anything shared here.
 */
export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell() needs a <ShellProvider> above it');
  return shell;
}
