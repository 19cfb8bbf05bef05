import { describe, expect, it } from 'vitest';
import { wordsOfTheirOwn as words } from '../../tests/support/wordsOfTheirOwn.ts';
import { sectionWeights } from './firstRoundTrip.ts';

// What each section of a page adds to it compressed: how the build's warning of a page past the
// first round trip names the sections to shorten (tests/full/page-weight.test.ts builds one).

const page = (...sections: string[]) =>
  `<!DOCTYPE html><html><head><title>T</title></head><body><div id="root"><header>Top</header><main id="main">${sections
    .map((text, i) => `<!--$--><section id="s${i}"><p>${text}</p></section><!--/$-->`)
    .join('')}</main><footer>Foot</footer></div></body></html>`;

describe('the weight of each section of a page', () => {
  it('is one figure for each section of <main>, in order, each about what its words take compressed', () => {
    const weights = sectionWeights(page(words(40, 1), words(400, 1000), words(120, 5000)));
    expect(weights).toHaveLength(3);
    const [short, long, middle] = weights as [number, number, number];
    expect(long).toBeGreaterThan(middle);
    expect(middle).toBeGreaterThan(short);
    // 400 words of 6 or 7 characters in base 36: about 4.5 bits a character as gzip.
    expect(long).toBeGreaterThan(1200);
    expect(long).toBeLessThan(2800);
  });

  it('is what the page would be lighter without it: of two sections with the same words, neither', () => {
    const text = words(300, 7);
    const [first, again, other] = sectionWeights(page(text, text, words(300, 9000))) as [number, number, number];
    expect(first).toBeLessThan(other / 10);
    expect(again).toBeLessThan(other / 10);
  });

  it('is nothing for a page without the site’s <main>', () => {
    expect(sectionWeights('<!DOCTYPE html><title>Moved</title><p>Elsewhere</p>')).toEqual([]);
  });
});
