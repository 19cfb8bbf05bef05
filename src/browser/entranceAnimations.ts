/**
 * Entrance animations that content never depends on, armed by src/browser/afterFirstScreen.ts on
 * the page's DOM, without React: every section animates, the ones React never hydrates too.
 *
 * - A Reveal (src/ui/motion.tsx) is a plain element marked `data-reveal`, the same in the
 *   prerendered HTML and in the browser: nothing starts hidden, so every word shows without
 *   JavaScript, and the hero (the largest paint) is there at once.
 * - Once the browser is idle after the load, the Reveals still entirely below the viewport are
 *   faded out (a few element reads and style writes, no React); each rises into place once as it
 *   scrolls into view, those that come into view together (the cards of a row) one after another.
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
 * Seconds between the Reveals that come into view together, in the page's order: the cards of
 * a row rise one after another (on a phone, where a row is one card, none waits), at most
 * MAX_STAGGERED steps (a jump to the end of the page brings many at once).
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
    const arm = () =>
      void whereRevealsAre(document.querySelectorAll<HTMLElement>(`[${REVEAL}=""]`))
        .then(holdBack)
        .then(resolve);
    if ('requestIdleCallback' in window) requestIdleCallback(arm, { timeout: 2000 });
    else setTimeout(arm, 300);
  });
}

/**
 * Which of `reveals` are entirely below the viewport, as an IntersectionObserver first reports
 * them: the browser works their places out in its next frame, with the layout it does for that
 * frame anyway, where asking each element (getBoundingClientRect) would lay the page out at once,
 * a task of its own (about 3 ms on this machine, a long task on a slow phone). A section far below
 * is not laid out yet (content-visibility: auto in GlobalStyles.tsx): its own box says where the
 * Reveals in it are.
 */
function whereRevealsAre(reveals: Iterable<HTMLElement>) {
  return new Promise<HTMLElement[]>((resolve) => {
    const all = [...reveals];
    const sectionOf = (reveal: HTMLElement) => reveal.closest('main > *');
    const targets = new Set<Element>([...all.map(sectionOf).filter((section) => section !== null), ...all]);
    const top = new Map<Element, number>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) top.set(entry.target, entry.boundingClientRect.top);
      if (top.size < targets.size) return;
      observer.disconnect();
      const fold = innerHeight;
      const below = (element: Element | null) => !!element && top.get(element)! > fold;
      resolve(all.filter((reveal) => below(sectionOf(reveal)) || below(reveal)));
    });
    for (const target of targets) observer.observe(target);
    if (!targets.size) resolve([]);
  });
}

/** Holds back each of `below`; each fades up once, when it scrolls into view. One IntersectionObserver watches them all. */
function holdBack(below: HTMLElement[]) {
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
  document.documentElement.dataset.motion = 'armed';
}
