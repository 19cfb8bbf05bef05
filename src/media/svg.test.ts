import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MediaError } from './mediaError.ts';
import { cleanSvg } from './svg.ts';

/**
 * The attacker's view: an SVG of the config is a document that browsers run when it is opened
 * on its own. What the site serves of it must draw and do nothing else:
 * no script, no handler, no embedded HTML, nothing fetched from anywhere.
 */

const SVG = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 40"';
const clean = (markup: string | Buffer) => cleanSvg(Buffer.isBuffer(markup) ? markup : Buffer.from(markup), './brand/logo.svg');
const wrapped = (body: string) => clean(`<svg ${SVG}><rect width="100" height="40" fill="#123456"/>${body}</svg>`);

/** Nothing that runs or reaches out of the file is left in `svg`. */
function expectInert(svg: string) {
  expect(svg).not.toMatch(/<script|<foreignObject|<iframe|<object|<embed|<animate\b|<set\b|<handler|<listener/i);
  expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
  expect(svg).not.toMatch(/javascript:|vbscript:|@import|evil\.example|<!ENTITY|<!DOCTYPE|<\?xml-stylesheet/i);
  for (const [, , target] of svg.matchAll(/\s((?:xlink:)?href)\s*=\s*"([^"]*)"/gi))
    expect(target).toMatch(/^#|^data:image\/(?:png|jpeg|webp|gif)[;,]/);
  for (const [, target] of svg.matchAll(/url\(\s*['"]?([^'")]*)/gi)) expect(target).toMatch(/^#/);
  // Well-formed, one SVG document.
  expect(svg.trimStart().startsWith('<svg')).toBe(true);
}

const rejected = (markup: string | Buffer) => {
  try {
    clean(markup);
  } catch (error) {
    expect(error).toBeInstanceOf(MediaError);
    return (error as MediaError).message;
  }
  throw new Error('The file was accepted');
};

describe('an SVG of the config keeps its drawing and loses', () => {
  it('its scripts, inline or fetched, and says how many', () => {
    const { svg, removed } = wrapped(
      '<script>alert(document.cookie)</script><script type="text/ecmascript" xlink:href="https://evil.example/x.js"/>',
    );
    expectInert(svg);
    expect(svg).toContain('fill="#123456"');
    expect(removed).toContain('2 <script> elements');
  });

  it('its event handlers', () => {
    const { svg, removed } = clean(
      `<svg ${SVG} onload="alert(1)"><rect width="1" height="1" onclick="alert(2)" onmouseover="alert(3)"/></svg>`,
    );
    expectInert(svg);
    expect(removed).toEqual(expect.arrayContaining(['an onload handler', 'an onclick handler', 'an onmouseover handler']));
  });

  it('embedded HTML (<foreignObject>) with whatever it holds', () => {
    const { svg, removed } = wrapped(
      '<foreignObject width="100" height="40"><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example/"/><img src="x" onerror="alert(1)"/></div></foreignObject>',
    );
    expectInert(svg);
    expect(svg).not.toMatch(/<div|<img/);
    expect(removed).toContain('a <foreignObject> element');
  });

  it('elements of the XHTML namespace under any prefix, whole: their text is not left behind in the drawing', () => {
    const { svg, removed } = wrapped(
      '<html:script xmlns:html="http://www.w3.org/1999/xhtml">steal(document.cookie)</html:script>' +
        '<g><h:div xmlns:h="http://www.w3.org/1999/xhtml"><h:script>steal(2)</h:script>words</h:div></g>',
    );
    expectInert(svg);
    expect(svg).not.toMatch(/steal|words|html|xhtml/);
    expect(svg).toContain('fill="#123456"');
    expect(removed).toEqual(expect.arrayContaining(['a <script> element', 'a <div> element']));
  });

  it('links to other sites and javascript: links', () => {
    const { svg, removed } = wrapped(
      '<a xlink:href="javascript:alert(1)"><rect width="5" height="5"/></a><a href="https://evil.example/phish"><rect width="5" height="5"/></a><image href="http://evil.example/tracker.png" width="1" height="1"/>',
    );
    expectInert(svg);
    expect(removed).toEqual(
      expect.arrayContaining([
        'a javascript: link (javascript:alert(1))',
        'an external reference to https://evil.example/phish',
        'an external reference to http://evil.example/tracker.png',
      ]),
    );
  });

  it('<use> of another file, while <use> of its own parts stays', () => {
    const { svg, removed } = wrapped(
      '<defs><circle id="dot" r="3"/></defs><use href="#dot" x="5" y="5"/><use xlink:href="#dot" x="9" y="5"/><use href="other.svg#x"/><use href="https://evil.example/sprite.svg#icon"/>',
    );
    expectInert(svg);
    expect(svg).toContain('<use href="#dot" x="5" y="5"/>');
    expect(svg).toContain('<use xlink:href="#dot" x="9" y="5"/>');
    expect(removed).toEqual(expect.arrayContaining(['an external reference to other.svg#x']));
  });

  it('stylesheets that load anything, while its own CSS stays', () => {
    const { svg, removed } = wrapped(
      '<style>@import url(http://evil.example/a.css); .a { fill: red }</style>' +
        '<style><![CDATA[ .b { fill: url(#g) } .c { stroke: #000 } ]]></style>' +
        '<style>.d { background: url("https://evil.example/b.png") }</style>' +
        '<style>.e { fill: u\\72l(https://evil.example/c.svg#x) }</style>',
    );
    expectInert(svg);
    expect(svg).toContain('.b { fill: url(#g) } .c { stroke: #000 }');
    expect(removed).toEqual(
      expect.arrayContaining([
        'a <style> element with an external stylesheet (@import url(http://evil.example/a.css))',
        'a <style> element with an external reference to https://evil.example/b.png',
      ]),
    );
  });

  it('style attributes and paint that load anything, while references to its own gradients stay', () => {
    const { svg, removed } = wrapped(
      '<linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>' +
        '<rect width="9" height="9" fill="url(#g)" style="stroke: url(\'#g\'); opacity: .5"/>' +
        '<rect width="9" height="9" style="background:url(http://evil.example/b.png)"/>' +
        '<rect width="9" height="9" fill="url(https://evil.example/p.svg#paint)"/>' +
        '<rect width="9" height="9" filter="\\75rl(https://evil.example/f.svg#f)"/>',
    );
    expectInert(svg);
    expect(svg).toContain(`fill="url(#g)" style="stroke: url('#g'); opacity: .5"`);
    expect(removed).toEqual(
      expect.arrayContaining([
        'an external reference to http://evil.example/b.png',
        'an external reference to https://evil.example/p.svg#paint',
      ]),
    );
  });

  it('embedded files other than PNG, JPEG, WebP and GIF images, and animation that could rewrite a link', () => {
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const { svg, removed } = wrapped(
      `<image href="${png}" width="1" height="1"/>` +
        '<image href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+" width="1" height="1"/>' +
        '<a href="#top"><animate attributeName="href" to="javascript:alert(1)"/><set attributeName="onclick" to="alert(1)"/><rect width="1" height="1"/></a>',
    );
    expectInert(svg);
    expect(svg).toContain(png);
    expect(removed).toEqual(
      expect.arrayContaining([
        'an embedded image/svg+xml (only PNG, JPEG, WebP and GIF images may be embedded)',
        'an <animate> element',
        'a <set> element',
      ]),
    );
  });

  it('a stylesheet named before the drawing', () => {
    const { svg, removed } = clean(`<?xml version="1.0"?><?xml-stylesheet href="https://evil.example/x.css"?><svg ${SVG}/>`);
    expectInert(svg);
    expect(removed).toEqual(['an external stylesheet (<?xml-stylesheet href="https://evil.example/x.css"?>)']);
  });

  it("an editor's data silently (no warning for what never drew)", () => {
    const { svg, removed } = clean(
      `<svg ${SVG} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" inkscape:version="1.3"><sodipodi:namedview pagecolor="#fff"/><metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata><!-- comment --><rect width="1" height="1" inkscape:label="Layer 1"/></svg>`,
    );
    expect(removed).toEqual([]);
    expect(svg).not.toMatch(/inkscape|sodipodi|rdf|comment/);
    expect(svg).toContain('<rect width="1" height="1"/>');
  });
});

describe('an SVG of the config is refused, with the file named and what to do, when it', () => {
  it('declares an external entity (XXE), which would read a file of the machine that builds', () => {
    const message = rejected(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY secret SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><text>&secret;</text></svg>',
    );
    expect(message).toMatch(/^\.\/brand\/logo\.svg declares an entity that names a file/);
    expect(message).toContain('export the SVG again without a DOCTYPE');
    expect(message).not.toContain('root:');
  });

  it('declares a parameter entity or an external DTD subset', () => {
    expect(
      rejected(
        '<!DOCTYPE svg [<!ENTITY % remote SYSTEM "https://evil.example/x.dtd"> %remote;]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
      ),
    ).toContain('names a file or another entity');
  });

  it('is an entity bomb ("billion laughs"), refused before anything is expanded', () => {
    const levels = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('');
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol0 "lol">${levels}]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><text>&lol9;</text></svg>`;
    // Refused at its first declaration that names another entity, before any is read: expanded,
    // &lol9; would be three billion characters, more than a string can hold.
    expect(rejected(bomb)).toContain('declares an entity made of markup or other entities (<!ENTITY lol1 ');
  });

  it('is XML of another kind', () => {
    expect(rejected('<?xml version="1.0"?><note><to>Tove</to></note>')).toBe(
      './brand/logo.svg is not an SVG image (its root element is <note>, not <svg>): export it again as SVG from the drawing program, or use a PNG, JPEG or WebP file',
    );
  });

  it('is an HTML page', () => {
    expect(rejected('<!DOCTYPE html><html><body><svg viewBox="0 0 1 1"></svg><script>alert(1)</script></body></html>')).toContain(
      'is not an SVG image (it is an HTML page)',
    );
  });

  it('is a binary file (a PNG, a font) named .svg', () => {
    expect(rejected(Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex'))).toContain('(it is not a text file)');
    expect(rejected(readFileSync('src/document/fonts/Inter-Bold-latin.ttf'))).toContain('(it is not a text file)');
  });

  it('is not well-formed', () => {
    expect(rejected('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><g></svg>')).toMatch(
      /is not an SVG image \(it is not well-formed XML: line 1, column \d+: [^)]+\)/,
    );
  });

  it('has no size: neither width and height nor a viewBox', () => {
    expect(rejected('<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="5"/></svg>')).toContain('give it a viewBox');
    expect(rejected('<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%"><rect/></svg>')).toContain('give it a viewBox');
  });
});

describe("an SVG's size", () => {
  it('is its width and height in px', () => {
    expect(clean('<svg xmlns="http://www.w3.org/2000/svg" width="202px" height="56" viewBox="0 0 101 28"/>')).toMatchObject({
      width: 202,
      height: 56,
    });
  });

  it('is its viewBox without them, and the viewBox ratio with one of them', () => {
    expect(clean('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"/>')).toMatchObject({ width: 300, height: 100 });
    const { svg, ...size } = clean('<svg xmlns="http://www.w3.org/2000/svg" width="150" viewBox="0 0 300 100"/>');
    expect(size).toMatchObject({ width: 150, height: 50 });
    expect(svg).toContain(' height="50"');
  });

  it('is converted from print units, and a viewBox is added where it had none (so it scales)', () => {
    const { svg, width, height } = clean('<svg width="10mm" height="5mm"><rect width="37" height="18"/></svg>');
    expect([width, height]).toEqual([38, 19]);
    // Without a namespace it would draw in no browser: it gets one.
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="37\.795" height="18\.898" viewBox="0 0 37\.795 18\.898">/);
  });
});

it('an Illustrator export whose DOCTYPE declares plain text entities is read', () => {
  const { svg, width, height, removed } = clean(
    '<?xml version="1.0" encoding="utf-8"?><!-- Generator: Adobe Illustrator --><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [<!ENTITY ns_svg "http://www.w3.org/2000/svg"><!ENTITY ns_xlink "http://www.w3.org/1999/xlink">]><svg version="1.1" xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" width="100%" height="100%" viewBox="0 0 300 100"><rect width="3" height="3"/></svg>',
  );
  expect([width, height, removed]).toEqual([300, 100, []]);
  expectInert(svg);
});

it("the example carrier's drawing (images/fleet.svg) comes out pixel for pixel the same", async () => {
  const source = readFileSync('images/fleet.svg');
  const { svg, width, height, removed } = cleanSvg(source, './images/fleet.svg');
  expect([width, height, removed]).toEqual([640, 360, []]);
  const pixels = (bytes: Buffer) => sharp(bytes, { density: 144 }).raw().toBuffer({ resolveWithObject: true });
  const [before, after] = await Promise.all([pixels(source), pixels(Buffer.from(svg))]);
  expect(after.info).toEqual(before.info);
  expect(after.data.equals(before.data)).toBe(true);
});
