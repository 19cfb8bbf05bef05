/** The page's first element is light: over it, the header at the top of the page is transparent with dark text. */
export const LIGHT_TOP = 'body:has(#main > :first-child:not([data-dark-top]))';
