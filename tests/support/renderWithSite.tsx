/**
 * Component tests in jsdom (`// @vitest-environment jsdom`), fast, with no build: renders a
 * component inside everything the site's pages sit in (src/app/Providers.tsx: theme, shell,
 * toast and tooltip providers, Emotion cache) and a memory router, with the shell the build
 * hands the browser (src/vite/shellData.ts) made from the real site.config.yaml.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createEmotionCache } from '../../src/app/emotionCache.ts';
import { Providers } from '../../src/app/Providers.tsx';
import type { Shell } from '../../src/site-data/siteData.ts';
import { shellData } from '../../src/vite/shellData.ts';
import { site } from './siteSections.ts';

/** What every page's browser code gets from site.config.yaml, as the build makes it. */
export const shell: Shell = shellData(site, {}); // the example carrier has no logo: no pictures in its shell

// jsdom has no matchMedia (the layout's motion asks it about reduced motion) and no scrolling
// (the layout scrolls to the top on a new page).
if (typeof window !== 'undefined') {
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  window.scrollTo = () => {};
}

export interface SiteRenderOptions {
  /** The address the memory router starts at; `/` unless told. */
  path?: string;
  /** Another shell than site.config.yaml's (a test that changes a value of it). */
  shell?: Shell;
}

export type SiteRender = RenderResult & { router: ReturnType<typeof createMemoryRouter>; shell: Shell };

/** Renders `ui` as the page at every address, inside the site's providers and a memory router. */
export function renderWithSite(ui: ReactNode, options: SiteRenderOptions = {}): SiteRender {
  return renderRoutesWithSite([{ path: '*', element: ui }], options);
}

/** Renders a route table (the site's own, or one made for the test) inside the site's providers. */
export function renderRoutesWithSite(routes: RouteObject[], { path = '/', shell: used = shell }: SiteRenderOptions = {}): SiteRender {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers shell={used} cache={createEmotionCache()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, shell: used };
}

// The config's sections, which the component tests render, from where the browser tests read them too.
export { sectionOf, sectionsOf, site } from './siteSections.ts';
