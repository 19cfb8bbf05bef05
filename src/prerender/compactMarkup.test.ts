// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '../theme/Icon.tsx';
import { compactMarkup } from './compactMarkup.ts';

describe("the app's markup, compacted", () => {
  it('drops the value of empty attributes and self-closes the icons, and changes nothing else', () => {
    const markup = renderToStaticMarkup(
      createElement(
        'div',
        { 'data-reveal': '', title: 'x=""', 'data-note': 'a="b"' },
        createElement(Icon, { name: 'Mail', size: 18 }),
        'Write ></use> and x="" to mean nothing',
        createElement('abbr', { title: '' }, 'Co.'),
      ),
    );
    expect(compactMarkup(markup)).toBe(
      '<div data-reveal title="x=&quot;&quot;" data-note="a=&quot;b&quot;"><svg aria-hidden=true width=18><use href="#i-Mail"/></svg>' +
        'Write &gt;&lt;/use&gt; and x=&quot;&quot; to mean nothing<abbr title>Co.</abbr></div>',
    );
  });

  it('keeps the quotes of a value with a space or a slash at its end, and the texts of scripts and styles', () => {
    const markup =
      '<a href="/" class="c-a" title="Two words">x</a><a href="/es/">y</a><img src="/a.png" alt="a"/>' +
      '<style> a[title="x"]{color:red}</style><script type="speculationrules">{"a":" b=\\"c\\""}</script>';
    expect(compactMarkup(markup)).toBe(
      '<a href="/" class=c-a title="Two words">x</a><a href="/es/">y</a><img src=/a.png alt="a"/>' +
        '<style> a[title="x"]{color:red}</style><script type="speculationrules">{"a":" b=\\"c\\""}</script>',
    );
  });

  it('is read by the browser as the same elements', () => {
    const markup = renderToStaticMarkup(
      createElement(
        'p',
        { 'data-tip': '', className: 'c-x', title: 'a=b' },
        createElement(Icon, { name: 'Phone' }),
        createElement('a', { href: '/privacy', 'aria-current': 'page' }, 'Call'),
        createElement('a', { href: '/' }, 'Home'),
      ),
    );
    const parse = (html: string) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      return template.innerHTML;
    };
    expect(parse(compactMarkup(markup))).toBe(parse(markup));
  });
});
