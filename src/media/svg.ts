import { createRequire } from 'node:module';
import createDOMPurify, { type RemovedAttribute, type RemovedElement } from 'dompurify';
import { escapeUTF8 } from 'entities';
import { ASSETS_FOLDER, type AssetKind } from '../../schema/primitives.ts';
import { CARRIER_FILE_LIMITS } from '../config/files/fileLimits.ts';
import { carrierFile } from './carrierFile.ts';
import { measureSvg } from './svgLimits.ts';
import type { DrawingData } from '../site-data/media.ts';
import { contentHash, stemOf } from './mediaCache.ts';
import { MediaError } from './mediaError.ts';

/**
 * SVG files of the carrier (a logo, a drawing), cleaned before the site serves them: an SVG is
 * a document that can run scripts, load other files and embed HTML when opened on its own or
 * drawn as a favicon, so only drawing remains. DOMPurify's SVG profile removes scripts, event
 * handlers, <foreignObject> and animation of links; the hooks below also drop every reference
 * that leads out of the file (href, url() in attributes and CSS, @import), keeping same-file
 * #fragments and embedded PNG, JPEG, WebP or GIF images. The DOCTYPE is never handed to the
 * XML parser: plain text entities (old Illustrator exports declare some) are expanded here and
 * anything else in it (external or nested entities, an entity bomb) rejects the file.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
/** Namespaces of attributes that the drawing uses; others (inkscape:, sodipodi:, i:) are editor data. */
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const KEPT_ATTRIBUTE_NS = new Set<string | null>([null, XLINK_NS, 'http://www.w3.org/XML/1998/namespace']);
/** The namespaces whose declarations stay (the serializer would otherwise invent prefixes). */
const KEPT_DECLARATIONS = new Set([SVG_NS, XLINK_NS, XHTML_NS]);

interface JsdomWindow {
  DOMParser: typeof DOMParser;
  XMLSerializer: typeof XMLSerializer;
  NodeFilter: typeof NodeFilter;
}

/** One window for every file: creating one costs tens of milliseconds. */
let dom: { window: JsdomWindow; purify: ReturnType<typeof createDOMPurify> } | undefined;
/** What the hooks removed from the file being cleaned (cleaning is synchronous: one file at a time). */
let removedByHooks: string[] = [];

function purifier() {
  if (dom) return dom;
  // Loaded on the first SVG (it takes a second), not by every module that imports this one.
  // jsdom ships no types; the few parts used here are the standard DOM's.
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: JsdomWindow } };
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeElement', (node, { tagName }) => {
    if (tagName !== 'style') return;
    const external = cssExternal(node.textContent ?? '');
    if (!external) return;
    removedByHooks.push(`a <style> element with ${external}`);
    // A detached node counts as removed (DOMPurify stops there).
    node.parentNode?.removeChild(node);
  });
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    const name = event.attrName;
    const value = event.attrValue;
    let external: string | undefined;
    if (name === 'href' || name.endsWith(':href') || name === 'src') {
      const element = node.localName.toLowerCase();
      const embeddable = element === 'image' || element === 'feimage';
      if (!isFragment(value) && !(embeddable && DATA_IMAGE.test(value))) external = referenceText(value);
    } else if (name === 'style') {
      external = cssExternal(value);
    } else if (/url\s*\(/i.test(value) || (value.includes('\\') && value.includes('('))) {
      external = urlExternal(value);
    }
    if (external) {
      removedByHooks.push(external);
      event.keepAttr = false;
    }
  });
  dom = { window, purify };
  return dom;
}

/** A same-file reference ("#logo-gradient"). */
const isFragment = (value: string) => /^#[^\s'"()<>\\]*$/.test(value.trim());
/** An image embedded in the file itself, in a format every renderer reads. */
const DATA_IMAGE = /^\s*data:image\/(?:png|jpeg|webp|gif)(?:;[\w=.+-]+)*,/i;

const shorten = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 77)}…` : flat;
};
const referenceText = (value: string) =>
  /^\s*javascript:/i.test(value)
    ? `a javascript: link (${shorten(value)})`
    : /^\s*data:/i.test(value)
      ? `an embedded ${shorten(value.split(/[;,]/)[0]!.slice(5)) || 'file'} (only PNG, JPEG, WebP and GIF images may be embedded)`
      : `an external reference to ${shorten(value)}`;

/** Every url(…) of `text` leads to a #fragment of the file; else the first that does not, said for a person. */
function urlExternal(text: string): string | undefined {
  if (text.includes('\\')) return 'a CSS escape (\\), which can hide an external reference';
  for (const match of text.matchAll(/url\s*\(/gi)) {
    const rest = text.slice(match.index + match[0].length);
    const argument = /^\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/.exec(rest);
    const target = argument ? (argument[1] ?? argument[2] ?? argument[3] ?? '') : rest.slice(0, 60);
    if (!argument || !isFragment(target)) return referenceText(target);
  }
  return undefined;
}

/** Whether CSS (a style attribute or a <style> element) reaches out of the file; what does, said for a person. */
function cssExternal(css: string): string | undefined {
  const imported = /@import[^;]*/i.exec(css);
  if (imported) return `an external stylesheet (${shorten(imported[0])})`;
  const loader = /(?:^|[^\w-])((?:-webkit-)?image-set|image|cross-fade|element|src)\s*\(/i.exec(css);
  if (loader) return `an external reference (${loader[1]}(…))`;
  return urlExternal(css);
}

/** A length of the root's width or height in CSS pixels; undefined for a relative one (%, em) or none. */
function pixels(value: string | null): number | undefined {
  if (value === null) return undefined;
  const match = /^\s*(\+?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*(px|pt|pc|mm|cm|in|q)?\s*$/i.exec(value);
  if (!match) return undefined;
  const unit = { px: 1, pt: 96 / 72, pc: 16, mm: 96 / 25.4, cm: 96 / 2.54, in: 96, q: 96 / 101.6 }[(match[2] ?? 'px').toLowerCase()]!;
  const px = Number(match[1]) * unit;
  return px > 0 && Number.isFinite(px) ? px : undefined;
}

function viewBoxOf(value: string | null) {
  const parts = value
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!parts || parts.length !== 4 || !parts.every(Number.isFinite) || parts[2]! <= 0 || parts[3]! <= 0) return undefined;
  return { width: parts[2]!, height: parts[3]! };
}

/** The file as text: UTF-8 (or UTF-16 with its byte order mark, or Latin-1 when it says so); undefined for binary. */
function decode(source: Buffer): string | undefined {
  try {
    if (source[0] === 0xff && source[1] === 0xfe) return new TextDecoder('utf-16le', { fatal: true }).decode(source.subarray(2));
    if (source[0] === 0xfe && source[1] === 0xff) return new TextDecoder('utf-16be', { fatal: true }).decode(source.subarray(2));
    const head = source.subarray(0, 200).toString('latin1');
    const encoding = /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.-]+)["']/i.exec(head)?.[1]?.toLowerCase();
    const latin = encoding && ['iso-8859-1', 'latin1', 'windows-1252', 'cp1252'].includes(encoding);
    const text = new TextDecoder(latin ? 'windows-1252' : 'utf-8', { fatal: true, ignoreBOM: false }).decode(source);
    return text.includes('\0') ? undefined : text;
  } catch (error) {
    // A fatal TextDecoder's refusal of bytes that are not of the encoding: not text, so not an SVG.
    if (error instanceof TypeError) return undefined;
    throw error;
  }
}

const MAX_ENTITIES = 64;
const MAX_ENTITY_LENGTH = 256;

/**
 * The text without its XML declaration and DOCTYPE, with the DOCTYPE's plain text entities
 * expanded. An entity that names a file (SYSTEM, PUBLIC: the XXE attack), a parameter entity,
 * or one whose text holds markup or another entity (the "billion laughs" bomb) rejects the file.
 */
function withoutDoctype(text: string, shown: string): string {
  // The XML declaration, comments and processing instructions may come before the DOCTYPE.
  const prolog = /^\s*(?:<\?[\s\S]*?\?>\s*|<!--[\s\S]*?-->\s*)*/.exec(text)![0];
  let body = text.slice(prolog.length);
  const doctype =
    /^<!DOCTYPE\s+[\w:.-]+(?:\s+(?:PUBLIC\s+(?:"[^"]*"|'[^']*')\s+(?:"[^"]*"|'[^']*')|SYSTEM\s+(?:"[^"]*"|'[^']*')))?\s*(?:\[([\s\S]*?)\]\s*)?>/i.exec(
      body,
    );
  const refuse = (what: string) =>
    new MediaError(
      `${shown} ${what}, which the build does not read: export the SVG again without a DOCTYPE (plain SVG 1.1 or "SVG" in the program's export)`,
    );
  if (doctype) {
    body = body.slice(doctype[0].length);
    const subset = doctype[1] ?? '';
    const entities = new Map<string, string>();
    const declarations = subset.replace(/<!--[\s\S]*?-->/g, '');
    for (const declaration of declarations.matchAll(/<!ENTITY\s+([^>]*)>/gi)) {
      const plain = /^([A-Za-z_][\w.-]*)\s+(?:"([^"]*)"|'([^']*)')\s*$/.exec(declaration[1]!);
      const value = plain?.[2] ?? plain?.[3];
      if (!plain || value === undefined)
        return throwError(refuse(`declares an entity that names a file or another entity (<!ENTITY ${shorten(declaration[1]!)}>)`));
      if (/[&<%]/.test(value) || value.length > MAX_ENTITY_LENGTH)
        return throwError(refuse(`declares an entity made of markup or other entities (<!ENTITY ${shorten(declaration[1]!)}>)`));
      // Expanded as text (quotes and ">" as references), so it stays inside the attribute or text it stands in.
      entities.set(plain[1]!, escapeUTF8(value));
    }
    if (entities.size > MAX_ENTITIES) return throwError(refuse(`declares ${entities.size} entities`));
    if (entities.size) {
      const expanded = body.replace(/&([A-Za-z_][\w.-]*);/g, (whole, name: string) => entities.get(name) ?? whole);
      if (expanded.length > body.length * 2 + 1_000_000) return throwError(refuse('expands its entities to too much text'));
      body = expanded;
    }
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(body)) throw refuse('holds a DOCTYPE or entity declarations the build cannot read');
  return prolog + body;
}

const throwError = (error: Error): never => {
  throw error;
};

const plural = (count: number, one: string, many: string) => (count === 1 ? one : `${count} ${many}`);

/** "2 <script> elements", "an onload handler": what DOMPurify took out, counted, for the warning. */
function describeRemoved(removed: (RemovedElement | RemovedAttribute)[]): string[] {
  const elements = new Map<string, number>();
  const handlers = new Map<string, number>();
  for (const entry of removed) {
    if ('element' in entry) {
      const node = entry.element;
      // Text, comments and the document's own <body> are not the file's drawing.
      if (node.nodeType !== 1 || (node.nodeName === 'BODY' && (node as Element).namespaceURI === XHTML_NS)) continue;
      const name = (node as Element).localName;
      elements.set(name, (elements.get(name) ?? 0) + 1);
    } else {
      const name = entry.attribute?.name.toLowerCase();
      if (name?.startsWith('on')) handlers.set(name, (handlers.get(name) ?? 0) + 1);
    }
  }
  return [
    ...[...elements].map(([name, count]) => plural(count, `an? <${name}> element`, `<${name}> elements`)),
    ...[...handlers].map(([name, count]) => plural(count, `an? ${name} handler`, `${name} handlers`)),
  ].map((text) => text.replace(/^an\? (<?[aeiou])/i, 'an $1').replace(/^an\? /, 'a '));
}

export interface CleanSvg {
  /** The cleaned document, with xmlns, a viewBox and width and height in px on its root. */
  svg: string;
  /** Its intrinsic size in CSS pixels, rounded (for width/height attributes). */
  width: number;
  height: number;
  /** What was taken out, for a warning ("2 <script> elements", "an external reference to https://…"); empty for a clean file. */
  removed: string[];
}

/**
 * The SVG `source` with only its drawing left (see the top of this file), and its size. A file
 * that is not an SVG, cannot be parsed, declares entities it should not, or has no size
 * (neither width and height nor a viewBox) is a MediaError that names `shown` and what to do.
 */
export function cleanSvg(source: Buffer, shown: string, kind: AssetKind = 'logo'): CleanSvg {
  const notSvg = (why: string) =>
    new MediaError(
      `${shown} is not an SVG image (${why}): export it again as SVG from the drawing program, or use a PNG, JPEG or WebP file`,
    );
  const text = decode(source);
  if (text === undefined) throw notSvg('it is not a text file');
  if (/^\s*(?:<!--[\s\S]*?-->\s*)*<(?:!DOCTYPE\s+html\b|html[\s>])/i.test(text)) throw notSvg('it is an HTML page');
  const markup = withoutDoctype(text, shown);
  // Measured before any DOM is built of it: the DOM of a hostile file is the expensive part.
  measureSvg(markup, shown, kind, CARRIER_FILE_LIMITS[kind].svg!, (root) => {
    const box = viewBoxOf(root.viewBox ?? null);
    return { width: pixels(root.width ?? null) ?? box?.width, height: pixels(root.height ?? null) ?? box?.height };
  });
  const { window, purify } = purifier();

  let doc = new window.DOMParser().parseFromString(markup, 'image/svg+xml');
  let root = doc.documentElement;
  // A hand-written SVG without its namespace draws in no browser once served as a file: add it.
  if (root.localName === 'svg' && root.namespaceURI === null && !root.prefix) {
    doc = new window.DOMParser().parseFromString(markup.replace(/^(\s*<svg)\b/, `$1 xmlns="${SVG_NS}"`), 'image/svg+xml');
    root = doc.documentElement;
  }
  if (root.localName === 'parsererror') {
    const detail = (root.textContent ?? '')
      .trim()
      .replace(/^(\d+):(\d+): /, 'line $1, column $2: ')
      .replace(/\.$/, '');
    throw notSvg(`it is not well-formed XML: ${shorten(detail)}`);
  }
  if (root.localName !== 'svg' || root.namespaceURI !== SVG_NS) throw notSvg(`its root element is <${shorten(root.nodeName)}>, not <svg>`);

  removedByHooks = [];
  const found: string[] = [];
  /** The HTML elements taken out before DOMPurify, said in the warning as DOMPurify's own. */
  const removedWhole: RemovedElement[] = [];
  // Before DOMPurify: what it cannot take (CDATA in an HTML document), and editor data not worth a warning.
  const walker = doc.createNodeIterator(
    root,
    window.NodeFilter.SHOW_ELEMENT |
      window.NodeFilter.SHOW_CDATA_SECTION |
      window.NodeFilter.SHOW_COMMENT |
      window.NodeFilter.SHOW_PROCESSING_INSTRUCTION,
  );
  const nodes: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
  for (const node of [...doc.childNodes].filter((n) => n.nodeType === 7)) {
    if (node.nodeName === 'xml-stylesheet')
      found.push(`an external stylesheet (<?xml-stylesheet ${shorten((node as ProcessingInstruction).data)}?>)`);
  }
  for (const node of nodes) {
    // Inside an element removed whole already.
    if (!root.contains(node)) continue;
    if (node.nodeType === 4) node.parentNode?.replaceChild(doc.createTextNode((node as CDATASection).data), node);
    else if (node.nodeType === 8) node.parentNode?.removeChild(node);
    else if (node.nodeType === 7) {
      if (node.nodeName === 'xml-stylesheet')
        found.push(`an external stylesheet (<?xml-stylesheet ${shorten((node as ProcessingInstruction).data)}?>)`);
      node.parentNode?.removeChild(node);
    } else {
      const element = node as Element;
      // Removed whole, its text with it: an element of another namespace draws nothing in an
      // SVG (HTML needs a <foreignObject>, which goes too), and DOMPurify, which keeps the text
      // of the elements it removes, would leave an <html:script>'s code in the served file.
      if (element.namespaceURI !== SVG_NS) {
        if (element.namespaceURI === XHTML_NS) removedWhole.push({ element });
        element.parentNode?.removeChild(element);
        continue;
      }
      if (element.localName === 'metadata') element.replaceChildren();
      for (const attribute of [...element.attributes]) {
        const declaration = attribute.namespaceURI === XMLNS_NS;
        if (declaration ? !KEPT_DECLARATIONS.has(attribute.value) : !KEPT_ATTRIBUTE_NS.has(attribute.namespaceURI))
          element.removeAttributeNode(attribute);
      }
    }
  }

  const body = purify.sanitize(root, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // <use> is safe once its href can only name a #fragment of the file (the hook above).
    ADD_TAGS: ['use'],
    // Clobbering page globals is no concern in a file of its own; ids such as "title" must stay.
    SANITIZE_DOM: false,
    RETURN_DOM: true,
  }) as Element;
  const described = describeRemoved([...removedWhole, ...purify.removed]);
  const svg = [...body.children].find((child) => child.localName === 'svg' && child.namespaceURI === SVG_NS);
  if (!svg) throw notSvg('nothing drawable is left once scripts and external references are removed');

  const viewBox = viewBoxOf(svg.getAttribute('viewBox'));
  let width = pixels(svg.getAttribute('width'));
  let height = pixels(svg.getAttribute('height'));
  if (viewBox) {
    if (width === undefined && height === undefined) ({ width, height } = viewBox);
    else if (width === undefined) width = (height! * viewBox.width) / viewBox.height;
    else if (height === undefined) height = (width * viewBox.height) / viewBox.width;
  } else if (width === undefined || height === undefined) {
    throw new MediaError(
      `${shown} has no size of its own: give it a viewBox (such as viewBox="0 0 200 60" on its <svg> element), or width and height in px`,
    );
  } else {
    svg.setAttribute('viewBox', `0 0 ${round(width)} ${round(height)}`);
  }
  svg.setAttribute('width', String(round(width)));
  svg.setAttribute('height', String(round(height!)));

  return {
    svg: `${new window.XMLSerializer().serializeToString(svg)}\n`,
    width: Math.max(1, Math.round(width)),
    height: Math.max(1, Math.round(height!)),
    removed: [...new Set([...found, ...described, ...removedByHooks])],
  };
}

const round = (n: number) => Number(n.toFixed(3));

/** An SVG as the site serves it: the cleaned file, and what was removed from it. */
export interface SvgPicture {
  picture: DrawingData;
  /** Site path (assets/…) → bytes: the one cleaned file. */
  files: Map<string, Buffer>;
  svg: CleanSvg;
}

/**
 * An SVG file of the config as the site serves it: cleaned (cleanSvg), written once as
 * assets/<name>-<hash>.svg, scaled by the browser (no widths, no other formats).
 */
export function svgPicture(configDir: string, shown: string, kind: AssetKind): SvgPicture {
  const svg = cleanSvg(carrierFile(configDir, shown, kind), shown, kind);
  const bytes = Buffer.from(svg.svg);
  const path = `${ASSETS_FOLDER}/${stemOf(shown)}-${contentHash(bytes)}.svg`;
  return {
    picture: { src: `/${path}`, width: svg.width, height: svg.height },
    files: new Map([[path, bytes]]),
    svg,
  };
}
