/**
 * On <body> of a page whose first element is light (not a dark section, `data-dark-top`): over
 * it, the header at the top of the page is transparent with dark text. The document writes it
 * from the page's markup (src/document/document.ts, src/document/pageOpening.ts), and the error
 * screen sets it when it replaces a page in the browser (src/app/pages/ErrorScreen.tsx). It was a
 * `body:has(#main > …)` rule: Chromium then restyled the whole body at each element the parser
 * added after the first paint, 30 to 180 ms a time on a phone's slowed processor
 * (docs/performance.md).
 */
export const LIGHT_TOP_ATTRIBUTE = 'data-light-top';

/** Selector prefix for the rules of a page that opens on a light element. */
export const LIGHT_TOP = `body[${LIGHT_TOP_ATTRIBUTE}]`;
