import { createElement, memo } from 'react';
import { KEEP_CONTENT } from './KeptSection.tsx';
import { LATER_STYLESHEET } from './laterFiles.ts';

/**
 * Where a page's first screen ends, after its first section: the prerender writes here the
 * link to the stylesheet of everything further down, which the page's <head> does not carry.
 * A stylesheet linked in <body> holds up only what follows it: the browser paints the first
 * screen from <head>'s critical CSS while the rest loads, and never shows the rest unstyled.
 * In the browser, an element with inner HTML is a leaf to React: it adopts the element and
 * leaves the link inside as the server wrote it (in `npm run dev` the element stays empty and
 * every rule is in <head>).
 */
export const LaterStylesheet = memo(function LaterStylesheet() {
  // No box of its own: a <link> is never drawn, so the element is empty to the layout.
  return createElement('div', {
    [LATER_STYLESHEET]: '',
    dangerouslySetInnerHTML: KEEP_CONTENT,
    suppressHydrationWarning: true,
  });
});
