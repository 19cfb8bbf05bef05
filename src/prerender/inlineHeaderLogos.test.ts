import { describe, expect, it } from 'vitest';
import { inlineHeaderLogos } from './inlineHeaderLogos.ts';

// The header's logo is on the first screen: a small SVG is written into the page (no request
// before the largest paint); the footer's, lazy and further down, and a large one stay files.

const svg = (bytes: number) => `<svg xmlns="http://www.w3.org/2000/svg"><title>${'x'.repeat(bytes)}</title></svg>`;
const logo = (files: Record<string, string>) => ({
  pictures: Object.fromEntries(Object.keys(files).map((file, i) => [`./logo-${i}.svg`, { src: `/${file}`, width: 200, height: 50 }])),
  files: new Map(Object.entries(files).map(([file, text]) => [file, Buffer.from(text)])),
});
const page = (src: string) =>
  `<a href="#main">Skip</a><header><a href="/"><span data-logo=""><img src="${src}" alt="Co"/></span></a></header><main id="main"></main><footer><span data-logo=""><img src="${src}" alt="Co"/></span></footer>`;
/** A header with a logo for dark backgrounds and one for light ones, over a page that opens dark or light. */
const twoLogos = (darkTop: boolean) =>
  `<header><a href="/"><span data-logo="dark"><img src="/assets/logo-dark.svg" alt="Co"/></span><span data-logo="light"><img src="/assets/logo-light.svg" alt="Co"/></span></a></header>` +
  `<main id="main"><section${darkTop ? ' data-dark-top=""' : ''}></section></main>`;
const srcs = (html: string) => [...html.matchAll(/<img src="([^"]*)"/g)].map((m) => (m[1]!.startsWith('data:') ? 'inline' : m[1]));

describe("the header's logo", () => {
  it('is written into the header as a data: URL when it is a small SVG; the footer keeps the file', () => {
    const html = inlineHeaderLogos(page('/assets/logo-a.svg'), logo({ 'assets/logo-a.svg': svg(100) }));
    const [header, footer] = [html.slice(0, html.indexOf('</header>')), html.slice(html.indexOf('<footer'))];
    expect(header).toMatch(/<img src="data:image\/svg\+xml,%3csvg%20xmlns='http:\/\/www.w3.org\/2000\/svg'%3e/);
    expect(footer).toContain('src="/assets/logo-a.svg"');
  });

  it('of the two in the header, writes in the one the first screen shows: for dark backgrounds over a dark opening section', () => {
    const both = logo({ 'assets/logo-dark.svg': svg(100), 'assets/logo-light.svg': svg(100) });
    expect(srcs(inlineHeaderLogos(twoLogos(true), both))).toEqual(['inline', '/assets/logo-light.svg']);
    expect(srcs(inlineHeaderLogos(twoLogos(false), both))).toEqual(['/assets/logo-dark.svg', 'inline']);
  });

  it('stays a file when it is large, or not an SVG, or the page has no logo', () => {
    const large = page('/assets/logo-b.svg');
    expect(inlineHeaderLogos(large, logo({ 'assets/logo-b.svg': svg(9000) }))).toBe(large);
    const png = page('/assets/logo-c.png');
    expect(inlineHeaderLogos(png, logo({ 'assets/logo-c.png': 'PNG' }))).toBe(png);
    expect(inlineHeaderLogos(large, undefined)).toBe(large);
  });

  it("escapes the URL for the attribute: a logo's text cannot end it", () => {
    const html = inlineHeaderLogos(
      page('/assets/logo-d.svg'),
      logo({ 'assets/logo-d.svg': `<svg xmlns="http://www.w3.org/2000/svg"><title>"&gt; onload="x</title></svg>` }),
    );
    const img = html.match(/<header>.*?(<img [^>]*>)/)![1]!;
    expect(img.match(/\s[a-z-]+="/g)).toEqual([' src="', ' alt="']);
  });
});
