/**
 * Entrance animations that content never depends on.
 *
 * - A Reveal is a plain element marked `data-reveal`, the same in the prerendered HTML and in
 *   the browser: nothing starts hidden, so every word shows without JavaScript, and the hero
 *   (the largest paint) is there at once.
 * - The animations work on the page's DOM, not through React, so they also run in sections
 *   the browser never hydrates (src/site-data/partialHydration.ts).
 * - Once the browser is idle after the first paint, the Reveals still entirely below the
 *   viewport are faded out (this file, no library); each rises into place once as it scrolls
 *   into view, those that come into view together (the cards of a row) one after another.
 *   What the visitor has seen never disappears. Nothing is armed when the visitor
 *   asks for reduced motion (the equivalent of MotionConfig reducedMotion="user": nothing moves).
 * - framer-motion's animation (./motionLazy.ts, 3 KB) is a chunk of its own that loads on the
 *   visitor's first scroll, the first moment a held-back Reveal can come into view, so a visit
 *   that only reads the first screen never downloads it (src/vite/pageChunks.ts: on demand).
 *
 * This file and motionLazy.ts are the only ones that touch framer-motion.
 */
import { useEffect, type ReactNode } from 'react';
import { whenIdle } from './islands/idle.ts';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How a held-back Reveal waits, and where its animation starts. */
const HIDDEN = { opacity: '0', transform: 'translateY(32px)' };
/**
 * How long a Reveal in view waits for the animation's chunk before it is simply shown: the
 * chunk is asked for at the first scroll, so it has usually come by then, but a held-back Reveal
 * must never stay hidden on a slow connection.
 */
const CHUNK_PATIENCE_MS = 1000;
/**
 * Seconds between the Reveals that come into view together, in the page's order: the cards of
 * a row rise one after another (on a phone, where a row is one card, none waits), at most
 * MAX_STAGGERED steps (a jump to the end of the page brings many at once).
 */
const STAGGER_S = 0.08;
const MAX_STAGGERED = 3;

/**
 * Arms the Reveals of the page, once the browser is idle. The root element says how far it got
 * (`data-motion`): `armed` once the Reveals below the fold are held back, `ready` once the
 * animation's chunk has come.
 */
export function useEntranceAnimations() {
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let live = true;
    let disarm: (() => void) | undefined;
    void whenIdle().then(() => {
      if (live) disarm = holdBackBelowFold(document.querySelectorAll<HTMLElement>('[data-reveal=""]'));
    });
    return () => {
      live = false;
      disarm?.();
    };
  }, []);
}

/**
 * Holds back every Reveal that is still entirely below the viewport; each fades up once, when
 * it scrolls into view (whileInView with once). Returns what disarms them all and leaves them
 * visible. The positions are all read before any element is touched, so the page is laid out
 * once, not once per Reveal; one IntersectionObserver watches them all.
 */
function holdBackBelowFold(elements: Iterable<HTMLElement>): () => void {
  const root = document.documentElement;
  const fold = window.innerHeight;
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
  let chunk: Promise<typeof import('./motionLazy.ts')> | undefined;
  const load = () =>
    (chunk ??= import('./motionLazy.ts').then((motion) => {
      root.dataset.motion = 'ready';
      return motion;
    }));
  const loadOnScroll = () => void load().catch(() => {}); // no animation is a fine outcome
  const observer = new IntersectionObserver(
    (entries) => {
      const arriving = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target);
      for (const [order, target] of arriving.entries()) {
        observer.unobserve(target);
        const element = target as HTMLElement;
        const done = () => settle(element);
        const impatient = new Promise<never>((_, reject) => setTimeout(reject, CHUNK_PATIENCE_MS));
        Promise.race([load(), impatient])
          .then((motion) => motion.fadeUp(element, HIDDEN.transform, Math.min(order, MAX_STAGGERED) * STAGGER_S))
          .then(done, done);
      }
    },
    { rootMargin: '0px 0px -8% 0px' },
  );
  for (const element of below) {
    element.dataset.reveal = 'animated';
    Object.assign(element.style, HIDDEN);
    observer.observe(element);
  }
  if (below.length) addEventListener('scroll', loadOnScroll, { once: true, passive: true });
  root.dataset.motion = 'armed';
  return () => {
    removeEventListener('scroll', loadOnScroll);
    observer.disconnect();
    below.forEach(settle);
  };
}

export type RevealTag = 'div' | 'li';

export interface RevealProps {
  [attribute: `data-${string}`]: string | undefined;
  as?: RevealTag;
  className?: string;
  children: ReactNode;
}

/**
 * Fades its content up once as it scrolls into view. Never use it above the fold: the hero
 * is the largest paint and must be there at once.
 */
export function Reveal({ as: Tag = 'div', className, children, ...data }: RevealProps) {
  // The animations may have held it back (its mark and style changed on the DOM) before React
  // hydrates it: an island hydrates when needed (./islands/islands.ts), often after the idle moment that
  // arms them. React keeps what they wrote, and is told not to report it.
  return (
    <Tag className={className} data-reveal="" suppressHydrationWarning {...data}>
      {children}
    </Tag>
  );
}

/** A Reveal that is a list item (the cards of a grid). */
export function RevealItem(props: Omit<RevealProps, 'as'>) {
  return <Reveal {...props} as="li" />;
}
