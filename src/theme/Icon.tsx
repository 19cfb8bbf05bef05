import type { icons, LucideProps } from 'lucide-react';
import { createContext, useContext } from 'react';

/**
 * Icons drawn once per page, and no icon code in the browser. A page shows the same few icons
 * many times (five stars per review, a mail and a phone in every contact block): written inline,
 * each use repeats the icon's paths, about a third of a page's HTML. Instead each use is a small
 * <svg> that points (<use href>) at the icon's <symbol>, and the prerender writes the page's
 * symbols once, in a hidden <svg> at the start of <body> (./iconSprite.ts), outside what React
 * hydrates. Every page is prerendered and reached by a full load, so the browser only ever
 * draws icons its page's sprite holds, and needs none of lucide's drawings.
 *
 * The server notes every icon it renders (IconsUsed, which src/entry-server.tsx provides per
 * page); an icon the page shows only after an interaction (the menu's close button, a copy
 * button's tick, a toast's) is declared by the component that shows it (useIconsLater).
 */

/** An icon of lucide's set, by its component's name (`CircleCheck`). Only its type is imported. */
export type IconName = keyof typeof icons;

/** The icons a page uses: filled while the server renders it. */
export type UsedIcons = Set<IconName>;
export const IconsUsed = createContext<UsedIcons | null>(null);

/** What the id of every icon's symbol in the page starts with. */
export const SYMBOL_PREFIX = 'i-';
/** The id of an icon's symbol in the page: `i-` and lucide's name of it (`i-CircleCheck`). */
export const symbolId = (name: IconName) => `${SYMBOL_PREFIX}${name}`;

/** Puts in the page's sprite the icons a component draws only after an interaction. */
export function useIconsLater(...names: IconName[]) {
  const used = useContext(IconsUsed);
  for (const name of names) used?.add(name);
}

/** Where a <use> of the icon points (its symbol in the page's sprite), the icon noted for that sprite. */
export function useSymbolHref(name: IconName): string {
  useIconsLater(name);
  return `#${symbolId(name)}`;
}

/** What lucide draws an icon with, unless a use says otherwise: no fill, a stroke 2 units wide. */
export const ICON_DEFAULTS = { fill: 'none', strokeWidth: 2 } as const;

/**
 * The lucide icon `name`, with lucide's props, drawn by reference to the page's symbol. The
 * <svg> carries the size (in the HTML, so nothing shifts as the page loads: its width, its height
 * the same by the sprite's rule, as every icon is square) and hides the icon
 * from screen readers unless it is named; the <use> in it is drawn as lucide draws every icon,
 * by one rule of the sprite (./iconSprite.ts): a round stroke in the text's colour, lucide's fill
 * and stroke width. A use that draws otherwise (a filled star, a thicker stroke) says so in its
 * own style, which that rule cannot override; the symbol's paths inherit all of it, so one symbol
 * serves a star filled and one outlined. A page shows dozens of icons, so the defaults are
 * written once instead of on each (`fill="none" stroke-width="2"` was 1.3 KB of the home page).
 */
export function Icon({
  name,
  size = 24,
  strokeWidth = ICON_DEFAULTS.strokeWidth,
  fill = ICON_DEFAULTS.fill,
  ...rest
}: Omit<LucideProps, 'ref'> & { name: IconName }) {
  const href = useSymbolHref(name);
  const drawn = {
    ...(fill === ICON_DEFAULTS.fill ? {} : { fill }),
    ...(Number(strokeWidth) === ICON_DEFAULTS.strokeWidth ? {} : { strokeWidth }),
  };
  return (
    <svg
      // Decoration unless named, as lucide draws it.
      aria-hidden={'aria-label' in rest || 'aria-labelledby' in rest ? undefined : true}
      width={size}
      {...rest}
    >
      <use href={href} style={Object.keys(drawn).length ? drawn : undefined} />
    </svg>
  );
}
