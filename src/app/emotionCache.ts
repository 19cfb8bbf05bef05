import createCache from '@emotion/cache';
import { LATER_STYLES } from './laterStyles.ts';

/**
 * The prefix of every class Emotion writes (`c-1ohytm0`). One letter: a page writes a class name
 * about 400 times (its rules and its elements' class attributes), and Emotion's default `css`
 * cost 0.8 KB of the home page's HTML.
 */
const KEY = 'c';
/** Names a prerendered <style> tag and the Emotion ids whose rules it holds ("c id id…"). */
const PRERENDERED = 'data-prerendered-emotion';
/** The id in a selector of one of Emotion's classes (`.c-1ohytm0:hover` → `1ohytm0`). */
const CLASS_ID = new RegExp(`\\.${KEY}-([\\w-]+)`, 'g');

/**
 * Same key on server and client, so the browser knows which rules the page already has.
 * The browser adopts the prerendered <style> tags where they stand instead of handing them to
 * Emotion's own hydration, which moves every server tag (to get it out of React's way); each
 * move makes the browser drop and re-read that sheet and restyle the whole page, a 10–20 ms
 * task during hydration. The tags already sit in <head>, so only their ids need noting; so do
 * the classes of the later stylesheet (./laterStyles.ts), which has loaded when the page
 * hydrates, and holds the rules of what only the browser draws too (./browserOnlyStates.tsx).
 * So the browser has every rule it may draw, and in the browser build `createCache` is our own
 * (./browserStyleCache.ts), which loads Emotion's style compiler only for a rule it lacks (should
 * the later stylesheet have failed, the rules the hydrating components need).
 *
 * Without Emotion's default prefixer: the browsers the build targets (es2022: Chrome 94, Safari
 * 15.4, Firefox 93 and later) read flexbox, transforms, transitions and animations unprefixed,
 * and the prefixer's `-ms-flexbox`, `-moz-transform` and the like were more than a quarter of a
 * page's CSS. The one property those browsers still need prefixed (`-webkit-backdrop-filter`,
 * Safari before 18) is written by hand where it is used.
 */
export function createEmotionCache() {
  const cache = createCache({ key: KEY, stylisPlugins: [] });
  if (typeof document !== 'undefined') {
    for (const tag of document.querySelectorAll(`style[${PRERENDERED}]`)) {
      for (const id of tag.getAttribute(PRERENDERED)!.split(' ').slice(1)) cache.inserted[id] = true;
    }
    for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${LATER_STYLES}]`)) {
      for (const id of classIdsOf(link.sheet)) cache.inserted[id] = true;
    }
  }
  return cache;
}

/** The Emotion ids of a stylesheet's classes, in media queries too; none while it has not loaded, or if it failed to. */
function classIdsOf(sheet: CSSStyleSheet | null): string[] {
  const ids: string[] = [];
  const read = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) for (const [, id] of rule.selectorText.matchAll(CLASS_ID)) ids.push(id!);
      else if (rule instanceof CSSGroupingRule) read(rule.cssRules);
    }
  };
  // A sheet that failed to load has no rules to read: reading them throws.
  try {
    if (sheet) read(sheet.cssRules);
  } catch {
    return [];
  }
  return ids;
}

/** The <style> tags for a page's critical CSS (the chunks of @emotion/server's extractCriticalToChunks). */
export const prerenderedStyleTags = (chunks: { key: string; ids: string[]; css: string }[]) =>
  chunks.map(({ key, ids, css }) => `<style ${PRERENDERED}="${[key, ...ids].join(' ')}">${css}</style>`).join('');
