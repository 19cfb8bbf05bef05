import { escapeAttribute } from 'entities';
import { parseFragment } from 'parse5';
import { inlineSvgUrl } from '../document/document.ts';
import type { LogoMedia } from '../media/logo.ts';
import { attribute, elementsOf } from '../document/htmlTree.ts';
import { isDarkTop, openingOf } from '../document/pageOpening.ts';

/**
 * The app's markup with the logo its header shows on the first screen written in: a small SVG
 * logo (inlineSvgUrl) becomes a data: URL, so the first screen asks for no file before its
 * largest paint (measured in ../document/document.ts), where the page has room for it
 * (./prerender.ts, withHeaderLogo). Of the header's two logos
 * (src/layout/BrandLogo.tsx: `data-logo`), the one for dark backgrounds shows over a page that
 * opens on a dark section (`data-dark-top`), the one for light backgrounds over any other; the
 * other shows only once the visitor scrolls, and stays a file, as the footer's does (lazy, and
 * further down): each written in would weigh on every page. The browser's hydration leaves an
 * attribute the server wrote as it is, so the header keeps the URL written here.
 */
export function inlineHeaderLogos(html: string, logo: Pick<LogoMedia, 'pictures' | 'files'> | undefined): string {
  if (!logo) return html;
  const inline = new Map<string, string>();
  for (const picture of Object.values(logo.pictures)) {
    const src = 'src' in picture ? picture.src : '';
    const bytes = src.endsWith('.svg') ? logo.files.get(src.replace(/^\//, '')) : undefined;
    const url = bytes && inlineSvgUrl(bytes.toString('utf8'));
    if (url) inline.set(src, url);
  }
  const fragment = parseFragment(html, { sourceCodeLocationInfo: true });
  const elements = [...elementsOf(fragment)];
  const header = elements.find((element) => element.tagName === 'header');
  const shown = isDarkTop(openingOf(fragment)) ? 'dark' : 'light';
  if (!inline.size || !header) return html;
  const written = [...elementsOf(header)].flatMap((img) => {
    const src = img.tagName === 'img' ? attribute(img, 'src') : undefined;
    const variant = img.parentNode && 'tagName' in img.parentNode ? attribute(img.parentNode, 'data-logo') : undefined;
    const url = src && inline.get(src);
    return url && (variant === '' || variant === shown) ? [{ at: img.sourceCodeLocation!.attrs!.src!, url }] : [];
  });
  let out = html;
  for (const { at, url } of written.reverse())
    out = `${out.slice(0, at.startOffset)}src="${escapeAttribute(url)}"${out.slice(at.endOffset)}`;
  return out;
}
