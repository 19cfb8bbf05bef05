import { parseFragment } from 'parse5';
import { LAYOUT_IDS } from '../../schema/anchors.ts';
import { attribute, elementsOf, type Element, type ParentNode } from './htmlTree.ts';

/**
 * What a page opens on: the first element of its <main>, in the app's markup as parse5 reads it.
 * A dark section is marked `data-dark-top` (src/sections/HeroSection): the header over it keeps
 * its light text and the logo for dark backgrounds; over any other it turns dark
 * (src/layout/lightTop.ts).
 */
export function openingOf(markup: ParentNode): Element | undefined {
  const main = [...elementsOf(markup)].find((element) => element.tagName === 'main' && attribute(element, 'id') === LAYOUT_IDS.main);
  return main?.childNodes.find((node): node is Element => 'tagName' in node);
}

/** Whether `opening` (openingOf) is a dark section. */
export const isDarkTop = (opening: Element | undefined) => opening !== undefined && attribute(opening, 'data-dark-top') !== undefined;

/** Whether the page whose app markup is `html` opens on a light element: one not marked dark. */
export function opensOnLight(html: string): boolean {
  const opening = openingOf(parseFragment(html));
  return opening !== undefined && !isDarkTop(opening);
}
