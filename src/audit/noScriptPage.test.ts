import { describe, expect, it } from 'vitest';
import { noScriptPage } from './noScriptPage.ts';

// A page as the engine writes it, cut down: the later part hidden until its stylesheet (linked in
// a <noscript> for a browser without JavaScript) shows it, the brand font's rules in another, the
// inline entry, a module, the structured data.
const BUILT = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Haul &amp; Co</title>
<style>.a{color:red}</style><noscript data-brand-faces="[]"><style>@font-face{font-family:"Brand";src:url('/assets/Brand.woff2')}</style></noscript>
<style data-hides-later-part>main>*+*{visibility:hidden}</style><noscript data-later-styles="/assets/later-1.css"><link rel="stylesheet" href="/assets/later-1.css"></noscript>
<script>if(location.hash){document.head.append(document.createElement("link"))}</script>
<script type="application/ld+json">{"@type":"Organization"}</script></head>
<body><div id="root"><main id="main"><section class="a"><h1>Freight, coast to coast</h1></section><section><h2>Our fleet</h2><p>Forty trucks &lt;and&gt; counting.</p></section></main></div>
<script type="module" data-modules="/assets/afterFirstScreen-1.js">import("/assets/afterFirstScreen-1.js")</script></body></html>`;

const STYLESHEETS: Record<string, string> = { '/assets/later-1.css': 'main>*+*{visibility:visible}.b{color:blue}' };

describe('the no-script floor of a built page', () => {
  const read: string[] = [];
  const page = noScriptPage(BUILT, (href) => (read.push(href), STYLESHEETS[href]!));

  it('runs no script: the entry, the modules and the data are gone', () => {
    expect(page).not.toMatch(/<script|location\.hash|afterFirstScreen|Organization/);
  });

  it('writes the stylesheet a browser without JavaScript links into <head>, after the rule it overrides', () => {
    expect(read).toEqual(['/assets/later-1.css']);
    expect(page).not.toMatch(/<link|<noscript/);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head.indexOf('main>*+*{visibility:hidden}')).toBeGreaterThan(-1);
    expect(head.indexOf('<style>main>*+*{visibility:visible}.b{color:blue}</style>')).toBeGreaterThan(
      head.indexOf('main>*+*{visibility:hidden}'),
    );
  });

  it('keeps the brand font and every word of the page', () => {
    expect(page).toContain(`<style>@font-face{font-family:"Brand";src:url('/assets/Brand.woff2')}</style>`);
    expect(page).toContain('<title>Haul &amp; Co</title>');
    expect(page).toContain(
      '<h1>Freight, coast to coast</h1></section><section><h2>Our fleet</h2><p>Forty trucks &lt;and&gt; counting.</p>',
    );
  });
});
