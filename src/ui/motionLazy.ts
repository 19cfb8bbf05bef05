/**
 * The animated half of a Reveal, in a chunk loaded after first paint (see motion.tsx).
 * framer-motion's DOM API (its WAAPI `animate` from framer-motion/dom/mini) animates the
 * element in place, where the server or React rendered it: about 3 KB, where LazyMotion with
 * `m.*` components and the domAnimation features cost 28 KB, over the page's JavaScript budget.
 */
import { animate } from 'framer-motion/dom/mini';

const HIDDEN = { opacity: '0', transform: 'translateY(32px)' };
const EASE_OUT: [number, number, number, number] = [0.22, 1, 0.36, 1];

/**
 * Arms every Reveal that is still entirely below the viewport: each fades up once, when it
 * scrolls into view (whileInView with once); returns what disarms them all and leaves them
 * visible. The positions are all read before any element is touched, so the page is laid out
 * once, not once per Reveal; one IntersectionObserver watches them all.
 */
export function revealBelowFold(elements: Iterable<HTMLElement>): () => void {
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
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        if (!isIntersecting) continue;
        observer.unobserve(target);
        const element = target as HTMLElement;
        const done = () => settle(element);
        const delay = Number(element.dataset.revealDelay ?? 0);
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
    element.dataset.reveal = 'animated';
    Object.assign(element.style, HIDDEN);
    observer.observe(element);
  }
  return () => {
    observer.disconnect();
    below.forEach(settle);
  };
}
