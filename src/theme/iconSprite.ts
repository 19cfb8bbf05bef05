import { defaultTreeAdapter as tree, parseFragment, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { icons } from 'lucide-react';
import { ICON_DEFAULTS, SYMBOL_PREFIX, symbolId, type IconName, type UsedIcons } from './Icon.tsx';

/**
 * How lucide draws every icon, written once for the page: each use (./Icon.tsx) of a symbol is
 * drawn with a round stroke in the text's colour, and lucide's fill and stroke width unless its
 * own style says otherwise (a style attribute outranks this rule; the <svg> around a use could
 * not, as the rule is the use's own). The symbols' paths inherit it from the use.
 */
const USE_RULE = `use[href^="#${SYMBOL_PREFIX}"]{fill:${ICON_DEFAULTS.fill};stroke:currentColor;stroke-width:${ICON_DEFAULTS.strokeWidth};stroke-linecap:round;stroke-linejoin:round}`;

/**
 * The hidden <svg> of a page's icon symbols (./Icon.tsx), for the start of its <body>: the
 * rule every use is drawn with, then each symbol, the icon's paths and shapes as lucide draws
 * them, without lucide's <svg> (its size comes from each use). Server only (src/entry-server.tsx).
 */
export function iconSprite(used: UsedIcons): string {
  if (used.size === 0) return '';
  return `<svg style="display:none" aria-hidden="true"><style>${USE_RULE}</style>${[...used].map(symbol).join('')}</svg>`;
}

/** Each icon's symbol, made once per build however many pages use it. */
const symbols = new Map<IconName, string>();

function symbol(name: IconName): string {
  const made = symbols.get(name);
  if (made) return made;
  const id = symbolId(name);
  const svg = parseFragment(renderToStaticMarkup(createElement(icons[name]))).childNodes[0] as DefaultTreeAdapterTypes.Element;
  if (!svg || tree.getTagName(svg) !== 'svg') throw new Error(`The icon ${id} did not render as an <svg>`);
  const written = `<symbol id="${id}" viewBox="0 0 24 24">${serialize(svg)}</symbol>`;
  symbols.set(name, written);
  return written;
}
