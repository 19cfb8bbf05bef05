/** Hydrates the prerendered page: loaded by entry-client.tsx once the page has painted. */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { pages, shells } from 'virtual:site/shell';
import { createEmotionCache } from './app/emotionCache.ts';
import { firstLoadView } from './render/pageView.ts';
import { Providers } from './app/Providers.tsx';
import { SitePage } from './app/SitePage.tsx';
import { LAYOUT_IDS } from '../schema/anchors.ts';

// Evaluating this module (React DOM with it) is one task; reading the page and starting the
// hydration each get a task of their own, so none holds the main thread long enough to delay
// a tap (measured on `/`: one 20–40 ms task became tasks of 8–20 ms).
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
await nextTask();

// Which page this is and in which language, as the server wrote them on the page's script (no
// page on the not-found page). Its view keeps the sections nobody interacts with as they are,
// so only the interactive ones download and hydrate.
const { page: index, language } = document.querySelector<HTMLScriptElement>('script[data-modules]')?.dataset ?? {};
const page = index === undefined ? undefined : pages[Number(index)];
const { shell } = await shells[Number(language ?? 0)]!();
const view = page && (await firstLoadView(page, document.getElementById(LAYOUT_IDS.main)));
await nextTask();

// As a transition, hydration is work React can interrupt: it renders in slices of a few
// milliseconds and lets a tap or a scroll in between, where a plain hydrateRoot would hold the
// main thread for the whole layout at once (measured: one 110 ms task on a 4x slowed CPU).
startTransition(() => {
  hydrateRoot(
    document.getElementById(LAYOUT_IDS.root)!,
    <StrictMode>
      <Providers shell={shell} cache={createEmotionCache()}>
        <SitePage path={page?.path ?? null} view={view} />
      </Providers>
    </StrictMode>,
  );
});
