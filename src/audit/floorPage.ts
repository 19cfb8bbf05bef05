import { escapeUTF8 } from 'entities';
import { defaultTreeAdapter as tree, parse, serializeOuter, type DefaultTreeAdapterTypes } from 'parse5';

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

/**
 * The floor of a built home page: the same first screen written by hand, as small as it can be.
 * Its hero photo as the page draws it (the same <picture>, the same image preload), its headline
 * and subtitle, the language, title and viewport, about 1 KB of CSS, no script, no web font.
 * What the page costs beyond this is what the engine adds (`npm run bench:floor`).
 */
export function floorPage(builtHome: string): string {
  const document = parse(builtHome);
  const all = elements(document);
  const first = (test: (e: Element) => boolean) => all.find(test);
  const hero = first((e) => e.tagName === 'section' && !!ancestor(e, 'main'));
  const h1 = hero && elements(hero).find((e) => e.tagName === 'h1');
  if (!hero || !h1) throw new Error('The built home page has no hero with a headline: is it a page of this engine?');
  const siblings = tree.getChildNodes(tree.getParentNode(h1)!).filter((node) => tree.isElementNode(node));
  const subtitle = siblings.slice(siblings.indexOf(h1) + 1).find((e) => e.tagName === 'p');
  const picture = elements(hero).find((e) => e.tagName === 'picture');
  const imagePreloads = all.filter((e) => e.tagName === 'link' && attr(e, 'rel') === 'preload' && attr(e, 'as') === 'image');
  const lang =
    attr(
      first((e) => e.tagName === 'html')!,
      'lang',
    ) ?? 'en';
  const title = first((e) => e.tagName === 'title');
  const viewport = first((e) => e.tagName === 'meta' && attr(e, 'name') === 'viewport');

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

/** Every element below `node`, in document order. */
function elements(node: Node): Element[] {
  const children = tree.getChildNodes(node as DefaultTreeAdapterTypes.ParentNode) ?? [];
  return children.filter((node) => tree.isElementNode(node)).flatMap((child) => [child, ...elements(child)]);
}

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

function ancestor(element: Element, tagName: string): Element | undefined {
  for (let parent = tree.getParentNode(element); parent && tree.isElementNode(parent); parent = tree.getParentNode(parent))
    if (parent.tagName === tagName) return parent;
  return undefined;
}

/** The text of an element, as a visitor reads it (the icons inside it have none). */
function text(element: Element): string {
  return tree
    .getChildNodes(element)
    .map((child) => (tree.isTextNode(child) ? tree.getTextNodeContent(child) : tree.isElementNode(child) ? text(child) : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
