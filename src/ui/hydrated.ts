import { useEffect } from 'react';

/**
 * Marks <html data-hydrated> once React runs in the browser. CSS keys off it to show
 * controls that need JavaScript (copy buttons) and to fall back to plain CSS (tooltips on
 * hover) when scripts are off.
 */
export function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}

/** Selector prefix for rules that apply only once scripts run. */
export const HYDRATED = 'html[data-hydrated]';
/** Selector prefix for the no-JavaScript (or not yet hydrated) fallback. */
export const NOT_HYDRATED = 'html:not([data-hydrated])';
