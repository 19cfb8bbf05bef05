/** Hydrates the prerendered page: loaded by entry-client.tsx once the page has painted. */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchPath, RouterProvider } from 'react-router-dom';
import { pages, shell } from 'virtual:site/shell';
import { createEmotionCache } from './app/emotionCache.ts';
import { firstLoadView } from './render/pageView.ts';
import { Providers } from './app/Providers.tsx';
import { createRoutes, pageRouteId } from './app/routes.tsx';
import { LAYOUT_IDS } from '../schema/anchors.ts';

// Evaluating this module (React DOM with it) is one task; reading the page, creating the router
// and starting the hydration each get a task of their own, so none holds the main thread long
// enough to delay a tap (measured on `/`: one 20–40 ms task became tasks of 8–20 ms).
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
await nextTask();

// The router starts with the current page's view already loaded, so it renders the tree the
// prerender wrote and nothing flashes; that view keeps the sections nobody interacts with as
// they are, so only the interactive ones download and hydrate.
const index = pages.findIndex((page) => matchPath(page.path, window.location.pathname));
const hydrationData =
  index < 0
    ? undefined
    : { loaderData: { [pageRouteId(index)]: await firstLoadView(pages[index]!, document.getElementById(LAYOUT_IDS.main)) } };
await nextTask();
const router = createBrowserRouter(createRoutes(pages), { hydrationData });
await nextTask();

// As a transition, hydration is work React can interrupt: it renders in slices of a few
// milliseconds and lets a tap or a scroll in between, where a plain hydrateRoot would hold the
// main thread for the whole layout at once (measured: one 110 ms task on a 4x slowed CPU).
startTransition(() => {
  hydrateRoot(
    document.getElementById(LAYOUT_IDS.root)!,
    <StrictMode>
      <Providers shell={shell} cache={createEmotionCache()}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
