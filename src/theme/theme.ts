import type { SiteConfig } from '../../schema/index.ts';

/** Breakpoints of the layout, in pixels (min-width). */
const breakpoints = { sm: 640, md: 768, lg: 1024 } as const;

export function createTheme(config: SiteConfig['theme']) {
  return {
    ...config,
    breakpoints,
    /** `${theme.mq.md} { … }` applies from the md breakpoint up. */
    mq: Object.fromEntries(Object.entries(breakpoints).map(([k, v]) => [k, `@media (min-width: ${v}px)`])) as Record<keyof typeof breakpoints, string>,
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
