import type { LucideIcon, LucideProps } from 'lucide-react';
import { createContext, createElement, useContext, useSyncExternalStore } from 'react';

/**
 * Icons drawn once per page. A page shows the same few icons many times (five stars per
 * review, a mail and a phone in every contact block): written inline, each use repeats the
 * icon's paths, about a third of a page's HTML. Instead each use is a small <svg> that points
 * (<use href>) at the icon's <symbol>, and the prerender writes the page's symbols once, in a
 * hidden <svg> at the start of <body> (./iconSprite.ts), outside what React hydrates.
 *
 * The server renders every icon as a reference and notes it (IconsUsed, which
 * src/entry-server.tsx provides per page). In the browser the page's own icons are in its
 * sprite when React hydrates them; a page reached by a client-side navigation may use one its
 * first page did not, and that one is drawn inline.
 */

/** The icons a page rendered, by symbol id: filled while the server renders it. */
export type UsedIcons = Map<string, LucideIcon>;
export const IconsUsed = createContext<UsedIcons | null>(null);

/** The id of an icon's symbol in the page: `icon-` and lucide's name of it (`icon-CircleCheck`). */
const symbolId = (drawing: LucideIcon) => `icon-${drawing.displayName}`;

// The sprite is written once with the page and never changes: nothing to subscribe to.
const unchanging = () => () => {};

/**
 * The lucide icon `of`, with lucide's props, drawn by reference to the page's symbol. What
 * varies between uses (the size, the fill, the stroke's width) sits on the referencing <svg>,
 * and the symbol's paths inherit it: one symbol serves a star filled and one outlined. What
 * lucide draws every icon with (a round stroke in the text's colour) sits on the symbol, and so
 * does its 24-unit viewBox, which scales it to the size of the <svg> that uses it.
 */
export function Icon({ of: drawing, size = 24, strokeWidth = 2, fill = 'none', ...rest }: LucideProps & { of: LucideIcon }) {
  const id = symbolId(drawing);
  useContext(IconsUsed)?.set(id, drawing);
  // While hydrating, React takes the server's answer (the symbol is there: the server wrote it);
  // after, and on a page rendered in the browser, whether the page has it.
  const inSprite = useSyncExternalStore(
    unchanging,
    () => document.getElementById(id) !== null,
    () => true,
  );
  if (!inSprite) return createElement(drawing, { size, strokeWidth, fill, ...rest });
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
      <use href={`#${id}`} />
    </svg>
  );
}
