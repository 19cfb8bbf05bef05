/** Hydrates the prerendered page: loaded by entry-client.tsx once the page has painted. */
import { pages, shells } from 'virtual:site/shell';
import { hydrateSitePage } from '../app/hydrateSitePage.tsx';
import { firstLoadView } from '../sections/pageView.ts';
import { LAYOUT_IDS } from '../../schema/anchors.ts';

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

hydrateSitePage(document.getElementById(LAYOUT_IDS.root)!, { shell, path: page?.path ?? null, view });
