import { createContext, useContext } from 'react';
import type { Shell } from '../site-data/siteData.ts';

const ShellContext = createContext<Shell | null>(null);

export const ShellProvider = ShellContext.Provider;

/** The shared part of the config, for layout and pages (sections receive only their props). */
export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell() needs a <ShellProvider> above it');
  return shell;
}
