import { createElement, memo } from 'react';

/** One object for every render, so React never sees new inner HTML to write. */
const KEEP_CONTENT = { __html: '' };

/**
 * A prerendered element the browser does not hydrate: a section nobody interacts with
 * (src/site-data/partialHydration.ts), a part of the layout that is only plain links (the skip
 * link, the floating buttons, the language switch). React adopts the element (it renders the same
 * tag) but not what is inside: an element with inner HTML is a leaf to React, so the server's
 * content, attributes and styles stay exactly as written, and memo keeps React from ever touching
 * it again. Where the layout keeps a part, it asks `__KEEP_PRERENDERED__`, which the build
 * writes in as `true` in the browser's code alone (src/vite/browserBuild.ts), so the bundler drops
 * the part's component, styles and words from it (its module marked as only defining things:
 * src/prerender/buildSite.ts); the server, the dev server and the component tests draw it.
 */
export const KeptElement = memo(function KeptElement({ tag }: { tag: string }) {
  return createElement(tag, { dangerouslySetInnerHTML: KEEP_CONTENT, suppressHydrationWarning: true });
});
