/**
 * Entrance animations that content never depends on.
 *
 * - A Reveal is a plain element marked `data-reveal`, the same in the prerendered HTML and in
 *   the browser: nothing starts hidden, so every word shows without JavaScript, and the hero
 *   (the largest paint) is there at once.
 * - The animations work on the page's DOM, not through React, so they also run in sections
 *   the browser never hydrates (src/site-data/partialHydration.ts).
 * - framer-motion's DOM animation (./motionLazy.ts) lives in a chunk of its own, loaded when
 *   the browser is idle after the first paint, and never when the visitor asks for reduced
 *   motion (the equivalent of MotionConfig reducedMotion="user": nothing moves).
 * - Only the Reveals still entirely below the viewport are faded out, then rise into place
 *   once as they scroll into view. What the visitor has seen never disappears.
 *
 * This file and motionLazy.ts are the only ones that touch framer-motion.
 */
import { useEffect, type ReactNode } from 'react';
import { whenIdle } from './idle.ts';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Arms the Reveals of the page, once the browser is idle.
 */
export function useEntranceAnimations() {
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let live = true;
    let disarm: (() => void) | undefined;
    whenIdle()
      .then(() => import('./motionLazy.ts'))
      .then((motion) => {
        if (!live) return;
        document.documentElement.dataset.motion = 'ready';
        disarm = motion.revealBelowFold(document.querySelectorAll<HTMLElement>('[data-reveal=""]'));
      })
      .catch(() => {}); // no animation is a fine outcome
    return () => {
      live = false;
      disarm?.();
    };
  }, []);
}

export type RevealTag = 'div' | 'li';

export interface RevealProps {
  [attribute: `data-${string}`]: string | undefined;
  as?: RevealTag;
  /** Seconds to wait after entering the view (staggers the cards of a grid). */
  delay?: number;
  className?: string;
  children: ReactNode;
}

/**
 * Fades its content up once as it scrolls into view. Never use it above the fold: the hero
 * is the largest paint and must be there at once.
 */
export function Reveal({ as: Tag = 'div', delay = 0, className, children, ...data }: RevealProps) {
  return (
    <Tag className={className} data-reveal="" data-reveal-delay={delay ? String(delay) : undefined} {...data}>
      {children}
    </Tag>
  );
}

/** A Reveal that is a list item (the cards of a grid). */
export function RevealItem(props: Omit<RevealProps, 'as'>) {
  return <Reveal {...props} as="li" />;
}
