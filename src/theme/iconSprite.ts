import { defaultTreeAdapter as tree, parseFragment, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { icons } from 'lucide-react';
import { symbolId, type IconName, type UsedIcons } from './Icon.tsx';

/**
 * The hidden <svg> of a page's icon symbols (./Icon.tsx), for the start of its <body>:
 * each symbol holds the icon's paths and shapes as lucide draws them, with lucide's round
 * stroke in the text's colour, and without lucide's <svg>: its size, fill and stroke width come
 * from each use. Server only (src/entry-server.tsx).
 */
export function iconSprite(used: UsedIcons): string {
  if (used.size === 0) return '';
  return `<svg style="display:none" aria-hidden="true">${[...used].map(symbol).join('')}</svg>`;
}

/** Each icon's symbol, made once per build however many pages use it. */
const symbols = new Map<IconName, string>();

function symbol(name: IconName): string {
  const made = symbols.get(name);
  if (made) return made;
  const id = symbolId(name);
  const svg = parseFragment(renderToStaticMarkup(createElement(icons[name]))).childNodes[0] as DefaultTreeAdapterTypes.Element;
  if (!svg || tree.getTagName(svg) !== 'svg') throw new Error(`The icon ${id} did not render as an <svg>`);
  const written = `<symbol id="${id}" viewBox="0 0 24 24" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">${serialize(svg)}</symbol>`;
  symbols.set(name, written);
  return written;
}
