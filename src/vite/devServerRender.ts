import type { InlineConfig, Plugin } from 'vite';
import { renderDocument } from '../site-files/document.ts';
import { ENTRIES } from '../site-data/partialHydration.ts';
import { viteOptions } from './viteOptions.ts';

/**
 * `npm run dev` (vite.config.ts) and the dev-loop test: the production Vite options plus the
 * server-side render of every page request. The config file is watched by siteConfigPlugin.
 */
export function devServerOptions(configFile: string): InlineConfig {
  const shared = viteOptions(configFile);
  return { ...shared, plugins: [...(shared.plugins ?? []), devServerRender()], logLevel: 'info' };
}

/**
 * `npm run dev`: every page request is rendered on the server from the current config, as
 * in production, then hydrated by the client entry with hot reload.
 */
export function devServerRender(): Plugin {
  return {
    name: 'dev-server-render',
    apply: 'serve',
    configureServer(server) {
      return () =>
        server.middlewares.use(async (req, res, next) => {
          if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
          try {
            const url = req.originalUrl ?? '/';
            const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as typeof import('../entry-server.tsx');
            const page = await entry.render(url);
            const meta = entry.pages.find((p) => p.path === new URL(url, 'http://x').pathname);
            const html = renderDocument({
              lang: entry.shell.lang,
              title: meta?.title ?? entry.shell.notFound.title,
              description: meta?.description,
              themeColor: entry.shell.theme.colors.dark,
              styles: page.styles,
              // The client entry loads the modules of data-modules; in dev, the hydrating source module alone.
              assets: `<script type="module" src="/${ENTRIES.client}" data-modules="/${ENTRIES.hydrate}"></script>`,
              body: page.html,
            });
            res.statusCode = page.status;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(await server.transformIndexHtml(url, html));
          } catch (error) {
            server.ssrFixStacktrace(error as Error);
            next(error);
          }
        });
    },
  };
}
