import react from '@vitejs/plugin-react';
import type { InlineConfig } from 'vite';
import { ASSETS_FOLDER } from '../../schema/primitives.ts';
import { browserBuild } from './browserBuild.ts';
import type { ConfigInspection } from '../config/loadSiteConfig.ts';
import { siteConfigPlugin, type Validated } from './siteConfigPlugin.ts';

/**
 * Vite options shared by `npm run dev`, the production build and the tests; `buildDay` as
 * src/config/buildDay.ts takes it unless given; `validated`, the config and media the build
 * already made, which the dev server (without it) reads and watches itself; `draft`, the editor's
 * unsaved config (siteConfigPlugin).
 */
export function viteOptions(configFile: string, buildDay?: string, validated?: Validated, draft?: () => ConfigInspection): InlineConfig {
  return {
    configFile: false,
    plugins: [react(), siteConfigPlugin(configFile, buildDay, validated, draft), browserBuild()],
    // Bundled into the server's code, so that its choice of the props that reach the DOM is
    // checked against the browser's (./browserBuild.ts).
    ssr: { noExternal: ['@emotion/styled'] },
    // The prerendered pages list every chunk a page needs as <link rel="modulepreload">, so
    // Vite's own preload helper (1 KB in every visit) has nothing to add.
    // Hashed files go where the serving policy caches them for a year (and the schema keeps pages and images out).
    build: { target: 'es2022', modulePreload: false, assetsDir: ASSETS_FOLDER },
    appType: 'custom',
    // No shared public/ folder: a carrier's files sit beside its config, and only those it names
    // reach its site, through the media pipeline (src/media/).
    publicDir: false,
    logLevel: 'warn',
  };
}
