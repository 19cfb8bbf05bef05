import { useEffect } from 'react';
import { islandsRegistered } from './islands.ts';

/**
 * Marks <html data-hydrated> once React runs in the browser: it has hydrated the page around its
 * islands, which it hydrates each when the visitor needs it (./islands.ts).
 * CSS keys off it to fall back to plain CSS (tooltips on hover and focus) until React has the
 * page, and when scripts are off.
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

/** Selector prefix for rules that apply only once scripts run. */
export const HYDRATED = 'html[data-hydrated]';
/** Selector prefix for the no-JavaScript (or not yet hydrated) fallback. */
export const NOT_HYDRATED = 'html:not([data-hydrated])';
/**
 * Selector prefix for a page whose scripts do not run: the client entry marks <html
 * data-scripted> before the first paint, and from then on works the controls that need a script
 * (src/browser/entry-client.tsx) until React has them.
 */
export const NOT_SCRIPTED = 'html:not([data-scripted])';
