import { cssColor } from './cssValues.ts';
import { fontFamilies } from './fontFamilies.ts';
import type { ShellTheme } from './shellTheme.ts';

/** Breakpoints of the layout, in pixels (min-width). */
const breakpoints = { sm: 640, md: 768, lg: 1024 } as const;

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
    breakpoints,
    /** Height of the fixed header; pages leave this much room at their top. */
    headerHeight: 64,
    /** Room left under the page for the floating buttons (their height plus margins). */
    floatingClearance: 88,
    shadow: {
      card: `0 1px 2px ${veil(text, 0.06)}, 0 4px 16px ${veil(text, 0.06)}`,
      raised: `0 2px 4px ${veil(text, 0.08)}, 0 12px 32px ${veil(text, 0.12)}`,
    },
    /** `${theme.mq.md} { … }` applies from the md breakpoint up. */
    mq: Object.fromEntries(Object.entries(breakpoints).map(([k, v]) => [k, `@media (min-width: ${v}px)`])) as Record<
      keyof typeof breakpoints,
      string
    >,
    /** Width of the content column. */
    maxWidth: 1200,
  };
}

export type SiteTheme = ReturnType<typeof createTheme>;

declare module '@emotion/react' {
  // Emotion's Theme is an interface to merge into; ours is derived from the config schema.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends SiteTheme {}
}
