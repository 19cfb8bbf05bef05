/**
 * The page is complete as prerendered HTML; JavaScript only makes it interactive. This small
 * entry is the page's only inline script of its own: the prerender writes it into <head> as a
 * module (a file would cost a round trip; the CSP allows it by its hash), which runs once the
 * document is parsed, about when it is first shown. As a classic script, run before anything is
 * on screen, it held up the parser: the example's Lighthouse LCP 749 ms against 687 as a module,
 * TBT 23 ms against 0 (2026-11-27, `npm run bench:floor`, medians of 5). It imports no code (the
 * build refuses it otherwise).
 *
 * 1. At once, a native layer: every control works from the moment it is visible, with or without
 *    React. The menu is a native popover (src/layout/Header.tsx), which the browser opens and
 *    closes; this layer only keeps its button's icon and the header's look in step. A copy button copies the
 *    text of the link it sits beside and shows its tick; a tooltip's button takes the focus on a
 *    press, which shows its text by CSS (src/ui/tooltip/Tooltip.tsx). Once React has the page
 *    (`data-taken-over` on the root element, set just before it hydrates), the layer does
 *    nothing more, so each press is acted on once, by one of the two. A press on a button marks
 *    the root `data-used`: React is needed (src/afterFirstScreen.ts).
 * 2. Once the largest paint is on screen and the first screen's photo has loaded, it runs the
 *    first module of the page's list (data-modules, written by the prerender), which does the
 *    rest: src/afterFirstScreen.ts. So nothing but the first screen loads before it is shown.
 */

// Every page opens at its top (a #fragment in the address wins: the browser scrolls to its
// target, and opens a closed <details> around it), also after a reload or a move back, where
// browsers would restore the old position: set for this page's history entry now, the setting
// holds when the visitor comes back to it.
history.scrollRestoration = 'manual';
if (!location.hash) scrollTo(0, 0);

const root = document.documentElement;
// Names shared with the components, repeated here because this entry imports no code: the root's
// marks (src/ui/hydrated.ts, src/afterFirstScreen.ts), the icons' symbol ids (src/theme/Icon.tsx),
// a copy button's mark (src/ui/CopyButton.tsx) and a tooltip's wrapper (src/ui/tooltip/Tooltip.tsx).
root.dataset.scripted = '';
const reactHasIt = () => 'takenOver' in root.dataset;
const onButton = (event: Event) => (event.target as Element).closest?.('button');

addEventListener(
  'pointerdown',
  (event) => {
    const button = onButton(event);
    if (!button || reactHasIt()) return;
    root.dataset.used = '';
    // A tap focuses a tooltip's button everywhere, as Chrome does, so its text shows (Safari does not).
    if (button.closest('[data-tip]')) button.focus();
  },
  true,
);

addEventListener('click', (event) => {
  const button = onButton(event);
  if (!button?.hasAttribute('data-copy') || reactHasIt()) return;
  const icon = button.querySelector('use');
  void navigator.clipboard.writeText(button.closest('li')?.querySelector('a')?.textContent ?? '').then(
    () => {
      // Shown for 2 s, as React shows it; React, arriving meanwhile, confirms it with its toast.
      button.dataset.copied = '';
      icon?.setAttribute('href', '#i-Check');
      setTimeout(() => {
        delete button.dataset.copied;
        icon?.setAttribute('href', '#i-Copy');
      }, 2000);
    },
    () => undefined,
  );
});

// The menu's popover opens and closes by itself, and the browser says so of its button: the
// button shows the close icon, and the header turns dark (beforetoggle comes before the frame
// that shows the change).
addEventListener(
  'beforetoggle',
  (event) => {
    const panel = event.target as HTMLElement;
    const button = document.querySelector(`[popovertarget="${panel.id}"]`);
    if (!button || reactHasIt()) return;
    const open = event.newState === 'open';
    button.querySelector('use')?.setAttribute('href', open ? '#i-X' : '#i-Menu');
    for (const element of [panel, panel.closest('header')]) element?.toggleAttribute('data-open', open);
  },
  true,
);

/** A frame after the one on screen now: what was painted in it has been presented. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * Resolves once the page's largest paint so far is on screen: its first largest-contentful-paint
 * entry (the browser queues it once the frame is presented), or, in a browser without those,
 * its first-contentful-paint entry, or a frame. A page that never paints (a background tab) goes
 * on after 3 s.
 */
const afterLargestPaint = () =>
  new Promise<void>((resolve) => {
    const supported = PerformanceObserver.supportedEntryTypes ?? [];
    const type = supported.includes('largest-contentful-paint')
      ? 'largest-contentful-paint'
      : supported.includes('paint')
        ? 'paint'
        : undefined;
    if (!type) return void nextFrame().then(resolve);
    const go = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(go, 3000);
    new PerformanceObserver((list, observer) => {
      if (type === 'paint' && !list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      go();
    }).observe({ type, buffered: true });
  });

/**
 * Resolves once the document's own resources (the first screen's photo) have
 * loaded; the images further down load lazily and do not count. At most 3 s after the paint,
 * so a slow photo does not keep the page inert.
 */
const afterFirstScreenLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') return resolve();
    addEventListener('load', () => resolve(), { once: true });
    setTimeout(resolve, 3000);
  });

void (async () => {
  await afterLargestPaint();
  await afterFirstScreenLoaded();
  // The photo, if it finished loading just now, is painted in the next frame.
  await nextFrame();
  const next = document.querySelector<HTMLScriptElement>('script[data-modules]')?.dataset.modules?.split(' ')[0];
  if (next) await import(/* @vite-ignore */ next);
})();

export {};
