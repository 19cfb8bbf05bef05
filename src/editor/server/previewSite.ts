import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLogger, createServer, type ViteDevServer } from 'vite';
import type { ConfigInspection } from '../../config/loadSiteConfig.ts';
import { SiteConfigError } from '../../config/problem.ts';
import { renderPageDocument } from '../../vite/devServerRender.ts';
import { PALETTE_PREVIEW_PATH, palettePreviewHtml } from '../../vite/palettePreview.ts';
import { SITE_CONFIG_PLUGIN, type SiteConfigApi } from '../../vite/siteConfigPlugin.ts';
import { viteOptions } from '../../vite/viteOptions.ts';
import { ASSETS_FOLDER } from '../../../schema/primitives.ts';

/**
 * The editor's preview: the site as the person's unsaved config makes it, each page rendered on
 * the server by the same entry, registry, theme, fonts and media pipeline as `npm run dev` and
 * the build (a Vite dev server in middleware mode, src/vite/), with no script: what a visitor sees
 * before any JavaScript runs, which is every word and the whole layout. Pages are under
 * PREVIEW_PREFIX; the photos, logo and fonts they name are under /assets/. Its page
 * PALETTE_PREVIEW_PATH shows the theme's colours: each derived role, its grounds and contrast.
 */
export interface PreviewSite {
  /**
   * The page at `path` of the site (without PREVIEW_PREFIX) as the config of `draft` makes it (the
   * draft of the person asking; the file as it is on disk without one): its status and HTML, or
   * the problems that keep it from showing.
   */
  page(path: string, draft?: Draft): Promise<{ status: number; html: string } | { problems: SiteConfigError }>;
  /** Answers a request for a file of the carrier's media (/assets/…) as `draft`'s config names them; `next` when it is none. */
  media(request: IncomingMessage, response: ServerResponse, next: () => void, draft?: Draft): Promise<void>;
  /**
   * Draws the home page once, unseen: the first page compiles the site's modules and makes its
   * media (seconds, once), so it is done while the person opens the editor, not on their first edit.
   */
  warmUp(): void;
  close(): Promise<void>;
}

/** A config the preview draws: a person's unsaved draft, inspected (src/editor/server/editorApi.ts). */
export type Draft = () => ConfigInspection;

/** Where the preview's pages are: `/preview/drivers` is the site's `/drivers`. */
export const PREVIEW_PREFIX = '/preview';

export async function previewSite(configFile: string, onDisk: Draft): Promise<PreviewSite> {
  let current = onDisk;
  const options = viteOptions(configFile, undefined, undefined, () => current());
  const vite: ViteDevServer = await createServer({
    ...options,
    // The config's problems are the editor's to show, at their fields: none is printed here.
    customLogger: createLogger('silent'),
    // Nothing is watched: the preview follows the editor's edits, not the disk.
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    appType: 'custom',
  });
  const api = vite.config.plugins.find((plugin) => plugin.name === SITE_CONFIG_PLUGIN)?.api as SiteConfigApi;
  let closed = false;
  // One renderer draws every person's draft (hosted, several people edit at once): each page or
  // file is drawn in turn, the renderer switched to its draft first, so that no one is shown
  // another's unsaved work, nor a page begun on one draft and finished on another.
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(draft: Draft, task: () => Promise<T>): Promise<T> => {
    const run = turn.then(() => {
      if (draft !== current) {
        current = draft;
        api.refresh();
      }
      return task();
    });
    turn = run.catch(() => undefined);
    return run;
  };
  const drawn = async (path: string): ReturnType<PreviewSite['page']> => {
    const problems = api.problem();
    if (problems) return { problems: problems as SiteConfigError };
    try {
      // The files the config names, made first: one that cannot be used is a located problem
      // (the render would meet it too, wrapped by Vite's module runner).
      await api.media();
    } catch (error) {
      if (error instanceof SiteConfigError) return { problems: error };
      throw error;
    }
    // The theme's colours: every derived role on every ground it is drawn on, with its contrast, as `check --colors` reports them.
    if (path === PALETTE_PREVIEW_PATH) return { status: 200, html: palettePreviewHtml(api.config()) };
    try {
      return await renderPageDocument(vite, api, path, () => '', { preview: true });
    } catch (error) {
      // A file the config names that cannot be used (a photo cut short, a photo removed since) is
      // a located problem too.
      if (isConfigProblem(error)) return { problems: error };
      // Stopped while drawing (Ctrl-C): the renderer is gone, and that is no error.
      if (closed) return { status: 503, html: '' };
      throw error;
    }
  };
  const site: PreviewSite = {
    page: (path, draft = onDisk) => inTurn(draft, () => drawn(path)),
    media(request, response, next, draft = onDisk) {
      const path = new URL(request.url ?? '/', 'http://editor').pathname;
      if (!path.startsWith(`/${ASSETS_FOLDER}/`)) {
        next();
        return Promise.resolve();
      }
      // The turn lasts until the file is sent (or the request is gone), or passed on as none.
      return inTurn(
        draft,
        () =>
          new Promise<void>((resolve) => {
            response.once('close', () => resolve());
            vite.middlewares(request, response, () => {
              resolve();
              next();
            });
          }),
      );
    },
    warmUp() {
      // Stopped meanwhile (Ctrl-C at once): the render stops with the renderer, and that is no error.
      site.page('/').catch((error: unknown) => {
        if (!closed) console.error(error);
      });
    },
    close() {
      closed = true;
      return vite.close();
    },
  };
  return site;
}

/**
 * Whether `error` is the config's problems: a SiteConfigError of this process, or one thrown
 * inside Vite's module runner, which evaluates its own copy of the class (same name, same
 * `problems`, another prototype).
 */
function isConfigProblem(error: unknown): error is SiteConfigError {
  if (error instanceof SiteConfigError) return true;
  return error instanceof Error && error.name === 'SiteConfigError' && Array.isArray((error as { problems?: unknown }).problems);
}
