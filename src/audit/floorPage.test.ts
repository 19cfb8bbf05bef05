import { describe, expect, it } from 'vitest';
import { floorPage } from './floorPage.ts';

// A home page as the engine writes it, cut to what the floor reads: an eyebrow with an icon
// before the headline, the subtitle after it, the hero photo, an image and a font preload, a script.
const BUILT = `<!DOCTYPE html><html lang="es-US"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Fletes &amp; Carga | Ejemplo</title>
<link rel="preload" as="image" type="image/avif" imagesrcset="/assets/hero-640.avif 640w" imagesizes="100vw" fetchpriority="high">
<link rel="preload" href="/assets/Font.woff2" as="font" type="font/woff2" crossorigin>
<style>.a{color:red}</style><script type="module" src="/assets/app.js"></script></head>
<body><div id="root"><header><a href="/">Home</a></header><main id="main"><section class="x">
<div><picture><source type="image/avif" srcSet="/assets/hero-640.avif 640w" sizes="100vw"><img src="/assets/hero.jpg" alt="A truck" width="1920" height="1280"></picture></div>
<div><p><svg aria-hidden="true"><path d="M0 0"/></svg>Since 1990</p><h1 id="h">Carga &lt;script&gt; segura</h1><p>De costa a costa</p>
<a href="mailto:x@example.com">Quote</a></div></section><section><h2>More</h2></section></main></div></body></html>`;

describe('the floor page of a built home page', () => {
  const floor = floorPage(BUILT);

  it('keeps the first screen a visitor sees: language, title, headline, subtitle and the hero photo', () => {
    expect(floor).toMatch(/^<!doctype html><html lang="es-US">/);
    expect(floor).toContain('<title>Fletes &amp; Carga | Ejemplo</title>');
    expect(floor).toContain('<h1>Carga &lt;script&gt; segura</h1><p>De costa a costa</p>');
    expect(floor).toContain('<img src="/assets/hero.jpg" alt="A truck" width="1920" height="1280">');
  });

  it('loads the photo through the same preload, and nothing else: no script, no font, no other section', () => {
    expect(floor).toContain('imagesrcset="/assets/hero-640.avif 640w"');
    expect(floor).not.toMatch(/<script|woff2|Since 1990|More|mailto/);
    expect(floor.length).toBeLessThan(1500);
  });

  it('refuses a page without a hero headline', () => {
    expect(() => floorPage('<html><body><main><p>No hero</p></main></body></html>')).toThrow(/no hero with a headline/);
  });
});
