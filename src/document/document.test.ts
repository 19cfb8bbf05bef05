import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { BRAND_FACES, BRAND_FACES_AT_ONCE, inlineSvgUrl, renderDocument } from './document.ts';

type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; content?: Node; value?: string };
const all = (node: Node): Node[] => [node, ...(node.childNodes ?? []).flatMap(all)];
const text = (node: Node) => (node.childNodes ?? []).map((c) => c.value ?? '').join('');
/** The document's own scripts are the speculation rules and, with brand fonts, BRAND_FACES_AT_ONCE; any other came from the name. */
const injected = (nodes: Node[]) =>
  nodes.filter((n) => n.nodeName === 'script' && !n.attrs?.some((a) => a.value === 'speculationrules') && text(n) !== BRAND_FACES_AT_ONCE);

describe('the brand fonts of a page', () => {
  // A family name as a hostile config could hold it: quotes, a tag, a backslash, a line break.
  const family = `Brand" onload="x()"></noscript><script>alert(1)</script>\\\n'`;
  const faces = [{ family, src: '/assets/Brand-abcdefgh12.woff2', weight: '100 900' }];
  const html = renderDocument({ lang: 'en', title: 't', themeColor: '#000000', styles: '', assets: '', body: '', brandFaces: faces });
  // As a browser with scripting on reads it: the <noscript>'s content is text.
  const nodes = all(parse(html, { scriptingEnabled: true }));

  it('lists them, for the client entry, in an attribute that gives back exactly the faces the build made', () => {
    const noscript = nodes.find((n) => n.nodeName === 'noscript')!;
    const listed = noscript.attrs!.find((a) => a.name === BRAND_FACES)!.value;
    expect(JSON.parse(listed)).toEqual(faces);
  });

  it('follows the list with the script that adds them before the first paint, the same text on every page (one hash for the CSP)', () => {
    const head = nodes.find((n) => n.nodeName === 'head')!.childNodes!.filter((n) => n.nodeName !== '#text');
    const at = head.findIndex((n) => n.nodeName === 'noscript');
    expect(head[at + 1]!.nodeName).toBe('script');
    expect(text(head[at + 1]!)).toBe(BRAND_FACES_AT_ONCE);
  });

  it('lets no name out of the <noscript> or its rules: no script, no handler', () => {
    expect(injected(nodes)).toEqual([]);
    expect(nodes.flatMap((n) => n.attrs ?? []).filter((a) => a.name.startsWith('on'))).toEqual([]);
    // Without scripting, its <style> holds one @font-face rule and nothing else.
    const noScript = all(parse(html, { scriptingEnabled: false }));
    const style = noScript.find((n) => n.nodeName === 'style' && n.childNodes?.[0]?.value?.includes('@font-face'))!;
    expect(style.childNodes![0]!.value!.match(/@font-face/g)).toHaveLength(1);
    expect(injected(noScript)).toEqual([]);
  });
});

describe("a page's icons", () => {
  const icons = (favicon?: string) =>
    all(parse(renderDocument({ lang: 'en', title: 't', themeColor: '#000000', styles: '', assets: '', body: '', favicon })))
      .filter((n) => n.nodeName === 'link' && /icon/.test(n.attrs!.find((a) => a.name === 'rel')!.value))
      .map((n) => Object.fromEntries(n.attrs!.map((a) => [a.name, a.value])));

  it("carry the tab's PNG as given, and link the one for search results and the phone's home screen", () => {
    const favicon = 'data:image/png;base64,iVBORw0KGgo=';
    expect(icons(favicon)).toEqual([
      { rel: 'icon', href: favicon, type: 'image/png', sizes: '32x32' },
      { rel: 'icon', href: '/icon-192.png', type: 'image/png', sizes: '192x192' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    ]);
  });

  it("leave the tab's out where there is none (the editor's preview), and never name an SVG", () => {
    expect(icons().map((icon) => icon.href)).toEqual(['/icon-192.png', '/apple-touch-icon.png']);
    expect(icons('data:image/png;base64,AAAA').filter((icon) => /svg/.test(icon.type ?? icon.href ?? ''))).toEqual([]);
  });
});

describe("an SVG the first screen shows, written into the page (the header's logo)", () => {
  const drawing = (bytes: number) => `<svg xmlns="http://www.w3.org/2000/svg"><path d="${'M0 0'.repeat(bytes / 4)}"/></svg>`;

  it('is a data: URL up to 8 KB, so the first screen makes no request for it', () => {
    expect(inlineSvgUrl(drawing(2300))).toMatch(/^data:image\/svg\+xml,%3csvg%20/);
    expect(inlineSvgUrl(drawing(8000))).toMatch(/^data:image\/svg\+xml,/);
  });

  it('is a valid URL: no space or other character a URL may not hold, and the drawing intact once decoded', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><text x="32" y="45">A &amp; B</text></svg>`;
    const url = inlineSvgUrl(svg)!;
    // What the URL standard allows unescaped in a data: URL's body (a query-safe subset, quotes excluded).
    expect(url).toMatch(/^data:image\/svg\+xml,[\w\-.~!$&'()*+,;=:@/?%]*$/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg.replace(/"/g, "'").replace('0 0 64 64', '0,0,64,64'));
  });

  it('stays a file the browser caches when larger', () => {
    expect(inlineSvgUrl(drawing(9000))).toBeUndefined();
  });
});

describe("the header's look over the page's first element", () => {
  const body = (sections: string) =>
    renderDocument({
      lang: 'en',
      title: 't',
      themeColor: '#000000',
      styles: '',
      assets: '',
      body: `<a href="#main">Skip</a><header><nav><section>not the page's</section></nav></header><main id="main" tabindex="-1">${sections}</main><footer></footer>`,
    }).match(/<body[^>]*>/)![0];

  it('marks <body> for a page that opens on a light element, so the header over it turns dark', () => {
    expect(body('<section id="privacy"><h1>Privacy</h1></section><section data-dark-top="">Later</section>')).toBe('<body data-light-top>');
    expect(body('<div><h1>Something went wrong</h1></div>')).toBe('<body data-light-top>');
  });

  it('leaves it unmarked over a dark section, and where <main> is empty', () => {
    expect(body('<section id="home" data-dark-top="" data-surface="dark"><h1>Freight</h1></section><section>Next</section>')).toBe(
      '<body>',
    );
    expect(body('')).toBe('<body>');
  });
});
