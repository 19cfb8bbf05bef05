import { createContext, useContext } from 'react';

/**
 * The path of the page on show as the config declares it (`/drivers`), or null on the
 * not-found page. The server renders each page with its path and the browser hydrates it with
 * the same (src/browser/hydrate.tsx reads which page it is from the prerendered page), so what depends
 * on it (the current page in the menu, the links to a jobs page's postings) renders alike in
 * both, whatever the address bar says (`/drivers/`, `/drivers?utm_source=…`).
 */
export const PagePath = createContext<string | null>(null);

export const usePagePath = () => useContext(PagePath);
