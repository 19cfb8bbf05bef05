import { defaultTreeAdapter as tree, html as HTML, type DefaultTreeAdapterTypes } from 'parse5';

/** Walking an HTML document as parse5 reads it (the browser's parsing algorithm): the build's page check, the document's opening section, the floor benchmark. */

export type Element = DefaultTreeAdapterTypes.Element;
export type ParentNode = DefaultTreeAdapterTypes.ParentNode;

const isTemplate = (element: Element): element is DefaultTreeAdapterTypes.Template =>
  tree.getTagName(element) === 'template' && tree.getNamespaceURI(element) === HTML.NS.HTML;

/** Every element below `node`, in document order, the content of a <template> included (a script can clone it into the page). */
export function* elementsOf(node: ParentNode): Generator<Element> {
  for (const child of tree.getChildNodes(node)) {
    if (!tree.isElementNode(child)) continue;
    yield child;
    yield* elementsOf(isTemplate(child) ? tree.getTemplateContent(child) : child);
  }
}

/** The value of an attribute (the first of a repeated name, as in the browser); `prefix` for SVG's `xlink:`. */
export const attribute = (element: Element, name: string, prefix?: string) =>
  tree.getAttrList(element).find((a) => a.name === name && a.prefix === prefix)?.value;
