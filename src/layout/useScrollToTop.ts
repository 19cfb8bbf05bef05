import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every page opens at its top: on load (also after a reload, where browsers would restore the
 * old position) and on each move to another page. A #fragment in the address wins: the
 * browser scrolls to that section instead.
 */
export function useScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Only a change of page scrolls; a change of #fragment on the same page does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
