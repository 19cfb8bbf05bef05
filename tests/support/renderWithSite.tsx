/**
 * Component tests in jsdom (`// @vitest-environment jsdom`), fast, with no build: renders a
 * component inside everything the site's pages sit in (src/app/Providers.tsx: theme, shell,
 * toast and tooltip providers, Emotion cache) on a page of the site, with the shell the build
 * hands the browser (src/vite/shellData.ts) made from the real site.config.yaml.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createEmotionCache } from '../../src/app/emotionCache.ts';
import { Providers } from '../../src/app/Providers.tsx';
import type { Shell } from '../../src/site-data/siteData.ts';
import { PagePath } from '../../src/ui/PagePath.tsx';
import { shellData } from '../../src/vite/shellData.ts';
import { site } from './siteSections.ts';

/** What every page's browser code gets from site.config.yaml, as the build makes it. */
export const shell: Shell = shellData(site, {}); // the example carrier has no logo: no pictures in its shell

// jsdom has no matchMedia (the layout's motion asks it about reduced motion), nor the layout and
// IntersectionObserver the entrance animations need: the component tests are a visitor who asks
// for reduced motion, so the motion (src/ui/motion.tsx) never arms, however slowly a test runs
// (it armed once the browser was idle, 300 ms in, and failed on the missing IntersectionObserver).
if (typeof window !== 'undefined') {
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
}

export interface SiteRenderOptions {
  /** The path of the page it renders on (src/ui/PagePath.tsx); `/` unless told. */
  path?: string | null;
  /** Another shell than site.config.yaml's (a test that changes a value of it). */
  shell?: Shell;
}

export type SiteRender = RenderResult & { shell: Shell };

/** Renders `ui` as on the page at `path`, inside the site's providers. */
export function renderWithSite(ui: ReactNode, { path = '/', shell: used = shell }: SiteRenderOptions = {}): SiteRender {
  const result = render(
    <Providers shell={used} cache={createEmotionCache()}>
      <PagePath value={path}>{ui}</PagePath>
    </Providers>,
  );
  return { ...result, shell: used };
}

// The config's sections, which the component tests render, from where the browser tests read them too.
export { sectionOf, sectionsOf, site } from './siteSections.ts';
