import react from '@vitejs/plugin-react';
import type { InlineConfig } from 'vite';
import { siteConfigPlugin } from './siteConfigPlugin.ts';

/** Vite options shared by `npm run dev`, the production build and the tests. */
export function viteOptions(configFile: string): InlineConfig {
  return {
    configFile: false,
    plugins: [react(), siteConfigPlugin(configFile)],
    // The footer's year is baked at build time and corrected in the browser after hydration.
    define: { __BUILD_YEAR__: JSON.stringify(String(new Date().getFullYear())) },
    build: { target: 'es2022' },
    appType: 'custom',
    logLevel: 'warn',
  };
}
