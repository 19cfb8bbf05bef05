import { describe, expect, it } from 'vitest';
import { CARRIER_FILE_LIMITS } from '../config/files/fileLimits.ts';
import { MediaError } from './mediaError.ts';
import { cleanSvg } from './svg.ts';

/**
 * The limits of an SVG (src/config/files/fileLimits.ts), measured by the streaming pass before any
 * DOM is built: a file at each limit is cleaned, one past it is refused with the limit named
 * and what to do. cleanSvg is called as the build and the check call it.
 */
const limits = CARRIER_FILE_LIMITS.logo.svg!;
const svg = (inner: string, size = 'viewBox="0 0 100 40"') => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${size}>${inner}</svg>`);
const clean = (source: Buffer) => cleanSvg(source, './brand/logo.svg', 'logo');

function refusal(source: Buffer) {
  try {
    clean(source);
  } catch (error) {
    expect(error).toBeInstanceOf(MediaError);
    return (error as MediaError).message;
  }
  throw new Error('The file was accepted');
}

describe('an SVG logo', () => {
  it(`of ${limits.elements} elements is cleaned; of one more, refused with the limit`, () => {
    const rects = (n: number) => '<rect width="1" height="1"/>'.repeat(n);
    // The root counts as one.
    expect(clean(svg(rects(limits.elements - 1))).width).toBe(100);
    expect(refusal(svg(rects(limits.elements)))).toBe(
      './brand/logo.svg has more than 5,000 elements, the most a logo SVG may have: simplify it in the drawing program (merge shapes, flatten effects, ungroup, no embedded images) or export it as PNG',
    );
  });

  it(`nested ${limits.depth} deep is cleaned; one deeper, refused, however deep it goes on`, () => {
    // The root, groups, and a shape at `depth`.
    const nested = (depth: number) => `${'<g>'.repeat(depth - 2)}<rect width="1" height="1"/>${'</g>'.repeat(depth - 2)}`;
    expect(clean(svg(nested(limits.depth))).width).toBe(100);
    expect(refusal(svg(nested(limits.depth + 1)))).toMatch(
      /^\.\/brand\/logo\.svg nests elements more than 64 deep, the most a logo SVG may: /,
    );
    expect(refusal(svg(`${'<g>'.repeat(200_000)}${'</g>'.repeat(200_000)}`))).toMatch(/nests elements more than 64 deep/);
  });

  it(`with ${limits.filtered} filtered elements is cleaned; one more, by attribute or by style, refused`, () => {
    const blur = '<defs><filter id="b"><feGaussianBlur stdDeviation="4"/></filter></defs>';
    const circles = (n: number, attribute: string) => `<circle r="5" ${attribute}/>`.repeat(n);
    expect(clean(svg(blur + circles(limits.filtered, 'filter="url(#b)"') + circles(50, 'filter="none"'))).width).toBe(100);
    const message = `./brand/logo.svg draws more than ${limits.filtered} elements through a filter (a blur, a shadow), the most a logo SVG may: flatten the effects in the drawing program, or export it as PNG`;
    expect(refusal(svg(blur + circles(limits.filtered + 1, 'filter="url(#b)"')))).toBe(message);
    expect(refusal(svg(blur + circles(limits.filtered + 1, 'style="fill:red; filter: url(#b)"')))).toBe(message);
  });

  it('is counted as drawn, each <use> copy included: a group copied past the limit is refused, a gradient named by every shape is not', () => {
    const shapes = (n: number) => '<circle r="5"/>'.repeat(n);
    // 99 shapes in a group (100 elements), drawn by the group and 98 copies of it: 10,000 with the root, the defs and the <use>s.
    expect(clean(svg(`<defs><g id="g">${shapes(99)}</g></defs>${'<use href="#g"/>'.repeat(98)}`)).width).toBe(100);
    expect(refusal(svg(`<defs><g id="g">${shapes(2_400)}</g></defs>${'<use xlink:href="#g"/>'.repeat(2_400)}`))).toBe(
      './brand/logo.svg draws 5,767,203 elements once each <use> copy is counted, more than the 10,000 a logo SVG may: simplify it in the drawing program (merge shapes, flatten effects, ungroup, no embedded images) or export it as PNG',
    );
    // Thirty groups that each copy the one before twice: a billion shapes from 91 elements.
    const doubling = Array.from({ length: 30 }, (_, i) => `<g id="g${i + 1}"><use href="#g${i}"/><use href="#g${i}"/></g>`).join('');
    expect(refusal(svg(`<g id="g0"><rect width="1" height="1"/></g>${doubling}`))).toMatch(
      /draws over a billion elements once each <use> copy is counted/,
    );
    const gradient = '<defs><linearGradient id="l"><stop offset="0"/><stop offset="1"/></linearGradient></defs>';
    expect(clean(svg(gradient + '<rect width="1" height="1" fill="url(#l)"/>'.repeat(limits.elements - 5))).width).toBe(100);
  });

  it('counts a marker in the middle of a path once a vertex: a path of 1,500 vertices marked by 10 shapes is refused', () => {
    const marker = `<defs><marker id="m" markerWidth="4" markerHeight="4">${'<circle r="1"/>'.repeat(10)}</marker></defs>`;
    const path = (vertices: number, marking: string) => `<path d="M0 0${' l0.1 0.05'.repeat(vertices - 1)}" ${marking}/>`;
    expect(refusal(svg(marker + path(1_500, 'marker-mid="url(#m)"')))).toMatch(
      /^\.\/brand\/logo\.svg draws 16,5\d\d elements once each <use> copy/,
    );
    expect(refusal(svg(marker + path(1_500, 'style="marker-mid: url(#m)"')))).toMatch(/draws 16,5\d\d elements/);
    // At its start and end a marker is drawn once.
    expect(clean(svg(marker + path(1_500, 'marker-start="url(#m)" marker-end="url(#m)"'))).width).toBe(100);
  });

  it('that draws itself through a <use> is refused as a loop', () => {
    expect(refusal(svg('<g id="a"><rect width="1" height="1"/><use href="#a"/></g>'))).toBe(
      './brand/logo.svg has an element that draws itself (a <use> or url(#…) that names the element it is in, or a chain of them that comes back): remove the loop in the drawing program, or export it as PNG',
    );
  });

  it('declaring a canvas larger than the limit, by width and height or by its viewBox alone, is refused with the fix', () => {
    expect(clean(svg('', `width="${limits.canvas}" height="40"`)).width).toBe(limits.canvas);
    const fix = 'export the logo at its real size (its width and height, or its viewBox, in px)';
    expect(refusal(svg('', 'width="400000000" height="3e8"'))).toBe(
      `./brand/logo.svg declares a canvas of 400,000,000×300,000,000 px, larger than the 10,000 px per side a logo SVG may declare: ${fix}`,
    );
    expect(refusal(svg('', 'viewBox="0 0 20000 10"'))).toBe(
      `./brand/logo.svg declares a canvas of 20,000×10 px, larger than the 10,000 px per side a logo SVG may declare: ${fix}`,
    );
    // Print units are converted first: 120 inches are 11,520 px.
    expect(refusal(svg('', 'width="120in" height="1in"'))).toMatch(/declares a canvas of 11,520×96 px/);
  });

  it(`past ${limits.bytes / 1024 / 1024} MB of text is refused, after the other limits`, () => {
    const comment = `<!--${'x'.repeat(limits.bytes)}-->`;
    expect(refusal(svg(`<rect width="1" height="1"/>${comment}`))).toMatch(
      /^\.\/brand\/logo\.svg is 2\.0 MB of SVG; a logo SVG is at most 2 MB: /,
    );
  });

  it('that is not well-formed is left to the parser after the pass, which says where', () => {
    expect(refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><g></svg>'))).toMatch(
      /is not well-formed XML: line 1/,
    );
  });
});
