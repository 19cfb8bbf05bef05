import { createElement } from 'react';
import { optimize, type CustomPlugin } from 'svgo';
import { renderToStaticMarkup } from 'react-dom/server';
import { icons } from 'lucide-react';
import { ICON_DEFAULTS, SYMBOL_PREFIX, symbolId, type IconName, type UsedIcons } from './Icon.tsx';

/**
 * How lucide draws every icon, written once for the page: each use (./Icon.tsx) of a symbol is
 * drawn with a round stroke in the text's colour, and lucide's fill and stroke width unless its
 * own style says otherwise, or a component's rule for it (a star filled): the selector counts
 * nothing (`:where`), so any rule that names the use outranks it, wherever the page writes it.
 * The <svg> around a use could not, as this rule is the use's own. The symbols' paths inherit it
 * from the use.
 */
const USE_RULE = `:where(use[href^="#${SYMBOL_PREFIX}"]){fill:${ICON_DEFAULTS.fill};stroke:currentColor;stroke-width:${ICON_DEFAULTS.strokeWidth};stroke-linecap:round;stroke-linejoin:round}`;

/**
 * Every icon is square: its <svg> gives its width alone (./Icon.tsx), and this rule makes its
 * height the same (an <svg> with a width and no height would be 150 px tall). `:where`, so a
 * component's own height wins; an <svg> given both sizes (a rating's row of stars) keeps them.
 */
const SQUARE_RULE = ':where(svg:not([height])){aspect-ratio:1}';

/**
 * The hidden <svg> of a page's icon symbols (./Icon.tsx), for the start of its <body>: the
 * rule every use is drawn with, then each symbol, the icon's paths and shapes as lucide draws
 * them, without lucide's <svg> (its size comes from each use). Server only (src/entry-server.tsx).
 * The symbols are what most of the sprite weighs, so SVGO writes each one small (path data
 * shorter, lines as paths, elements self-closed: a tenth of the sprite). Not merged into one path
 * per icon, which would save as much again but blends the edges where strokes cross differently.
 */
export function iconSprite(used: UsedIcons): string {
  if (used.size === 0) return '';
  return `<svg style="display:none" aria-hidden="true"><style>${USE_RULE}${SQUARE_RULE}</style>${[...used].map(symbol).join('')}</svg>`;
}

/** Each icon's symbol, made once per build however many pages use it. */
const symbols = new Map<IconName, string>();

function symbol(name: IconName): string {
  const made = symbols.get(name);
  if (made) return made;
  const id = symbolId(name);
  const lucide = renderToStaticMarkup(createElement(icons[name]));
  if (!lucide.startsWith('<svg')) throw new Error(`The icon ${id} did not render as an <svg>`);
  // Four decimals: lucide writes three at most, so no point of a drawing moves.
  const preset = { name: 'preset-default', params: { overrides: { mergePaths: false } } } as const;
  const written = optimize(lucide, { floatPrecision: 4, plugins: [drawnByEachUse, preset, asSymbol(id)] }).data;
  symbols.set(name, written);
  return written;
}

/**
 * Lucide's fill and stroke width are each use's (./Icon.tsx), not the icon's: taken off its
 * <svg> before SVGO reads it, so that SVGO keeps a shape's own fill or width even where it
 * equals lucide's (it drops what a shape would inherit anyway, and the shape inherits from the
 * use here, a filled star for one).
 */
const drawnByEachUse: CustomPlugin = {
  name: 'drawnByEachUse',
  fn: () => ({
    element: {
      enter: (node, parent) => {
        if (parent.type !== 'root') return;
        delete node.attributes.fill;
        delete node.attributes['stroke-width'];
      },
    },
  }),
};

/** Lucide's <svg> as the page's <symbol> of the icon: its id and lucide's viewBox, nothing else. */
const asSymbol = (id: string): CustomPlugin => ({
  name: 'asSymbol',
  fn: () => ({
    element: {
      enter: (node, parent) => {
        if (parent.type !== 'root') return;
        const { viewBox } = node.attributes;
        if (node.name !== 'svg' || !viewBox) throw new Error(`The icon ${id} did not render as an <svg> with a viewBox`);
        node.name = 'symbol';
        node.attributes = { id, viewBox };
      },
    },
  }),
});
