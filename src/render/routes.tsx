import type { RouteObject } from 'react-router-dom';
import { Layout } from '../layout/Layout.tsx';
import { ConfigPage } from '../pages/ConfigPage.tsx';
import { ErrorScreen } from '../pages/ErrorScreen.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { loadSectionComponents } from './registry.ts';
import type { PageEntry } from './siteData.ts';

/**
 * The router's table, from the config: one lazy route per page (its sections and their
 * components load with it),
 * and a catch-all for the not-found page. The error screen catches anything a page throws,
 * inside the layout; the layout's own failures get it as a page of its own.
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
            ...pages.map(
              (page): RouteObject => ({
                path: page.path,
                lazy: async () => {
                  const data = await page.load();
                  const components = await loadSectionComponents(data.sections);
                  return { element: <ConfigPage page={page} data={data} components={components} /> };
                },
              }),
            ),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
