/**
 * Entrance animations that content never depends on, run by src/browser/afterFirstScreen.ts on
 * the page's DOM, without React: every section animates, the ones React never hydrates too.
 *
 * - A Reveal (src/ui/motion.tsx) is a plain element marked `data-reveal`, the same in the
 *   prerendered HTML and in the browser: nothing starts hidden, so every word shows without
 *   JavaScript, and the hero (the largest paint) is there at once.
 * - At the visitor's first scroll, the first moment a Reveal below the screen can come into view,
 *   the Reveals still entirely below the viewport are faded out; each rises into place once as it
 *   scrolls into view, those that come into view together (the cards of a row) one after another.
 *   What the visitor has seen never disappears, and a visit that only reads the first screen does
 *   none of this work. Nothing is armed when the visitor asks for reduced motion (nothing moves).
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
 * Seconds between the Reveals that come into view together, in the page's order: the cards of
 * a row rise one after another (on a phone, where a row is one card, none waits), at most
 * MAX_STAGGERED steps (a jump to the end of the page brings many at once).
 */
const STAGGER_S = 0.08;
const MAX_STAGGERED = 3;

/**
 * Arms the Reveals of the page at the visitor's first scroll (at once if the page is already
 * scrolled: opened at a #fragment). The root element says how far it got (`data-motion`): `armed`
 * once the Reveals below the view are held back.
 */
export function armEntranceAnimations() {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const arm = () => holdBackBelowView(document.querySelectorAll<HTMLElement>(`[${REVEAL}=""]`));
  if (scrollY > 0) arm();
  else addEventListener('scroll', arm, { once: true, passive: true });
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
      for (const [order, target] of arriving.entries()) {
        observer.unobserve(target);
        const element = target as HTMLElement;
        const done = () => settle(element);
        const delay = Math.min(order, MAX_STAGGERED) * STAGGER_S;
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
