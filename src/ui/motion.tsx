/**
 * Reveals: the elements the entrance animations fade up as they scroll into view
 * (src/browser/entranceAnimations.ts, which works on the DOM without React, so kept sections
 * animate too). A Reveal is a plain element marked `data-reveal`, the same in the prerendered
 * HTML and in the browser: nothing starts hidden, so every word shows without JavaScript.
 */
import type { ReactNode } from 'react';

export type RevealTag = 'div' | 'li';

export interface RevealProps {
  [attribute: `data-${string}`]: string | undefined;
  as?: RevealTag;
  className?: string;
  children: ReactNode;
}

/**
 * Fades its content up once as it scrolls into view. Never use it above the fold: the hero
 * is the largest paint and must be there at once.
 */
export function Reveal({ as: Tag = 'div', className, children, ...data }: RevealProps) {
  // The animations may have held it back (its mark and style changed on the DOM) before React
  // hydrates it: an island hydrates when needed (./islands/islands.ts), often after the first
  // scroll that arms them. React keeps what they wrote, and is told not to report it.
  return (
    <Tag className={className} data-reveal="" suppressHydrationWarning {...data}>
      {children}
    </Tag>
  );
}

/** A Reveal that is a list item (the cards of a grid). */
export function RevealItem(props: Omit<RevealProps, 'as'>) {
  return <Reveal {...props} as="li" />;
}
