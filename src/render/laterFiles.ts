/**
 * The marks of the site's later files in the server's markup: what is below a page's first
 * screen comes from files of the build that the prerender writes once every page is rendered,
 * and names by their content. A file without React: the build's own process imports it, and
 * must not load React before the SSR bundle does.
 */

/** Marks the element that holds a page's later stylesheet (src/render/LaterStylesheet.tsx), for the server render, the prerender that fills it and the browser that skips it. */
export const LATER_STYLESHEET = 'data-later-stylesheet';

/** The later sprite's path in the server's markup (src/theme/Icon.tsx, UsedIcons), which the prerender replaces with its file's. */
export const LATER_SPRITE = '/assets/icons-later.svg';
