/**
 * The animated half of a Reveal, in a chunk of its own that loads once the visitor scrolls (see
 * motion.tsx). framer-motion's DOM API (its WAAPI `animate` from framer-motion/dom/mini)
 * animates the element in place, where the server or React rendered it: about 3 KB, where
 * LazyMotion with `m.*` components and the domAnimation features cost 28 KB.
 */
import { animate } from 'framer-motion/dom/mini';

const EASE_OUT: [number, number, number, number] = [0.22, 1, 0.36, 1];

/** Fades a held-back Reveal up from where it waits (`from`, a transform) into place, after `delay` seconds; resolves when it has come to rest (or was stopped). */
export const fadeUp = (element: HTMLElement, from: string, delay: number) =>
  new Promise<void>((resolve) => {
    void animate(element, { opacity: [0, 1], transform: [from, 'translateY(0px)'] }, { duration: 0.6, delay, ease: EASE_OUT }).then(
      resolve,
      resolve,
    );
  });
