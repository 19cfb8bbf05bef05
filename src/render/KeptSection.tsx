import { createElement, memo } from 'react';

/** One object for every render, so React never sees new inner HTML to write. */
const KEEP_CONTENT = { __html: '' };

/**
 * A prerendered section the browser does not hydrate. React adopts the section's element (it
 * renders the same tag, read from the page by firstLoadView) but not what is inside: an
 * element with inner HTML is a leaf to React, so the server's content, attributes and styles
 * stay exactly as written, and memo keeps React from ever touching it again.
 */
export const KeptSection = memo(function KeptSection({ tag }: { tag: string }) {
  return createElement(tag, { dangerouslySetInnerHTML: KEEP_CONTENT, suppressHydrationWarning: true });
});
