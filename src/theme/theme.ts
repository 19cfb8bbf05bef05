import { cssColor } from './cssValues.ts';
import { fontFamilies } from './fontFamilies.ts';
import type { ShellTheme } from './shellTheme.ts';

/**
 * Breakpoints of the layout (min-width), in em: 40, 48 and 64 em are 640, 768 and 1024 px at the
 * browser's usual text size. In em, a media query follows the visitor's text size setting, so a
 * visitor who doubles it gets the layout of a window half as wide (WCAG 1.4.4): at 1280 px, the
 * phone's menu rather than a row of links twice as wide as the window.
 */
const breakpoints = { sm: 40, md: 48, lg: 64 } as const;

/**
 * `colour` (a #rrggbb or rgb(r g b / a) value, as cssColor admits) at `alpha`: the shadows are a
 * veil of the carrier's own text colour, not a grey of the engine's that would tint every brand alike.
 */
const veil = (colour: string, alpha: number) => {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex)
    return `rgb(${hex
      .slice(1)
      .map((part) => parseInt(part, 16))
      .join(' ')} / ${alpha})`;
  return colour.replace(/\/ [\d.]+\)$/, `/ ${alpha})`);
};

/** The line height of body text (src/theme/GlobalStyles.tsx), which src/layout/footerHeight.ts reckons with too. */
export const BODY_LINE_HEIGHT = 1.6;

export function createTheme(config: ShellTheme) {
  const text = cssColor(config.colors.text);
  return {
    /** The colour roles (src/theme/roles.ts), derived at build time: components draw these and nothing else. */
    colors: Object.fromEntries(Object.entries(config.colors).map(([role, value]) => [role, cssColor(value)])) as typeof config.colors,
    /**
     * CSS font-family values: `fontFamily` for body text (the brand body font and its fallback
     * face, then the config's stack), `headingFontFamily` for h1-h3 (src/theme/fontFamilies.ts).
     */
    ...fontFamilies(config),
    radius: Math.max(0, Math.trunc(config.radius)),
    /** Height of the fixed header; pages leave this much room at their top. */
    headerHeight: '4rem',
    /** Room left under the page for the floating buttons (their height plus margins). */
    floatingClearance: '5.5rem',
    shadow: {
      card: `0 1px 2px ${veil(text, 0.06)}, 0 4px 16px ${veil(text, 0.06)}`,
      raised: `0 2px 4px ${veil(text, 0.08)}, 0 12px 32px ${veil(text, 0.12)}`,
    },
    /** `${theme.mq.md} { … }` applies from the md breakpoint up. */
    mq: Object.fromEntries(Object.entries(breakpoints).map(([k, v]) => [k, `@media (min-width: ${v}em)`])) as Record<
      keyof typeof breakpoints,
      string
    >,
    /**
     * `${theme.wide.md} { … }` applies in a window at least as wide as the md breakpoint at the
     * usual text size (768 px), whatever the visitor's text size: for the steps of a heading's
     * size alone. In pixels, so a visitor who doubles the text size finds every heading twice as
     * large at every width (the layout around it, in em, takes the room it needs).
     */
    wide: Object.fromEntries(Object.entries(breakpoints).map(([k, v]) => [k, `@media (min-width: ${v * 16}px)`])) as Record<
      keyof typeof breakpoints,
      string
    >,
    /** `${theme.below.md} { … }` applies below the md breakpoint. */
    below: Object.fromEntries(Object.entries(breakpoints).map(([k, v]) => [k, `@media not all and (min-width: ${v}em)`])) as Record<
      keyof typeof breakpoints,
      string
    >,
    /** Width of the content column, in rem: it widens with the visitor's text size as the breakpoints do. */
    maxWidth: '75rem',
  };
}

export type SiteTheme = ReturnType<typeof createTheme>;

declare module '@emotion/react' {
  // Emotion's Theme is an interface to merge into; ours is derived from the config schema.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends SiteTheme {}
}
