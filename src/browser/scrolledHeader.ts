/**
 * The header's scrolled look (src/layout/Header.tsx: `data-scrolled`, once the page is scrolled
 * past the carrier's `header.scrollThreshold`, which the header carries as `data-scroll-past`),
 * kept on the DOM with or without React: React never renders the mark, so it leaves it as this
 * writes it. React comes only when the visitor needs it (./afterFirstScreen.ts), and a visitor who
 * only scrolls and reads sees the header change as they pass the threshold all the same.
 */
export function keepHeaderLookOnScroll() {
  // The header looked up at each scroll: where React cannot hydrate it (a translator's changes),
  // it draws a new one in its place.
  const update = () => {
    const header = document.querySelector<HTMLElement>('header[data-scroll-past]');
    header?.toggleAttribute('data-scrolled', scrollY > Number(header.dataset.scrollPast));
  };
  update();
  addEventListener('scroll', update, { passive: true });
}
