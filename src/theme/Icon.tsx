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

/** The id of an icon's symbol in the page: `icon-` and lucide's name of it (`icon-CircleCheck`). */
export const symbolId = (name: IconName) => `icon-${name}`;

/** Puts in the page's sprite the icons a component draws only after an interaction. */
export function useIconsLater(...names: IconName[]) {
  const used = useContext(IconsUsed);
  for (const name of names) used?.add(name);
}

/**
 * The lucide icon `name`, with lucide's props, drawn by reference to the page's symbol. What
 * varies between uses (the size, the fill, the stroke's width) sits on the referencing <svg>,
 * and the symbol's paths inherit it: one symbol serves a star filled and one outlined. What
 * lucide draws every icon with (a round stroke in the text's colour) sits on the symbol, and so
 * does its 24-unit viewBox, which scales it to the size of the <svg> that uses it.
 */
export function Icon({ name, size = 24, strokeWidth = 2, fill = 'none', ...rest }: Omit<LucideProps, 'ref'> & { name: IconName }) {
  useIconsLater(name);
  return (
    <svg
      // Decoration unless named, as lucide draws it.
      aria-hidden={'aria-label' in rest || 'aria-labelledby' in rest ? undefined : true}
      width={size}
      height={size}
      fill={fill}
      strokeWidth={strokeWidth}
      {...rest}
    >
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
