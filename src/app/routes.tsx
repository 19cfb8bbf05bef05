import type { RouteObject } from 'react-router-dom';
import { Layout } from '../layout/Layout.tsx';
import { ConfigPage } from '../pages/ConfigPage.tsx';
import { ErrorScreen } from '../pages/ErrorScreen.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { fullPageView } from '../render/pageView.ts';
import type { PageEntry } from '../site-data/siteData.ts';

/** The id of page N's route: src/hydrate.tsx hands the router the first load's view under it. */
export const pageRouteId = (index: number) => `page-${index}`;

/**
 * The router's table, from the config: one route per page, whose loader brings its sections
 * and their components, and a catch-all for the not-found page. The error screen catches
 * anything a page throws, inside the layout; the layout's own failures get it as a page of
 * its own.
 */
export function createRoutes(pages: PageEntry[]): RouteObject[] {
  return [
    {
      element: <Layout />,
      // Only when the layout itself fails: the error screen as the whole page.
      errorElement: <ErrorScreen standalone />,
      children: [
        {
          // A page that fails shows the error screen inside the layout (header and footer stay).
          errorElement: <ErrorScreen />,
          children: [
            ...pages.map((page, index): RouteObject => ({
              id: pageRouteId(index),
              path: page.path,
              loader: () => fullPageView(page),
              // The config does not change while the site runs: what a page loaded stays good.
              shouldRevalidate: () => false,
              element: <ConfigPage />,
            })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
