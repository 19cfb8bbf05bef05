import { describe, expect, it } from 'vitest';
import { firstScreenOf } from './firstScreen.ts';
import { laterStylesheet } from './laterStylesheet.ts';
import { SHOW_LATER_PART } from '../app/laterStyles.ts';

// What a page's <head> styles (its first screen) and what it leaves to the later stylesheet:
// the cut must fall on the elements the later part's selector hides (main>*+*, main~footer).

const page = (main: string, after = '') =>
  `<a href="#main" class="c-skip">Skip</a><header class="c-head">Top</header><main id="main">${main}</main>${after}`;

describe('the first screen of a page', () => {
  it('keeps the layout before <main>, the first section, and what follows <main> but the footer', () => {
    const html = page(
      '<!--$--><section class="c-hero"><h1>Hello</h1></section><!--/$--><!--$--><section class="c-about"><p>About</p></section><!--/$-->',
      '<div class="c-float"><a href="tel:1">Call</a></div><footer class="c-foot"><p>Footer</p></footer><section class="c-toasts"></section>',
    );
    const first = firstScreenOf(html);
    for (const kept of ['c-skip', 'c-head', 'c-hero', 'c-float', 'c-toasts']) expect(first).toContain(kept);
    for (const left of ['c-about', 'About', 'c-foot', 'Footer']) expect(first).not.toContain(left);
  });

  it('cuts by elements as the browser parses them, whatever their text holds', () => {
    const html = page('<section class="c-a"><p>a &lt;/section&gt; here</p></section><section class="c-b"><p>b</p></section>');
    expect(firstScreenOf(html)).toBe(page('<section class="c-a"><p>a &lt;/section&gt; here</p></section>'));
  });

  it('is the whole markup without a <main> (the not-found page has one; anything else is kept whole)', () => {
    expect(firstScreenOf('<div class="c-x">x</div>')).toBe('<div class="c-x">x</div>');
  });
});

describe('the later stylesheet', () => {
  it('holds each rule once, in the order the pages first render them, after the rule that shows the later part', () => {
    const sheet = laterStylesheet(
      [
        [
          ['b', '.c-b{color:blue}'],
          ['a', '.c-a{color:red}'],
        ],
        [
          ['a', '.c-a{color:red}'],
          ['c', '.c-c{color:green}'],
        ],
      ],
      (css) => css,
    )!;
    expect(sheet.css).toBe(`${SHOW_LATER_PART}.c-b{color:blue}.c-a{color:red}.c-c{color:green}`);
    expect(sheet.file).toMatch(/^assets\/later-[\w-]{10}\.css$/);
  });

  it('is named by its content, and is none when no page leaves a rule to it', () => {
    const name = (css: string) => laterStylesheet([[['a', css]]], (rules) => rules)!.file;
    expect(name('.c-a{color:red}')).not.toBe(name('.c-a{color:blue}'));
    expect(laterStylesheet([[], []], (css) => css)).toBeUndefined();
  });
});
