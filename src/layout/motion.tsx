/**
 * Entrance animations that content never depends on.
 *
 * - The prerendered HTML and the hydrated page are plain elements: nothing starts hidden, so
 *   every word shows without JavaScript, and the hero (the largest paint) is there at once.
 * - framer-motion's DOM animation (./motionLazy.ts) lives in a chunk of its own, loaded when
 *   the browser is idle after the first paint, and never when the visitor asks for reduced
 *   motion (the equivalent of MotionConfig reducedMotion="user": nothing moves).
 * - Once it is in, only the Reveals still entirely below the viewport are faded out, then
 *   rise into place once as they scroll into view. What the visitor has seen never disappears.
 *
 * This file and motionLazy.ts are the only ones that touch framer-motion.
 */
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

type MotionModule = typeof import('./motionLazy.ts');

const MotionContext = createContext<MotionModule | null>(null);

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Resolves when the browser is idle after the first paint. */
const idle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 300);
  });

/** Loads the animation chunk after first paint (not at all under reduced motion). */
export function MotionProvider({ children }: { children: ReactNode }) {
  const [motion, setMotion] = useState<MotionModule | null>(null);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let live = true;
    idle()
      .then(() => import('./motionLazy.ts'))
      .then((module) => {
        if (!live) return;
        document.documentElement.dataset.motion = 'ready';
        setMotion(module);
      })
      .catch(() => {}); // no animation is a fine outcome
    return () => {
      live = false;
    };
  }, []);
  return <MotionContext.Provider value={motion}>{children}</MotionContext.Provider>;
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
export function Reveal({ as = 'div', delay = 0, className, children, ...data }: RevealProps) {
  const motion = useContext(MotionContext);
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!motion || !element || element.getBoundingClientRect().top <= window.innerHeight) return;
    return motion.revealOnView(element, delay);
  }, [motion, delay]);

  const Tag = as;
  return (
    <Tag ref={ref} className={className} {...data}>
      {children}
    </Tag>
  );
}

/** A Reveal that is a list item (the cards of a grid). */
export function RevealItem(props: Omit<RevealProps, 'as'>) {
  return <Reveal {...props} as="li" />;
}
