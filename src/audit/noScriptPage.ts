import { defaultTreeAdapter as tree, parse, serialize } from 'parse5';
import { attribute, elementsOf, type Element } from '../document/htmlTree.ts';

/**
 * The second floor of a built page: the same page with none of the engine's loading, as a browser
 * without JavaScript reads it (its <noscript>s taken as markup, its scripts never run), each
 * stylesheet it links written into <head>. Every word, rule, photo and font the page has, and
 * nothing that comes after its first paint but what the browser does by itself: what the page's
 * content costs to show, however it is loaded. Against it, `npm run bench:floor` tells what the
 * engine's way of loading adds to the page's content; against the first screen (./floorPage.ts),
 * what the content below it and the engine add together.
 * `stylesheet` gives the text of a linked stylesheet from its href (the built site's own files).
 */
export function noScriptPage(builtPage: string, stylesheet: (href: string) => string): string {
  // As the browser parses a page with scripting off: a <noscript>'s content is markup.
  const document = parse(builtPage, { scriptingEnabled: false });
  for (const element of [...elementsOf(document)]) {
    const parent = tree.getParentNode(element)!;
    if (element.tagName === 'script') tree.detachNode(element);
    else if (element.tagName === 'noscript') {
      for (const child of [...tree.getChildNodes(element)]) tree.insertBefore(parent, child, element);
      tree.detachNode(element);
    }
  }
  for (const link of [...elementsOf(document)].filter(isStylesheetLink)) {
    const style = tree.createElement('style', link.namespaceURI, []);
    tree.insertText(style, stylesheet(attribute(link, 'href')!));
    tree.insertBefore(tree.getParentNode(link)!, style, link);
    tree.detachNode(link);
  }
  return serialize(document);
}

const isStylesheetLink = (element: Element) =>
  element.tagName === 'link' && attribute(element, 'rel') === 'stylesheet' && attribute(element, 'href') !== undefined;
