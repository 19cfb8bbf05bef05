/**
 * The animated half of a Reveal, in a chunk loaded after first paint (see motion.tsx).
 * framer-motion's DOM API (its WAAPI `animate` from framer-motion/dom/mini, and `inView`)
 * animates the element React rendered, in place: about 3 KB, where LazyMotion with `m.*`
 * components and the domAnimation features cost 28 KB, over the page's JavaScript budget.
 */
import { inView } from 'framer-motion/dom';
import { animate } from 'framer-motion/dom/mini';

const HIDDEN = { opacity: '0', transform: 'translateY(32px)' };
const EASE_OUT: [number, number, number, number] = [0.22, 1, 0.36, 1];

/**
 * Fades `element` up once, when it scrolls into view (whileInView with once). The caller only
 * passes elements still below the viewport, so nothing the visitor has seen ever disappears.
 * Returns a clean-up that leaves the element visible.
 */
export function revealOnView(element: HTMLElement, delay: number): () => void {
  element.dataset.reveal = 'animated';
  Object.assign(element.style, HIDDEN);
  const settle = () => {
    element.style.opacity = '';
    element.style.transform = '';
  };
  const stop = inView(
    element,
    () => {
      stop();
      animate(element, { opacity: [0, 1], transform: [HIDDEN.transform, 'translateY(0px)'] }, { duration: 0.6, delay, ease: EASE_OUT }).then(settle, settle);
    },
    { margin: '0px 0px -8% 0px' },
  );
  return () => {
    stop();
    settle();
  };
}
