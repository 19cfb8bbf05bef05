import { escapeAttribute, escapeUTF8 } from 'entities';
import svgToMiniDataURI from 'mini-svg-data-uri';
import { commaSeparatedNumbers } from './commaSeparatedNumbers.ts';
import { brandFaceRules, type BrandFace } from '../theme/brandFaces.ts';
import { LAYOUT_IDS } from '../../schema/anchors.ts';
import { LIGHT_TOP_ATTRIBUTE } from '../layout/lightTop.ts';
import { opensOnLight } from './pageOpening.ts';

/** Files the build writes beside the pages (generated from the config) that every page links to. */
export const SITE_FILES = {
  appleTouchIcon: '/apple-touch-icon.png',
  icon192: '/icon-192.png',
  icon512: '/icon-512.png',
  maskableIcon: '/icon-maskable-512.png',
  manifest: '/site.webmanifest',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
} as const;

/**
 * The largest SVG the first screen needs (the header's logo) written into each page instead of
 * linked. A phone on a slow connection makes such a request before it shows the largest paint,
 * and Lighthouse's simulated LCP counts it: the branded fixture carrier's header logo (3 KB) as a
 * file put its LCP at 907 ms in most runs, written in 753-764 (`npm run bench:floor`, README). At
 * 1.6 Mbit/s a 150 ms round trip is worth about 30 KB, so a small SVG costs less inline up to
 * well past this size; larger ones (a detailed logo) stay a file the browser caches, and so does
 * one that would take its page past the first round trip (src/prerender/prerender.ts, withHeaderLogo).
 */
const INLINE_SVG_MAX_BYTES = 8 * 1024;

/**
 * A small SVG (INLINE_SVG_MAX_BYTES) as a data: URL, none for a larger one. The URL escapes only
 * what a URL must (mini-svg-data-uri: single quotes, `%3c` for `<`), half the bytes of
 * encodeURIComponent's; for a double-quoted attribute, escaped as one. Its spaces too, as `%20`
 * (the library's `toSrcset`): browsers take a literal space in a data: URL, but a URL may not
 * hold one, and the Nu Html Checker refuses the page for it (tests/full/vnu.test.ts). Most of them,
 * those between numbers, are commas first (./commaSeparatedNumbers.ts), which a URL holds as they
 * are: the library escapes them (encodeURIComponent's `%2c`), and they are written back. (For a
 * `src` or `href`, never a `srcset`, where a comma parts the candidates.)
 */
export const inlineSvgUrl = (svg: string) =>
  Buffer.byteLength(svg) <= INLINE_SVG_MAX_BYTES ? svgToMiniDataURI.toSrcset(commaSeparatedNumbers(svg)).replaceAll('%2c', ',') : undefined;

/** The first screen's photo, which the browser should fetch at once, before it finds it in the page. */
export interface Preload {
  type: string;
  imagesrcset: string;
  imagesizes: string;
}

/**
 * The preload tag of the page's largest paint: fetched at high priority, in the first format of
 * its <picture> (a browser that cannot show that type skips the preload, and the picture).
 */
function preloadTag(p: Preload): string {
  return `<link rel="preload" as="image" type="${escapeUTF8(p.type)}" imagesrcset="${escapeUTF8(p.imagesrcset)}" imagesizes="${escapeUTF8(p.imagesizes)}" fetchpriority="high">`;
}

/** A page's link preview for social networks and chat apps (all URLs absolute). */
export interface SocialMeta {
  siteName: string;
  title: string;
  description: string;
  url: string;
  /** Open Graph locale, such as en_US. */
  locale: string;
  image: { url: string; type: string; width: number; height: number; alt: string };
}

/** The same page in one of the site's languages (or `x-default`, the page for any other language): an hreflang link. */
export interface Alternate {
  hreflang: string;
  /** Its absolute URL. */
  href: string;
}

export interface DocumentParts {
  lang: string;
  title: string;
  description?: string;
  /** Absolute canonical URL; omitted for pages that should not be indexed. */
  canonical?: string;
  /** The page in each language of the site, itself included, and x-default (none for a site in one language). */
  alternates?: readonly Alternate[];
  noindex?: boolean;
  themeColor: string;
  /** Open Graph and Twitter card of an indexable page. */
  social?: SocialMeta;
  /** schema.org structured data, each written as a JSON-LD data block (never executable script). */
  jsonLd?: readonly unknown[];
  styles: string;
  /** What the first screen needs before anything else: its photo. */
  preloads?: Preload[];
  /** The brand fonts' metric-matched fallback faces, for <head> (src/media/fonts.ts). */
  fallbackFaces?: string;
  /** The brand fonts' faces: added before the first paint where the visitor likely has them (BRAND_FACES_AT_ONCE), else loaded by src/browser/afterFirstScreen.ts once the first screen has loaded (BRAND_FACES). */
  brandFaces?: readonly BrandFace[];
  /** Tags for the client entry and its preloads. */
  assets: string;
  /** The tab's icon, written in (src/document/faviconUrl.ts); the editor's preview, a frame, has none. */
  favicon?: string;
  /** The hidden <svg> of the page's icon symbols, first in <body> (src/theme/Icon.tsx). */
  icons?: string;
  body: string;
  /** Whether the page prefetches the pages it links to (SPECULATION_RULES): every page of the site, not the editor's preview, which draws no script. */
  prefetch?: boolean;
}

/**
 * The pages link to each other with plain links, and a move to another page loads its HTML:
 * these speculation rules let Chrome fetch a page of the site ahead, once the visitor's pointer
 * rests on a link to it or a finger comes down on it ("moderate"; Chrome skips them on Save-Data
 * and battery saver), so the page is there when the click lands. Other browsers ignore them. The
 * CSP allows the block by its hash, like the client entry (src/prerender/prerender.ts).
 */
export const SPECULATION_RULES = JSON.stringify({ prefetch: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }] });

/**
 * The full HTML document around a prerendered page. Its executable inline scripts are the
 * client entry in `assets`, with brand fonts BRAND_FACES_AT_ONCE, and, in `styles`, the later
 * styles' link for a page opened at a #fragment (src/app/laterStyles.ts), which the CSP allows
 * by their hashes, as it does the speculation rules (JSON-LD is a data block the browser never
 * runs).
 */
export function renderDocument(p: DocumentParts): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeUTF8(p.lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeUTF8(p.title)}</title>`,
    p.description ? `<meta name="description" content="${escapeUTF8(p.description)}">` : '',
    p.canonical ? `<link rel="canonical" href="${escapeUTF8(p.canonical)}">` : '',
    ...(p.alternates ?? []).map((a) => `<link rel="alternate" hreflang="${escapeUTF8(a.hreflang)}" href="${escapeUTF8(a.href)}">`),
    p.noindex ? '<meta name="robots" content="noindex">' : '',
    `<meta name="theme-color" content="${escapeUTF8(p.themeColor)}">`,
    ...iconLinks(p.favicon),
    p.social ? socialTags(p.social) : '',
    ...(p.jsonLd ?? []).map((block) => `<script type="application/ld+json">${serializeJsonLd(block)}</script>`),
    ...(p.preloads ?? []).map(preloadTag),
    p.fallbackFaces ? `<style>${p.fallbackFaces}</style>` : '',
    p.brandFaces?.length ? brandFacesTag(p.brandFaces) : '',
    p.assets,
    p.styles,
    '</head>',
    opensOnLight(p.body) ? `<body ${LIGHT_TOP_ATTRIBUTE}>` : '<body>',
    p.icons ?? '',
    `<div id="${LAYOUT_IDS.root}">${p.body}</div>`,
    p.prefetch === false ? '' : `<script type="speculationrules">${SPECULATION_RULES}</script>`,
    '</body>',
    '</html>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * Marks the <noscript> of the brand fonts. Without JavaScript the browser reads its <style> of
 * @font-face rules as it stands; with it, the faces this attribute lists (JSON) are added before
 * the first paint where the visitor likely has them (BRAND_FACES_AT_ONCE), and otherwise loaded by
 * src/browser/afterFirstScreen.ts (which the client entry runs) once the first screen has painted and its photo has
 * loaded, so the fonts do not share a slow connection with that photo (the fallback faces give
 * the text its final shape meanwhile).
 */
export const BRAND_FACES = 'data-brand-faces';

/** Set on that <noscript> by BRAND_FACES_AT_ONCE once it has added the faces: src/browser/afterFirstScreen.ts then loads none. */
const BRAND_FACES_ADDED = 'data-added';

/**
 * Follows the brand fonts' <noscript> in <head>, and so runs before the page's first paint. A
 * page the visitor reached from another page of the site, or reloaded, or went back to, most
 * likely finds the brand fonts in the browser's cache: the page before loaded them once its
 * first screen had loaded, and their files, named by their content, are cached for a year. This
 * adds the faces at once with `font-display: optional`: the browser waits for them (up to about
 * 100 ms) before it draws the text, so the page shows the brand fonts from its first paint, and
 * no swap follows. A face that does not come in that time (not cached after all) is not swapped
 * in later: the page keeps its fallback faces. It marks the <noscript> (BRAND_FACES_ADDED), and
 * src/browser/afterFirstScreen.ts then loads no faces. A first page (from a search, another
 * site, the address bar) adds nothing here: its fonts load after its first screen, and swap in.
 * The CSP allows it by its hash (src/prerender/prerender.ts).
 */
export const BRAND_FACES_AT_ONCE =
  '{const n=document.currentScript.previousElementSibling;' +
  'if(document.referrer.startsWith(location.origin+"/")||/^(reload|back_forward)$/.test(performance.getEntriesByType("navigation")[0]?.type)){' +
  'for(const f of JSON.parse(n.dataset.brandFaces))document.fonts.add(new FontFace(f.family,`url(${f.src})`,{weight:f.weight,display:"optional"}));' +
  `n.setAttribute("${BRAND_FACES_ADDED}","")}}`;

function brandFacesTag(faces: readonly BrandFace[]): string {
  const css = brandFaceRules(faces);
  // Names escaped by src/theme/cssValues.ts: nothing in the rules can end the elements, which the
  // browser would otherwise read on as markup.
  if (/<\//.test(css)) throw new Error('Brand font rules must not contain "</"');
  return (
    `<noscript ${BRAND_FACES}="${escapeAttribute(JSON.stringify(faces))}"><style>${css}</style></noscript>` +
    `<script>${BRAND_FACES_AT_ONCE}</script>`
  );
}

/**
 * The page's icons, PNGs only (./faviconUrl.ts says why): the tab's, written in, and one for
 * search engines' results as a file (they fetch icons by URL, and Google asks for a multiple of
 * 48 px), which Chrome, given the tab's, does not fetch.
 */
const iconLinks = (favicon: string | undefined) => [
  // escapeAttribute: a data: URL in base64 holds nothing to escape, but it is still a value from outside this file.
  favicon ? `<link rel="icon" href="${escapeAttribute(favicon)}" type="image/png" sizes="32x32">` : '',
  `<link rel="icon" href="${SITE_FILES.icon192}" type="image/png" sizes="192x192">`,
  `<link rel="apple-touch-icon" href="${SITE_FILES.appleTouchIcon}">`,
  // No manifest link here: the client entry adds it (its data-manifest) once the first screen
  // has loaded, because Chrome fetches the manifest and an icon as soon as it sees the link,
  // which a phone's first screen would otherwise share its connection with.
];

function socialTags(s: SocialMeta): string {
  const og = (property: string, content: string | number) => `<meta property="og:${property}" content="${escapeUTF8(String(content))}">`;
  const twitter = (name: string, content: string) => `<meta name="twitter:${name}" content="${escapeUTF8(content)}">`;
  return [
    og('type', 'website'),
    og('site_name', s.siteName),
    og('title', s.title),
    og('description', s.description),
    og('url', s.url),
    og('locale', s.locale),
    og('image', s.image.url),
    og('image:type', s.image.type),
    og('image:width', s.image.width),
    og('image:height', s.image.height),
    og('image:alt', s.image.alt),
    // X reads the title, description and image from Open Graph when its own tags are absent (its
    // card markup's fallbacks), but not the image's alt text, nor the card's kind.
    twitter('card', 'summary_large_image'),
    twitter('image:alt', s.image.alt),
  ].join('\n');
}

/**
 * JSON for a `<script type="application/ld+json">` block. `<`, `>` and `&` are written as
 * \u escapes (still the same JSON), so no text of the config can close the element or
 * open a comment; U+2028/U+2029 likewise, for old JavaScript parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
