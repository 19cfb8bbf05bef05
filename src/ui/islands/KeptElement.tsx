import { createElement, memo, useLayoutEffect, useRef } from 'react';

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
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => restorePrerendered(ref.current!), []);
  return createElement(tag, { ref, dangerouslySetInnerHTML: KEEP_CONTENT, suppressHydrationWarning: true });
});

/**
 * The root React hydrates, and its elements as the server wrote them, taken before it starts
 * (../../app/hydrateSitePage.tsx). Where React cannot hydrate what it finds (a translator has put
 * the texts of an island in elements of its own, an extension has put an element in <main>), it
 * draws that part anew, or the whole page, and removes the elements it found, which keep what
 * they hold. A kept element drawn anew is empty: it takes back what its prerendered self held.
 */
let root: Element | undefined;
let prerendered: Element[] = [];

export function rememberPrerendered(hydrated: Element) {
  root = hydrated;
  prerendered = [...hydrated.children];
}

/**
 * The element the server wrote where `element` stands: at each level from the root down, the
 * same rank among the elements of its tag (which an element of another tag, put in by
 * something else, does not move).
 */
function prerenderedOf(element: Element): Element | null | undefined {
  const parent = element.parentElement;
  const candidates = parent === root ? prerendered : parent && prerenderedOf(parent)?.children;
  const sameTag = (sibling: Element) => sibling.localName === element.localName;
  return candidates && [...candidates].filter(sameTag)[[...parent!.children].filter(sameTag).indexOf(element)];
}

/** Gives a kept element React drew anew (nothing in it, no attribute) the attributes and the content the server wrote for it. */
function restorePrerendered(element: HTMLElement) {
  const original = !element.attributes.length && !element.firstChild && prerenderedOf(element);
  if (!original || original === element) return;
  for (const { name, value } of original.attributes) element.setAttribute(name, value);
  element.replaceChildren(...original.childNodes);
}
