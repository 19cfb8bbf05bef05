import { escapeUTF8 } from 'entities';
import { defaultTreeAdapter as tree, parse, serializeOuter } from 'parse5';
import { attribute, elementsOf, type Element } from '../document/htmlTree.ts';

/**
 * The floor of a built home page: the same first screen written by hand, as small as it can be.
 * Its hero photo as the page draws it (the same <picture>, the same image preload), its headline
 * and subtitle, the language, title and viewport, about 1 KB of CSS, no script, no web font.
 * What the page costs beyond this is what its content below the first screen and the engine add
 * together (`npm run bench:floor`); ./noScriptPage.ts, the same content with no script, tells the
 * two apart.
 */
export function floorPage(builtHome: string): string {
  const all = [...elementsOf(parse(builtHome))];
  const first = (tagName: string, test: (e: Element) => boolean = () => true) => all.find((e) => e.tagName === tagName && test(e));
  const main = first('main');
  const hero = main && [...elementsOf(main)].find((e) => e.tagName === 'section');
  const inHero = hero ? [...elementsOf(hero)] : [];
  const h1 = inHero.find((e) => e.tagName === 'h1');
  if (!h1) throw new Error('The built home page has no hero with a headline: is it a page of this engine?');
  const siblings = tree.getChildNodes(tree.getParentNode(h1)!).filter((node) => tree.isElementNode(node));
  const subtitle = siblings.slice(siblings.indexOf(h1) + 1).find((e) => e.tagName === 'p');
  const picture = inHero.find((e) => e.tagName === 'picture');
  const imagePreloads = all.filter((e) => e.tagName === 'link' && attribute(e, 'rel') === 'preload' && attribute(e, 'as') === 'image');
  const html = first('html');
  const lang = (html && attribute(html, 'lang')) ?? 'en';
  const title = first('title');
  const viewport = first('meta', (e) => attribute(e, 'name') === 'viewport');

  return [
    `<!doctype html><html lang="${escapeUTF8(lang)}"><head><meta charset="utf-8">`,
    viewport ? serializeOuter(viewport) : '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeUTF8(title ? text(title) : text(h1))}</title>`,
    ...imagePreloads.map((link) => serializeOuter(link)),
    `<style>${CSS}</style></head><body><main><section>`,
    picture ? serializeOuter(picture) : '',
    `<div><h1>${escapeUTF8(text(h1))}</h1>`,
    subtitle ? `<p>${escapeUTF8(text(subtitle))}</p>` : '',
    '</div></section></main></body></html>',
  ].join('');
}

const CSS = [
  'body{margin:0;font-family:system-ui,sans-serif;line-height:1.5}',
  'section{position:relative;min-height:85vh;display:grid;align-items:end;background:#111;color:#fff}',
  'picture,img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}',
  'section div{position:relative;padding:6rem 1.25rem 3rem;background:linear-gradient(transparent,rgb(0 0 0/.75))}',
  'h1{font-size:clamp(2rem,7vw,3.5rem);line-height:1.1;margin:0 0 1rem}',
  'p{font-size:1.125rem;margin:0}',
].join('');

/** The text of an element, as a visitor reads it (the icons inside it have none). */
function text(element: Element): string {
  return tree
    .getChildNodes(element)
    .map((child) => (tree.isTextNode(child) ? tree.getTextNodeContent(child) : tree.isElementNode(child) ? text(child) : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
