import { fileURLToPath } from 'node:url';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { escapeUTF8 } from 'entities';

/**
 * SVG → PNG at build time with resvg (a native renderer shipped in npm packages: nothing is
 * downloaded on install). Text is drawn with the bundled Inter files only, never with system
 * fonts, so a build looks the same on every machine. The fonts stay on the build side.
 */
export const FONT_FAMILY = 'Inter';

const FONT_FILES = ['Inter-Regular-latin.ttf', 'Inter-Bold-latin.ttf'].map((name) =>
  fileURLToPath(new URL(`./fonts/${name}`, import.meta.url)),
);

/** Characters the bundled (Latin-subset) fonts can draw; see src/document/fonts/README.md. */
const DRAWABLE = /^[\u0020-\u007E\u00A0-\u017F\u2010-\u2027\u2030-\u203A\u20AC\u2122\u2190-\u2193]*$/u;

/** Characters of `text` the bundled fonts cannot draw (they would come out blank). */
export function undrawable(text: string): string[] {
  return [...new Set([...text].filter((c) => !DRAWABLE.test(c)))];
}

const options = (width?: number): ResvgRenderOptions => ({
  font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: FONT_FAMILY },
  ...(width ? { fitTo: { mode: 'width', value: width } } : {}),
  shapeRendering: 2,
  textRendering: 1,
});

/** Renders an SVG document to PNG bytes, scaled to `width` pixels when given. */
export function svgToPng(svg: string, width?: number): Buffer {
  return new Resvg(svg, options(width)).render().asPng();
}

/** Width in pixels of one line of text as resvg draws it (its ink box). */
export function textWidth(text: string, size: number, weight: 400 | 700): number {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="400">` +
    `<text x="0" y="200" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${weight}">${escapeUTF8(text)}</text></svg>`;
  return new Resvg(svg, options()).innerBBox()?.width ?? 0;
}
