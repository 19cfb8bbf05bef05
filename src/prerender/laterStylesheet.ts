import { SHOW_LATER_PART } from '../app/laterStyles.ts';
import { contentHash } from '../media/mediaCache.ts';
import { ASSETS_FOLDER } from '../../schema/primitives.ts';

/**
 * The site's later stylesheet (src/app/laterStyles.ts): the rules its pages draw below their
 * first screen, which each page's <head> leaves out. One file for the whole site, not one per
 * page: Emotion names a class by its rules, so a class is the same rule on every page, and a
 * visitor who goes on to a second page has the file already. Its rules in the order the pages
 * first render them, after the one that shows the later part; named by content, so it is cached
 * for a year. None when no page leaves a rule out.
 */
export function laterStylesheet(pages: readonly (readonly (readonly [string, string])[])[], writeCss: (css: string) => string) {
  const rules = new Map<string, string>();
  for (const page of pages) for (const [id, css] of page) if (!rules.has(id)) rules.set(id, css);
  if (!rules.size) return undefined;
  const css = writeCss(SHOW_LATER_PART + [...rules.values()].join(''));
  return { file: `${ASSETS_FOLDER}/later-${contentHash(Buffer.from(css))}.css`, css };
}
