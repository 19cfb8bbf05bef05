/**
 * Entrance animations that content never depends on, armed by src/browser/afterFirstScreen.ts on
 * the page's DOM, without React: every section animates, the ones React never hydrates too.
 *
 * - A Reveal (src/ui/motion.tsx) is a plain element marked `data-reveal`, the same in the
 *   prerendered HTML and in the browser: nothing starts hidden, so every word shows without
 *   JavaScript, and the hero (the largest paint) is there at once.
 * - Once the browser is idle after the load (and the rest of the page has shown:
 *   ./afterFirstScreen.ts), the Reveals still entirely below the viewport are
 *   faded out (a few element reads and style writes, no React); each rises into place once as it
 *   scrolls into view, the cards of a row one after another.
 *   What the visitor has seen never disappears. Nothing is armed when the visitor asks for reduced
 *   motion (nothing moves). (Armed at the first scroll instead, the page left every section far
 *   below shown while its content is not laid out yet (content-visibility: auto), and axe, in
 *   Lighthouse's audit, read a link there as covered by its neighbour at estimated places:
 *   accessibility 97 on the example's `/`, 2026-12-04.)
 * - framer-motion's DOM API (its WAAPI `animate` from framer-motion/dom/mini) animates each
 *   element in place, where the server rendered it: 2.9 KB of the first-load script, where
 *   LazyMotion with `m.*` components and the domAnimation features cost 28 KB and React. (As a
 *   chunk of its own, loaded at the first scroll, it needed Vite's preload helper, which lives in
 *   the app's chunk: the first-load script would have loaded React's chunk with it.)
 *
 * This file is the only one that touches framer-motion.
 */
import { animate } from 'framer-motion/dom/mini';

/** The mark of a Reveal that has not been held back (src/ui/motion.tsx writes it; the name is repeated: this imports no app code). */
const REVEAL = 'data-reveal';
/** How a held-back Reveal waits, and where its animation starts. */
const HIDDEN = { opacity: '0', transform: 'translateY(32px)' };
const EASE_OUT: [number, number, number, number] = [0.22, 1, 0.36, 1];
/**
 * Seconds between the cards of a row, in the page's order (on a phone, where a row is one card,
 * none waits), at most MAX_STAGGERED steps (a wide grid's last cards rise together).
 */
const STAGGER_S = 0.08;
const MAX_STAGGERED = 3;

/**
 * Arms the Reveals of the page once the browser is idle (a browser without idle callbacks waits a
 * moment); resolves once they are armed, or at once when nothing moves. The root element says it
 * (`data-motion="armed"`).
 */
export function armEntranceAnimations() {
  return new Promise<void>((resolve) => {
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return resolve();
    const arm = () => {
      holdBackBelowView(document.querySelectorAll<HTMLElement>(`[${REVEAL}=""]`));
      resolve();
    };
    if ('requestIdleCallback' in window) requestIdleCallback(arm, { timeout: 2000 });
    else setTimeout(arm, 300);
  });
}

/**
 * Holds back every Reveal that is entirely below the viewport; each fades up once, when it
 * scrolls into view. The positions are all read before any element is touched, so the page is
 * laid out once, not once per Reveal; one IntersectionObserver watches them all.
 */
function holdBackBelowView(elements: Iterable<HTMLElement>) {
  const root = document.documentElement;
  const fold = innerHeight;
  // A section far below is not laid out yet (content-visibility: auto in GlobalStyles.tsx): its
  // own box says it is below, and asking where an element inside it is would lay it out now.
  const top = (element: HTMLElement) => {
    const section = element.closest('main > *')?.getBoundingClientRect().top ?? 0;
    return section > fold ? section : element.getBoundingClientRect().top;
  };
  const below = [...elements].filter((element) => top(element) > fold);
  const settle = (element: HTMLElement) => {
    element.style.opacity = '';
    element.style.transform = '';
  };
  const observer = new IntersectionObserver(
    (entries) => {
      const arriving = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target);
      for (const target of arriving) {
        observer.unobserve(target);
        const element = target as HTMLElement;
        const done = () => settle(element);
        const delay = Math.min(placeInRow(element), MAX_STAGGERED) * STAGGER_S;
        // Fades up from where it waits into place; settled once at rest, or stopped.
        animate(
          element,
          { opacity: [0, 1], transform: [HIDDEN.transform, 'translateY(0px)'] },
          { duration: 0.6, delay, ease: EASE_OUT },
        ).then(done, done);
      }
    },
    { rootMargin: '0px 0px -8% 0px' },
  );
  for (const element of below) {
    element.setAttribute(REVEAL, 'animated');
    Object.assign(element.style, HIDDEN);
    observer.observe(element);
  }
  root.dataset.motion = 'armed';
}

/**
 * How many siblings come before this element on its row: the element's own layout decides the
 * stagger, not which of the observer's reports it arrived in (a busy phone reports the cards of
 * one row a few milliseconds apart). `offsetTop` ignores the held-back cards' transform.
 */
function placeInRow(element: HTMLElement) {
  let place = 0;
  for (
    let before = element.previousElementSibling;
    before instanceof HTMLElement && before.offsetTop === element.offsetTop;
    before = before.previousElementSibling
  )
    place++;
  return place;
}
