import { defaultTreeAdapter as tree, parseFragment } from 'parse5';
import { attribute, elementsOf, type ParentNode } from '../document/htmlTree.ts';
import { FLOATING_BUTTON, LAYOUT_IDS } from '../../schema/anchors.ts';

/**
 * The markup of a page's first screen, from the app's markup (what goes inside <div id="root">):
 * all of it but the later part (src/app/laterStyles.ts, LATER_PART): the elements of <main>
 * after its first, and those that follow <main> but the floating buttons. Read as the browser parses it, so the
 * cut falls on the elements the later part's selector matches; markup without a <main> is all
 * first screen.
 */
export function firstScreenOf(html: string): string {
  const fragment = parseFragment(html, { sourceCodeLocationInfo: true });
  const main = [...elementsOf(fragment)].find((element) => element.tagName === 'main' && attribute(element, 'id') === LAYOUT_IDS.main);
  if (!main) return html;
  const elementsIn = (parent: ParentNode) => tree.getChildNodes(parent).filter((node) => tree.isElementNode(node));
  const siblings = elementsIn(main.parentNode!);
  const later = [
    ...elementsIn(main).slice(1),
    ...siblings.slice(siblings.indexOf(main) + 1).filter((element) => attribute(element, FLOATING_BUTTON) === undefined),
  ];
  let first = '';
  let from = 0;
  for (const { sourceCodeLocation } of later) {
    first += html.slice(from, sourceCodeLocation!.startOffset);
    from = sourceCodeLocation!.endOffset;
  }
  return first + html.slice(from);
}
