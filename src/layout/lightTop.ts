/**
 * The page's first element is light: over it, the header at the top of the page is transparent with dark text.
 * `:not(* + *)` (no element before it) says what `:first-child` says: Emotion's development build
 * prints an error for every rule with `:first-child`, against server renders that put <style>
 * tags among the elements, which this site's never does (its styles go to <head>,
 * src/entry-server.tsx), and those errors filled the console of `npm run dev`.
 */
export const LIGHT_TOP = 'body:has(#main > :not(* + *, [data-dark-top]))';
