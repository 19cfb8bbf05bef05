/**
 * Islands: the interactive parts of a page (its header, its footer, each interactive section),
 * which React hydrates one at a time, each when it is needed, instead of all at once. The map of
 * the whole mechanism is src/site-data/partialHydration.ts; this is the browser's side of it.
 *
 * The page is one React root, but each island is a Suspense boundary (./Island.tsx) whose
 * content, while React hydrates the page, waits for its island to be opened: React keeps a
 * boundary that waits as its prerendered HTML, untouched and not yet React's, and hydrates it
 * once it is opened. An island opens at the first of:
 * - a press, a focus, a key or a mouse hover on it (before React came, the client entry's native
 *   layer answered: an island it left focused, copied or open opens first);
 * - after the visitor has scrolled, coming within a screen's height of the view.
 * Never on its own, at an idle moment: an island nobody comes near stays as prerendered, and
 * costs the visitor's phone nothing.
 *
 * Nothing above an island may change while it waits (React would have to hydrate it at once, and
 * if it can't, it throws its HTML away): the contexts the page's providers give are values that
 * never change (src/app/Providers.tsx).
 */

import { LAYOUT_IDS } from '../../../schema/anchors.ts';

/** Where islands are: among the parts of the layout, and the sections of a page (the nearest is an element's own). */
export const ISLAND_ELEMENTS = `#${LAYOUT_IDS.root} > *, #${LAYOUT_IDS.main} > *`;

/**
 * Set on an island's element (a property, not an attribute: React hydrates the element after,
 * and would see an attribute it did not write) once React has it: from then on React answers
 * every press on it (on one it has not hydrated yet it hydrates first), so the client entry's
 * native layer (src/browser/entry-client.tsx, which repeats the name) acts on none.
 */
export const TAKEN_OVER = 'reactHasIt';

/**
 * On <html>: how many islands wait to be opened, once React has the page (with `data-hydrated`,
 * src/ui/islands/hydrated.ts). Tests wait for 0: React hydrates an opened island at once, and before it
 * dispatches a press on it.
 */
export const WAITING_ISLANDS = 'data-waiting-islands';

/**
 * What an island waits for: a promise that says when it is fulfilled (React's `use` reads
 * `status` first), so that an island opened by a press hydrates in that very press's dispatch,
 * before the promise's callbacks have run.
 */
type Opening = Promise<void> & { status?: 'fulfilled'; value?: undefined };

interface Waiting {
  element: Element | null;
  opened: Opening;
  open: () => void;
}

/** What an open island (or any, where islands are not started, or React draws it anew) gives React's `use`. */
export const OPEN: Opening = Object.assign(Promise.resolve(), { status: 'fulfilled' as const });

let started = false;
let registered = false;
const waiting = new Map<string, Waiting>();
const opened = new Set<string>();
const USES = ['pointerdown', 'focusin', 'keydown', 'pointerover'] as const;
let near: IntersectionObserver | undefined;

const countWaiting = () => document.documentElement.setAttribute(WAITING_ISLANDS, String(waiting.size));

/** Opens the island at `at`, if it waits: React hydrates it now. */
function open(at: string) {
  const island = waiting.get(at);
  if (!island) return;
  waiting.delete(at);
  opened.add(at);
  countWaiting();
  if (island.element) (island.element as unknown as Record<string, boolean>)[TAKEN_OVER] = true;
  island.opened.status = 'fulfilled';
  island.open();
}

const islandOf = (target: EventTarget | null) =>
  target instanceof Node ? [...waiting].find(([, island]) => island.element?.contains(target))?.[0] : undefined;

const onUse = (event: Event) => {
  const at = islandOf(event.target);
  if (at) open(at);
};

/** After a scroll, the islands within a screen's height of the view open. */
const watchNear = () => {
  near ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near!.unobserve(entry.target);
        const at = islandOf(entry.target);
        if (at) open(at);
      }
    },
    { rootMargin: '100% 0px' },
  );
  for (const island of waiting.values()) if (island.element) near.observe(island.element);
};

/**
 * Called once before React hydrates the page (src/app/hydrateSitePage.tsx): from now on an island
 * waits until it is opened. Without it (the server, a component's test) islands render at once.
 */
export function startIslands() {
  started = true;
  for (const type of USES) addEventListener(type, onUse, { capture: true, passive: true });
  if (scrollY > 0) queueMicrotask(watchNear);
  else addEventListener('scroll', watchNear, { once: true, passive: true });
}

/**
 * Called once React has hydrated the page around its islands (src/ui/islands/hydrated.ts), when every
 * island has registered: from now on the root says how many wait.
 */
export function islandsRegistered() {
  if (!started) return;
  registered = true;
  countWaiting();
}

/**
 * What the island at `at` (a selector of its element) waits for before React hydrates it, for
 * React's `use`: fulfilled once it is open (or where islands are not started). An island the
 * native layer left used (its button focused, a text just copied, the menu open) opens at once.
 */
export function islandWait(at: string): Opening {
  if (!started || opened.has(at)) return OPEN;
  let island = waiting.get(at);
  if (!island) {
    const element = document.querySelector(at);
    let resolve!: () => void;
    const promise: Opening = new Promise<void>((done) => (resolve = done));
    island = { element, opened: promise, open: resolve };
    waiting.set(at, island);
    if (element?.contains(document.activeElement) || element?.querySelector('[data-copied], [data-open]')) {
      open(at);
      return OPEN;
    }
    if (near && element) near.observe(element);
    if (registered) countWaiting();
  }
  return island.opened;
}
