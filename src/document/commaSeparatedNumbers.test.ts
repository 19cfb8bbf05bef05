import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commaSeparatedNumbers } from './commaSeparatedNumbers.ts';
import { svgToPng } from './raster.ts';

const logos = ['logo.svg', 'logo-white.svg'].map((name) => [name, readFileSync(`tests/fixtures/carriers/ridgeline/brand/${name}`, 'utf8')]);

describe('number lists written with commas', () => {
  it('parts numbers with one comma, and nothing else: commands, text and other attributes keep their spaces', () => {
    expect(
      commaSeparatedNumbers(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" aria-label="Two words"><path d="M8 0h40a8 8 0 0 1 8 8v40 M 1, 2 L3 .5 -2 1e-5 4"/><polygon points="1,2 3 , 4"/><text x="3">A &amp; B</text></svg>',
      ),
    ).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0,0,64,64" aria-label="Two words"><path d="M8,0h40a8,8,0,0,1,8,8v40 M 1,2 L3,.5,-2,1e-5,4"/><polygon points="1,2,3,4"/><text x="3">A &amp; B</text></svg>',
    );
  });

  it.each(logos)('draws the branded carrier’s %s pixel for pixel as before', (_, svg) => {
    const rewritten = commaSeparatedNumbers(svg);
    expect(rewritten.match(/ /g)!.length).toBeLessThan(svg.match(/ /g)!.length / 2);
    expect(svgToPng(rewritten, 404).equals(svgToPng(svg, 404))).toBe(true);
  });
});
