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
 *    closes; this layer only keeps its button's icon and the header's look in step (in a browser
 *    without popovers, it opens and closes the menu itself). A copy button copies the text of the
 *    link it sits beside and shows its tick; a tooltip's button takes the focus on a press, which
 *    shows its text by CSS (src/ui/tooltip/Tooltip.tsx), and Escape hides that text, as does a
 *    click on the focused button (the next click shows it again). React takes
 *    the page over one island at a time (src/ui/islands/islands.ts); once it has a control's
 *    island (marked just before it hydrates; a tooltip marks itself as it runs), the layer does
 *    nothing more there, so each press is acted on once, by one of the two. A press on a button
 *    marks the root `data-used`: React is needed (src/browser/afterFirstScreen.ts).
 * 2. Once the largest paint is on screen and the first screen's photo has loaded, it runs the
 *    first module of the page's list (data-modules, written by the prerender), which does the
 *    rest: src/browser/afterFirstScreen.ts. So nothing but the first screen loads before it is shown.
 */

// Every page opens at its top (a #fragment in the address wins: the browser scrolls to its
// target, and opens a closed <details> around it), also after a reload or a move back, where
// browsers would restore the old position: set for this page's history entry now, the setting
// holds when the visitor comes back to it.
history.scrollRestoration = 'manual';
if (!location.hash) scrollTo(0, 0);

const root = document.documentElement;
// Names shared with the components, repeated here because this entry imports no code: the root's
// marks (src/ui/islands/hydrated.ts, src/browser/afterFirstScreen.ts), the islands' (src/ui/islands/islands.ts), the
// icons' symbol ids (src/theme/Icon.tsx), a copy button's mark (src/ui/CopyButton.tsx) and a
// tooltip's wrapper (src/ui/tooltip/Tooltip.tsx).
root.dataset.scripted = '';
/** Whether React has the island an element is in (src/ui/islands/islands.ts: ISLAND_ELEMENTS, TAKEN_OVER). */
const reactHasIt = (element: Element) => !!(element.closest('#root>*,#main>*') as { reactHasIt?: true } | null)?.reactHasIt;
const onButton = (event: Event) => (event.target as Element).closest?.('button');
/** What had the focus before the visitor's last press on a button or key (a tooltip's button clicked while focused toggles its text). */
let focusedBeforePress: Element | null;

addEventListener(
  'pointerdown',
  (event) => {
    const button = onButton(event);
    if (!button || reactHasIt(button)) return;
    root.dataset.used = '';
    focusedBeforePress = document.activeElement;
    // A tap focuses a tooltip's button everywhere, as Chrome does, so its text shows (Safari does not).
    if (button.closest('[data-tip]')) button.focus();
  },
  true,
);

// Escape dismisses a tooltip's text that the CSS shows (WCAG 1.4.13), as the Tooltip does once it
// runs (it then marks its wrapper `data-live`, and reads this mark: still closed as React takes it
// over). Hidden until the visitor has left it both ways: the focus gone from its button and the
// pointer from the wrapper. Each leaving is read from its event (where it goes), not from the
// page's state a moment later: by then a Shift+Tab and a Tab may have brought the focus back.
addEventListener(
  'keydown',
  (event) => {
    focusedBeforePress = document.activeElement;
    if (event.key !== 'Escape') return;
    for (const tip of document.querySelectorAll('[data-tip]:not([data-live]):is(:hover, :focus-within)'))
      tip.setAttribute('data-dismissed', '');
  },
  true,
);
const forgetDismissed = (event: FocusEvent | PointerEvent, stillIn: string) => {
  const tip = (event.target as Element).closest?.('[data-dismissed]');
  if (tip && !tip.contains(event.relatedTarget as Node | null) && !tip.matches(stillIn)) tip.removeAttribute('data-dismissed');
};
addEventListener('focusout', (event) => forgetDismissed(event, ':hover'), true);
addEventListener('pointerout', (event) => forgetDismissed(event, ':focus-within'), true);

// Whether the browser has native popovers (src/layout/Header.tsx asks the same). Without them
// (Safari before 17, Firefox before 125) the menu's button does nothing by itself, and this
// layer opens and closes the panel until React has it.
const popovers = 'popover' in HTMLElement.prototype;

/**
 * Shows the menu's panel open or closed: its button's icon (and, without popovers, its expanded
 * state, which the browser gives a popover's button), the panel's and the header's look.
 */
const showMenu = (panel: Element, open: boolean) => {
  const button = document.querySelector(`[popovertarget="${panel.id}"]`);
  if (!button || reactHasIt(button)) return;
  button.querySelector('use')?.setAttribute('href', open ? '#i-X' : '#i-Menu');
  // (ARIA's reflected property: Firefox before 119 has none, and says nothing.)
  if (!popovers) button.ariaExpanded = open + '';
  for (const element of [panel, panel.closest('header')]) element?.toggleAttribute('data-open', open);
};

addEventListener('click', (event) => {
  const button = onButton(event);
  if (!button || reactHasIt(button)) return;
  const panel = !popovers && document.getElementById(button.getAttribute('popovertarget')!);
  if (panel) showMenu(panel, !panel.hasAttribute('data-open'));
  // A tooltip's button clicked while it had the focus (a second tap, Enter, Space) hides the text
  // the CSS shows, and the next click shows it again, as the Tooltip toggles it once it runs; the
  // first tap only focuses it, and shows it. The mark is Escape's (above). On the click, as the
  // Tooltip does it: a tap in the middle of which React took the island over is acted on once.
  if (focusedBeforePress == button) button.closest('[data-tip]')?.toggleAttribute('data-dismissed');
  if (!button.hasAttribute('data-copy')) return;
  const icon = button.querySelector('use');
  void navigator.clipboard.writeText(button.closest('li')?.querySelector('a')?.textContent ?? '').then(
    () => {
      // Shown for 2 s, as React shows it; React, arriving meanwhile, confirms it with its toast.
      button.dataset.copied = '';
      icon?.setAttribute('href', '#i-Check');
      setTimeout(() => {
        // React, come meanwhile, confirmed the copy and shows the tick for its own 2 s.
        if (reactHasIt(button)) return;
        delete button.dataset.copied;
        icon?.setAttribute('href', '#i-Copy');
      }, 2000);
    },
    () => {},
  );
});

// The menu's popover opens and closes by itself, and the browser says so (beforetoggle comes
// before the frame that shows the change).
addEventListener('beforetoggle', (event) => showMenu(event.target as Element, event.newState === 'open'), true);

/** A frame after the one on screen now: what was painted in it has been presented. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * Resolves once the page's largest paint so far is on screen: its first largest-contentful-paint
 * entry (the browser queues it once the frame is presented), or, in a browser without those,
 * its first-contentful-paint entry, or a frame. A page that never paints (a background tab) goes
 * on after 3 s.
 */
const afterLargestPaint = () =>
  new Promise((resolve) => {
    const supported = PerformanceObserver.supportedEntryTypes ?? [];
    const type = ['largest-contentful-paint', 'paint'].find((name) => supported.includes(name));
    if (!type) return void nextFrame().then(resolve);
    // Whichever comes first resolves: the other then does nothing.
    setTimeout(resolve, 3000);
    new PerformanceObserver((list, observer) => {
      if (type === 'paint' && !list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve(0);
    }).observe({ type, buffered: true });
  });

/**
 * Resolves once the document's own resources (the first screen's photo) have
 * loaded; the images further down load lazily and do not count. At most 3 s after the paint,
 * so a slow photo does not keep the page inert.
 */
const afterFirstScreenLoaded = () =>
  new Promise((resolve) => {
    if (document.readyState === 'complete') return resolve(0);
    addEventListener('load', resolve);
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
