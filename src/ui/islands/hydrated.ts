import { useEffect } from 'react';
import { islandsRegistered } from './islands.ts';

/**
 * Marks <html data-hydrated> once React runs in the browser: it has hydrated the page around its
 * islands, which it hydrates each when the visitor needs it (./islands.ts); the tests and the
 * benches wait for it. (A tooltip shown by CSS until React has it keys off its own element:
 * src/ui/tooltip/Tooltip.tsx.)
 * React running, scripts run: <html data-scripted> too, which the client entry has set already
 * on a built page, not where React renders without it (a component's test).
 */
export function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    document.documentElement.dataset.scripted = '';
    islandsRegistered();
  }, []);
}

/**
 * Selector prefix for a page whose scripts do not run: the client entry marks <html
 * data-scripted> before the first paint, and from then on works the controls that need a script
 * (src/browser/entry-client.tsx) until React has them.
 */
export const NOT_SCRIPTED = 'html:not([data-scripted])';
