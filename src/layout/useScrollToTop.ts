import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** A fragment as written in the page (an id made from a question may hold letters of any script). */
const decoded = (fragment: string) => {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
};

/**
 * Every page opens at its top: on load (also after a reload, where browsers would restore the
 * old position) and on each move to another page. A #fragment in the address wins: on load
 * the browser scrolls to its target (opening a closed <details> around it); after a move
 * inside the app, which the browser does not treat as a fragment navigation, this does the
 * same: opens the <details> the target is in (an FAQ answer), then scrolls to it.
 */
export function useScrollToTop() {
  const { pathname, hash } = useLocation();
  const shown = useRef<string>(undefined);
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    const moved = shown.current !== undefined && shown.current !== pathname;
    shown.current = pathname;
    // On load, the browser has scrolled to the #fragment's target itself.
    const id = moved && hash.slice(1);
    const target = id ? (document.getElementById(id) ?? document.getElementById(decoded(id))) : null;
    if (target) {
      // Every closed <details> around it, from the nearest out.
      for (let el = target.closest('details'); el; el = el.parentElement?.closest('details') ?? null) el.open = true;
      // Instant: a smooth scroll aims at where the target is before the sections above it
      // (content-visibility: auto) are laid out, and stops short.
      target.scrollIntoView({ behavior: 'instant' });
    } else if (!hash || moved) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Only a change of page scrolls; a change of #fragment on the same page does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
