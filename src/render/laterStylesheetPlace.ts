/**
 * Marks the element that holds a page's later stylesheet (src/render/LaterStylesheet.tsx), for
 * the server render, the prerender that fills it and the browser that skips it. A file without
 * React: the build's own process imports it, and must not load React before the SSR bundle does.
 */
export const LATER_STYLESHEET = 'data-later-stylesheet';
