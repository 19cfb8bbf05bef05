/**
 * The header's scrolled look (src/layout/Header.tsx: `data-scrolled`, once the page is scrolled
 * past the carrier's `header.scrollThreshold`, which the header carries as `data-scroll-past`),
 * kept without React until React has the header's island; from then on React keeps it. React
 * comes only when the visitor needs it (./afterFirstScreen.ts), and a visitor who only scrolls
 * and reads sees the header change as they pass the threshold all the same.
 */
export function keepHeaderLookOnScroll() {
  const header = document.querySelector<HTMLElement>('header[data-scroll-past]');
  if (!header) return;
  const threshold = Number(header.dataset.scrollPast);
  // The island's mark once React has it (src/ui/islands/islands.ts: TAKEN_OVER, repeated: this imports no app code).
  const reactHasIt = () => !!(header as unknown as { reactHasIt?: true }).reactHasIt;
  const update = () => {
    if (reactHasIt()) return removeEventListener('scroll', update);
    header.toggleAttribute('data-scrolled', scrollY > threshold);
  };
  update();
  addEventListener('scroll', update, { passive: true });
}
