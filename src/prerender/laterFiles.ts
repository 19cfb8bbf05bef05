import { prerenderedStylesheetLink } from '../app/emotionCache.ts';
import { contentHash } from '../media/mediaCache.ts';
import { LATER_SPRITE, LATER_STYLESHEET } from '../render/laterFiles.ts';

/**
 * The site's later stylesheet: the rules the pages draw below their first screen (each page's
 * first screen has its own rules inline in <head>). One file for the whole site, not one per
 * page: Emotion names each class by its rules, so a class is the same rule on every page, and a
 * visitor who goes on to a second page has it already. Rules in the order the pages first
 * render them; named by content, so it can be cached for a year.
 */
export function laterStylesheet(pages: readonly (readonly [string, string])[][], writeCss: (css: string) => string) {
  const rules = new Map<string, string>();
  for (const page of pages) for (const [id, css] of page) if (!rules.has(id)) rules.set(id, css);
  const css = writeCss([...rules.values()].join(''));
  return { file: `assets/later-${contentHash(Buffer.from(css))}.css`, css };
}

/** The page with the link to the later stylesheet in its place (src/render/LaterStylesheet.tsx); a page without the place as it is. */
export function linkLaterStylesheet(html: string, href: string): string {
  const places = [...html.matchAll(new RegExp(`<div [^>]*${LATER_STYLESHEET}=""[^>]*>(?=</div>)`, 'g'))];
  if (places.length > 1) throw new Error(`A page has ${places.length} places for its later stylesheet, not one`);
  const [place] = places;
  if (!place) return html;
  const end = place.index + place[0].length;
  return html.slice(0, end) + prerenderedStylesheetLink(href) + html.slice(end);
}

/** The site's later sprite (src/theme/Icon.tsx): the symbols' file, named by its content, for a year's cache. */
export const laterSpriteFile = (svg: string) => `assets/icons-${contentHash(Buffer.from(svg))}.svg`;

/** The page with its uses of the later sprite pointing at the file written. */
export const pointAtLaterSprite = (html: string, href: string) => html.replaceAll(`href="${LATER_SPRITE}#`, `href="${href}#`);
