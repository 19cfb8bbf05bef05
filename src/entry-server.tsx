import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { pages, shell } from 'virtual:site/shell';
import { createEmotionCache, prerenderedStyleTags } from './app/emotionCache.ts';
import { Providers } from './app/Providers.tsx';
import { iconSprite } from './theme/iconSprite.ts';
import { IconsUsed, type UsedIcons } from './theme/Icon.tsx';
import { createRoutes } from './app/routes.tsx';

export interface RenderedPage {
  status: number;
  /** The app's markup, to go inside <div id="root">. */
  html: string;
  /** Emotion's critical CSS for exactly this markup, as <style> tags for <head>. */
  styles: string;
  /** The symbols of the icons in the markup, for the start of <body> (src/theme/Icon.tsx). */
  icons: string;
}

export { pages, shell };

/** Renders one URL of the site to static HTML with its critical CSS. */
export async function render(url: string): Promise<RenderedPage> {
  const routes = createRoutes(pages);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, shell.company.siteUrl)));
  if (context instanceof Response) throw new Error(`Route ${url} answered with a redirect, which a static site cannot serve`);

  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const icons: UsedIcons = new Map();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <IconsUsed value={icons}>
        <Providers shell={shell} cache={cache}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </IconsUsed>
    </StrictMode>,
    // Every Suspense boundary written in place: React would otherwise move large ones to the
    // end with inline <script>s to swap them in, which the CSP forbids (it allows the entry only).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const styles = prerenderedStyleTags(emotion.extractCriticalToChunks(html).styles);
  // The catch-all route is the not-found page: a 404, though the router matched it.
  const notFound = context.matches.at(-1)?.route.path === '*';
  return { status: notFound ? 404 : context.statusCode, html, styles, icons: iconSprite(icons) };
}
