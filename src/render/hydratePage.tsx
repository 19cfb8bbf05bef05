/** Hydrates the prerendered page: loaded by entry-client.tsx once the page has painted. */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { pages, shell } from 'virtual:site/shell';
import { createEmotionCache } from './render/emotionCache.ts';
import { Providers } from './render/Providers.tsx';
import { createRoutes } from './render/routes.tsx';

const routes = createRoutes(pages);

// The prerendered page must hydrate with the same tree: load the current page's lazy route
// (its sections) before hydrating, so the router starts ready and nothing flashes.
const matches = matchRoutes(routes, window.location) ?? [];
await Promise.all(
  matches.map(async ({ route }) => {
    if (typeof route.lazy === 'function') {
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }
  }),
);

const router = createBrowserRouter(routes);
hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <Providers shell={shell} cache={createEmotionCache()}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
