/**
 * The paths of the pages the build makes from the config. No zod here: the components import
 * this file into the browser bundle.
 */

/** A posting page's path: the path of the page its jobs section is on, then its slug. */
export const postingPath = (listPath: string, slug: string) => `${listPath === '/' ? '' : listPath}/${slug}`;
