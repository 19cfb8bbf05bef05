import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { PageView } from '../sections/pageView.ts';
import type { Shell } from '../site-data/siteData.ts';
import { startIslands } from '../ui/islands/islands.ts';
import { rememberPrerendered } from '../ui/islands/KeptElement.tsx';
import { createEmotionCache } from './emotionCache.ts';
import { Providers } from './Providers.tsx';
import { SitePage } from './SitePage.tsx';

/**
 * Hydrates the prerendered `root` as the page at `path` (null: the not-found page) in `shell`'s
 * language. Here, with the app, rather than in src/browser/hydrate.tsx: what reaches React's CommonJS
 * modules (this, the app) then shares one chunk with the bundler's helpers for them, instead of
 * those helpers being a file of their own for both (0.3 KB of every page's first load).
 *
 * As a transition, hydration is work React can interrupt: it renders in slices of a few
 * milliseconds and lets a tap or a scroll in between, where a plain hydrateRoot would hold the
 * main thread for the whole layout at once (measured: one 110 ms task on a 4x slowed CPU).
 * The interactive parts are islands (src/ui/islands/islands.ts): this hydrates the page around them,
 * and each island once it is needed.
 */
export function hydrateSitePage(root: HTMLElement, { shell, path, view }: { shell: Shell; path: string | null; view?: PageView }) {
  startIslands();
  rememberPrerendered(root);
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <Providers shell={shell} cache={createEmotionCache()}>
          <SitePage path={path} view={view} />
        </Providers>
      </StrictMode>,
    );
  });
}
