import { describe, expect, it } from 'vitest';
import { cspHash, foreignScripts, inlineScriptsOf, pageScripts } from './pageScripts.ts';

// The page check reads a built page as a browser does (parse5): it must find every script a
// browser would run, and only those, however the HTML around it is written.

const ENTRY = 'import("/assets/index-Ab12_-9z.js")';
const allowed = [cspHash(ENTRY)];
/** A page like those the build writes, with `body` in its <body>. */
const page = (body: string) =>
  `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Acme</title>\n<script type="module">${ENTRY}</script>\n</head>\n<body>\n<div id="root">${body}</div>\n</body>\n</html>\n`;

describe('the scripts of a page, as a browser reads them', () => {
  it('passes a page whose one inline script is the entry the build allowed', () => {
    expect(inlineScriptsOf(page('<main><h1>Acme</h1></main>'))).toEqual([ENTRY]);
    expect(foreignScripts(page('<main><h1>Acme</h1></main>'), allowed)).toEqual([]);
  });

  it.each([
    ['a comment', '<!-- <script>alert(7)</script> -->'],
    ['a <textarea>', '<textarea><script>alert(7)</script></textarea>'],
    ['a <title>', '<title><script>alert(7)</script></title>'],
    ['an attribute value', `<p title="<script>alert(7)</script>">x</p><p data-x='</p><script>alert(7)</script>'>y</p>`],
    ['a <noscript> (text while scripts run; nothing runs otherwise)', '<noscript><script>alert(7)</script></noscript>'],
    ['a <style>', '<style>p::before { content: "<script>alert(7)</script>"; }</style>'],
  ])('finds no script in %s, where a browser sees text', (_, html) => {
    expect(pageScripts(page(html)).map((s) => s.code)).toEqual([ENTRY]);
    expect(foreignScripts(page(html), allowed)).toEqual([]);
  });

  it.each([
    ['upper-case tags', '<SCRIPT>alert(7)</SCRIPT>', 'alert(7)'],
    ['an end tag with a space', '<script>alert(7)</script >', 'alert(7)'],
    ['an end tag with a line break', '<script>alert(7)</script\n>', 'alert(7)'],
    ['an end tag with attributes', '<script>alert(7)</script foo="bar">', 'alert(7)'],
    ['a name that only starts like the end tag', '<script>alert(7)</scripts>alert(8)</script>', 'alert(7)</scripts>alert(8)'],
    ['a script after a comment closed by --!>', '<!-- x --!><script>alert(7)</script>', 'alert(7)'],
    ['a script after an empty comment <!-->', '<!--><script>alert(7)</script>', 'alert(7)'],
    ['a script after a <textarea> closed with a space', '<textarea>x</textarea ><script>alert(7)</script>', 'alert(7)'],
    [
      'a script whose text opens <!--<script> (the browser reads past the first end tag)',
      '<script><!--<script></script>alert(7)</script>',
      '<!--<script></script>alert(7)',
    ],
    ['an SVG script', '<svg><script>alert(7)</script></svg>', 'alert(7)'],
    [
      'a script in the <title> of an SVG drawing (markup there, not text)',
      '<svg><title><script>alert(7)</script></title></svg>',
      'alert(7)',
    ],
    ['a script never closed', '<script>alert(7)', `alert(7)</div>\n</body>\n</html>\n`],
  ])('finds the script of %s, with the text a browser runs', (_, html, code) => {
    expect(inlineScriptsOf(page(html))).toEqual([ENTRY, code]);
    expect(foreignScripts(page(html), allowed)).toEqual([
      expect.stringContaining(`is an inline script the build did not write (${cspHash(code)})`),
    ]);
  });

  it.each([
    ['an upper-case SRC', '<SCRIPT SRC="https://evil.example/x.js"></SCRIPT>'],
    ['an SVG script from another origin', '<svg><script href="https://evil.example/x.js"></script></svg>'],
    ['an SVG script by xlink:href', '<svg><script xlink:href="//evil.example/x.js"></script></svg>'],
    ['a script in a <template>, which a script can clone into the page', '<template><script src="/x.js"></script></template>'],
  ])('refuses %s', (_, html) => {
    expect(foreignScripts(page(html), allowed)).toEqual([expect.stringMatching(/loads a script from outside \/assets\/$/)]);
  });

  it('names the script by its start tag as written, and its text', () => {
    expect(foreignScripts(page('<script\tTYPE=module >alert(7)</script>'), allowed)).toEqual([
      `<script TYPE=module >alert(7) is an inline script the build did not write (${cspHash('alert(7)')})`,
    ]);
  });

  it('lets the SVG script files of the build be', () => {
    expect(foreignScripts(page('<svg><script href="/assets/map-Ab12_-9z.js"></script></svg>'), allowed)).toEqual([]);
  });
});
