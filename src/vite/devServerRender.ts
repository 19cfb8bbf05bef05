import type { ServerResponse } from 'node:http';
import { createLogger, type Connect, type InlineConfig, type Logger, type Plugin, type ViteDevServer } from 'vite';
import type { RenderedPage } from '../entry-server.tsx';
import { renderDocument } from '../document/document.ts';
import { ENTRIES } from '../site-data/partialHydration.ts';
import { SITE_CONFIG_PLUGIN, type SiteConfigApi } from './siteConfigPlugin.ts';
import { viteOptions } from './viteOptions.ts';
import { PALETTE_PREVIEW_PATH, palettePreviewHtml } from './palettePreview.ts';

/**
 * `npm run dev` (vite.config.ts) and the dev-loop test: the production Vite options plus the
 * server-side render of every page request. The config file is watched by siteConfigPlugin.
 */
export function devServerOptions(configFile: string): InlineConfig {
  const shared = viteOptions(configFile);
  return {
    ...shared,
    plugins: [...(shared.plugins ?? []), devServerRender()],
    customLogger: printingEachErrorOnce(),
    // The dependencies to prebundle, found before the first page from the pages' entries (there
    // is no index.html to find them from) and named where only a stand-in imports them
    // (./browserBuild.ts): else the first page met them, its requests for them were aborted
    // and it reloaded, on the first start of a fresh clone.
    optimizeDeps: { entries: Object.values(ENTRIES), include: ['@emotion/is-prop-valid'] },
  };
}

/**
 * Vite's logger at level info, printing each error once: Vite prints an error where it meets
 * it (a module that fails to load, the config's problems reported by siteConfigPlugin) and
 * again as "Internal server error" when the request that met it reaches its error middleware.
 */
function printingEachErrorOnce(): Logger {
  const logger = createLogger('info');
  const error = logger.error.bind(logger);
  logger.error = (message, options) => {
    if (options?.error && logger.hasErrorLogged(options.error)) return;
    error(message, options);
  };
  return logger;
}

/**
 * `npm run dev`: every page request is rendered on the server from the current config, as
 * in production, then hydrated by the client entry with hot reload. It runs after Vite's own
 * middlewares (modules, /@vite/*, public/ and project files), so any GET or HEAD still
 * unanswered is a page: a route gets its page, any other path the not-found page with 404,
 * whatever the Accept header (curl and fetch() send none that names HTML). /__palette is the
 * palette preview (src/vite/palettePreview.ts), in dev only.
 */
export function devServerRender(): Plugin {
  return {
    name: 'dev-server-render',
    apply: 'serve',
    configureServer(server) {
      const siteConfig = server.config.plugins.find((plugin) => plugin.name === SITE_CONFIG_PLUGIN)?.api as SiteConfigApi | undefined;
      return () => server.middlewares.use((req, res, next) => void renderPage(req, res, next));
      async function renderPage(req: Connect.IncomingMessage, res: ServerResponse, next: Connect.NextFunction) {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        // While the config is broken, Vite's error page shows its problems in the overlay
        // (printed once, when they were found, instead of on every request).
        const problem = siteConfig?.problem();
        if (problem) return next(problem);
        try {
          const url = req.originalUrl ?? '/';
          if (new URL(url, 'http://x').pathname === PALETTE_PREVIEW_PATH) {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            return res.end(palettePreviewHtml(siteConfig!.config()));
          }
          const page = await renderPageDocument(
            server,
            siteConfig!,
            url,
            (rendered) =>
              // The client entry loads the modules of data-modules; in dev, the two entries' source modules alone.
              `<script type="module" src="/${ENTRIES.client}" data-modules="/${ENTRIES.afterFirstScreen} /${ENTRIES.hydrate}"${rendered.page === undefined ? '' : ` data-page="${rendered.page}"`} data-language="${rendered.language}"></script>`,
          );
          res.statusCode = page.status;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(await server.transformIndexHtml(url, page.html));
        } catch (error) {
          server.ssrFixStacktrace(error as Error);
          next(error);
        }
      }
    },
  };
}

/**
 * The whole HTML document of `url` as the config now is, rendered on the server with all its
 * rules in <head>, with `assets` (the scripts that hydrate it, if any) at the end of <body>; for the editor's
 * `preview`, without the favicon and the rules that prefetch the pages it links to:
 * `npm run dev`'s page, and the editor's preview (src/editor/server/previewSite.ts). Call once the
 * config has no problem.
 */
export async function renderPageDocument(
  server: ViteDevServer,
  siteConfig: SiteConfigApi,
  url: string,
  assets: (page: RenderedPage) => string,
  { preview = false } = {},
): Promise<{ status: number; html: string }> {
  const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as typeof import('../entry-server.tsx');
  const page = await entry.render(url);
  const meta = page.page === undefined ? undefined : entry.pagesInFull[page.page];
  // The editor's preview draws no favicon (a frame shows none) and prefetches nothing: it makes no site files on each change.
  const [media, favicon] = await Promise.all([
    siteConfig.media(),
    preview ? undefined : siteConfig.siteFiles().then((files) => files.favicon),
  ]);
  const html = renderDocument({
    lang: page.shell.lang,
    title: meta?.title ?? page.shell.notFound.title,
    description: meta?.description,
    themeColor: page.shell.theme.colors.dark,
    favicon,
    styles: page.styles,
    fallbackFaces: media.fonts.fallbacks,
    brandFaces: media.fonts.faces,
    assets: assets(page),
    icons: page.icons,
    body: page.html,
    prefetch: !preview,
  });
  return { status: page.status, html };
}
