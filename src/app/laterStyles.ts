/**
 * The later styles: a page's <head> carries the rules of its first screen only, and the rules
 * of the rest of the page come in one stylesheet, shared by the whole site, that loads after the
 * first screen. The one home of the mechanism's names; the parts:
 *
 * 1. The prerender (src/prerender/prerender.ts) splits each page's rules: its first screen is
 *    everything but the sections after the first and what follows <main> (LATER_PART): the
 *    footer and the toasts' region, empty until the visitor does something; the floating
 *    buttons, fixed on screen, are first screen. And
 *    src/prerender/laterStylesheet.ts writes the rules no first screen carries into one file,
 *    named by its content, with those of what only the browser draws (./browserOnlyStates.tsx)
 *    and the print styles (src/theme/printStyles.ts: a page is printed once it has loaded).
 * 2. The page's <head> (laterStylesTags) hides the later part until its rules apply, and
 *    carries the stylesheet's link in a <noscript>: without JavaScript the browser loads it
 *    before it paints, so such a visitor never sees the rest unstyled.
 * 3. With JavaScript, src/browser/afterFirstScreen.ts (which the client entry runs, and which
 *    repeats these names: it imports no code) links the stylesheet once the first screen's
 *    largest paint is on screen and its photo has loaded, so the stylesheet neither holds up that
 *    paint nor shares the connection with that photo. The stylesheet's first rule shows the later
 *    part, but the entry has held it (HELD) before linking the stylesheet, and
 *    src/browser/laterPartLayout.ts lays what is near the view out a part a task, then shows it;
 *    if the stylesheet fails to load, the entry takes out the rule that hides it, and it shows as it is
 *    (unstyled, every word readable). Hydration waits for it. A page opened at a #fragment, which
 *    may be further down, links it at once and before its first paint (linkAtOnce): the browser
 *    scrolls to the fragment in the page's final layout, as it would with every rule in <head>
 *    (scrolled there while the later part had no rules, it landed hundreds of pixels off;
 *    scrolling again once they had come, still a few). `blocking="render"` is Chromium's; another
 *    browser may paint before the rules come.
 * 4. The browser's Emotion cache (./emotionCache.ts) notes the stylesheet's classes as written,
 *    so hydrating writes none of them again.
 *
 * Measured on the example's home page: 58.3 KB of HTML, 19 KB of it CSS, became 47.4 KB; the
 * later stylesheet is 14 KB (3 KB Brotli) for the whole site.
 */

import { FLOATING_BUTTON } from '../../schema/anchors.ts';
import { SECTIONS_AFTER_FIRST } from '../theme/sectionsAfterFirst.ts';

/** Marks the <noscript> of the later stylesheet (its href as the value), and the <link> src/browser/afterFirstScreen.ts writes. */
export const LATER_STYLES = 'data-later-styles';

/**
 * Marks the <style> in <head> that hides the later part (laterStylesTags). Should the stylesheet
 * fail to load, src/browser/afterFirstScreen.ts takes it out, and the later part shows as it is.
 */
const HIDES_LATER_PART = 'data-hides-later-part';

/**
 * Marks what src/browser/laterPartLayout.ts holds out of sight while it lays what is near the view
 * out a part a task: an element of the later part not laid out (`whole`), or laid out by its
 * `parts`, a `part` not laid out yet, and one laid out but not shown yet (`out`). Its rules are
 * SHOW_LATER_PART's, written on the later part's selectors so that they outweigh the rules that
 * show it; without JavaScript nothing is marked.
 */
const HELD = 'data-held';

/** What follows <main> in the later part: the footer and the toasts' region (the floating buttons are first screen). */
const AFTER_MAIN = `main~:not([${FLOATING_BUTTON}])`;

/**
 * The later part of a page: the sections after the first, and what follows <main> but the
 * floating buttons (the footer, the toasts' region). The same elements the prerender leaves out
 * of the first screen (src/prerender/firstScreen.ts).
 */
export const LATER_PART = `${SECTIONS_AFTER_FIRST},${AFTER_MAIN}`;

/**
 * The first rule of the later stylesheet: it shows the later part, now that its rules apply, and
 * gives the sections back the `content-visibility: auto` of src/theme/GlobalStyles.tsx. The
 * footer gets it too: the page's end, several screens down, is laid out only as it nears the view
 * (a box of src/layout/footerHeight.ts' height until then), not in the task that shows the later
 * part, which it made a third longer (docs/performance.md). Written on
 * the later part's own elements, with the selectors of the rule that hid them and later in the
 * page, so that the browser restyles those alone: shown by a custom property on the root, as it
 * was, every element of the page was restyled (docs/performance.md). Then the rules of what
 * src/browser/laterPartLayout.ts holds (HELD), which keep the sections near the view out of sight
 * until it has laid them out a part a task, and show them a few parts a frame.
 */
export const SHOW_LATER_PART =
  `${LATER_PART}{visibility:visible}` +
  `@media screen{${AFTER_MAIN}{content-visibility:visible}${SECTIONS_AFTER_FIRST},${AFTER_MAIN}:is(footer){content-visibility:auto}` +
  `:is(${LATER_PART})[${HELD}]{visibility:hidden}:is(${LATER_PART})[${HELD}=whole],[${HELD}=part]{content-visibility:hidden}` +
  `:is(${LATER_PART})[${HELD}=parts]{content-visibility:visible}:is(${LATER_PART}) [${HELD}=out]{visibility:hidden}}`;

/**
 * On a page opened at a #fragment, links the stylesheet at `href` from <head> (whose parser runs
 * this before it reads <body>) as render-blocking: the page's first paint, and the browser's
 * scroll to the fragment, wait for its rules. The link says how it settled (`data-settled`:
 * `load` or `error`) for src/browser/afterFirstScreen.ts, which then links nothing more. The CSP allows it by
 * its hash, which the build makes from this text.
 */
export const linkAtOnce = (href: string) =>
  `if(location.hash){const l=document.createElement("link");l.rel="stylesheet";l.href="${href}";l.blocking="render";` +
  `l.setAttribute("${LATER_STYLES}","");l.onload=l.onerror=e=>l.dataset.settled=e.type;document.head.append(l)}`;

/**
 * For a page's <head>, after its first screen's rules: the rule that hides the later part until
 * the stylesheet shows it, the stylesheet's link for a browser without JavaScript, and
 * linkAtOnce. A hidden element is never part of a layout shift, and shows in its final shape.
 * Until then the later part is also `content-visibility: hidden` on screen (where GlobalStyles
 * has the sections `auto`): the browser neither styles nor lays out any of it before its first
 * paint, not even the sections near the view, nor the footer without its rules, and lays them out
 * once, styled, as the later part shows (a part a task with JavaScript: HELD; on the example's
 * home page, Lighthouse's largest paint about 6 ms sooner: docs/performance-log.md). Each section
 * keeps GlobalStyles' intrinsic height meanwhile, so the page scrolls as far. Printed, or opened
 * at a #fragment, GlobalStyles' rules still show every section.
 * `href` is the build's own (/assets/later-<hash>.css): nothing in it needs escaping.
 */
export const laterStylesTags = (href: string) =>
  `<style ${HIDES_LATER_PART}>${LATER_PART}{visibility:hidden}@media screen{${LATER_PART}{content-visibility:hidden}}</style>` +
  `<noscript ${LATER_STYLES}="${href}"><link rel="stylesheet" href="${href}"></noscript>` +
  `<script>${linkAtOnce(href)}</script>`;
