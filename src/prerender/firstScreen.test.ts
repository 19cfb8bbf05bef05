// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { firstScreenOf } from './firstScreen.ts';
import { laterStylesheet } from './laterStylesheet.ts';
import { LATER_PART, SHOW_LATER_PART } from '../app/laterStyles.ts';

// What a page's <head> styles (its first screen) and what it leaves to the later stylesheet:
// the cut must fall on the elements the later part's selector hides (LATER_PART).

const page = (main: string, after = '') =>
  `<a href="#main" class="c-skip">Skip</a><header class="c-head">Top</header><main id="main">${main}</main>${after}`;

describe('the first screen of a page', () => {
  it('keeps the layout before <main>, the first section, and of what follows <main> the floating buttons', () => {
    const html = page(
      '<!--$--><section class="c-hero"><h1>Hello</h1></section><!--/$--><!--$--><section class="c-about"><p>About</p></section><!--/$-->',
      '<div class="c-float" data-floating-button="phone"><a href="tel:1">Call</a></div><footer class="c-foot"><p>Footer</p></footer><section class="c-toasts"></section>',
    );
    const first = firstScreenOf(html);
    for (const kept of ['c-skip', 'c-head', 'c-hero', 'c-float']) expect(first).toContain(kept);
    for (const left of ['c-about', 'About', 'c-foot', 'Footer', 'c-toasts']) expect(first).not.toContain(left);
  });

  it('leaves out what the later part selector hides, and only that', () => {
    const html = page(
      '<section class="c-hero">Hi</section><section class="c-about">About</section>',
      '<div data-floating-button="email" class="c-float">Mail</div><footer class="c-foot">F</footer><section class="c-toasts"></section>',
    );
    const template = document.createElement('template');
    template.innerHTML = `<div id="root">${html}</div>`;
    const hidden = [...template.content.querySelectorAll(LATER_PART)].map((element) => element.className);
    expect(hidden).toEqual(['c-about', 'c-foot', 'c-toasts']);
    for (const className of hidden) expect(firstScreenOf(html)).not.toContain(className);
    expect(firstScreenOf(html)).toContain('c-float');
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
