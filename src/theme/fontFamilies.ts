import type { ShellTheme } from './shellTheme.ts';
import { cssFamilyName, cssFontFamily } from './cssValues.ts';

/**
 * The name of a brand font's fallback face: a local Arial (or a metric twin) resized and
 * re-spaced to take the brand font's room, so the swap to the brand font moves nothing. The
 * build writes the face (src/media/fonts.ts), the theme names it after the brand font.
 */
export const fallbackFamily = (family: string) => `${family} Fallback`;

/**
 * The same for a phone without Arial or its twins (Android, whose sans-serif is Roboto): a
 * local Roboto resized to the brand font. Named after the first, which the browser tries first.
 */
export const robotoFallbackFamily = (family: string) => `${fallbackFamily(family)} Roboto`;

/** The CSS font-family values of the theme. */
export interface FontFamilies {
  /** Body text: the brand body font, its fallback faces, then the config's stack. */
  fontFamily: string;
  /** Headings: the brand heading font, its fallback faces, then the body's value. */
  headingFontFamily: string;
  /** Whether the config names a brand font (the global styles then set the headings and form controls). */
  hasBrandFonts: boolean;
}

/**
 * Without brand fonts, both values are the config's stack exactly as before brand fonts existed
 * (the pages of a config without them do not change by a byte).
 */
export function fontFamilies(theme: ShellTheme): FontFamilies {
  const stack = cssFontFamily(theme.font);
  const { body, heading } = theme.fonts ?? {};
  const lead = (family: string) =>
    `${cssFamilyName(family)}, ${cssFamilyName(fallbackFamily(family))}, ${cssFamilyName(robotoFallbackFamily(family))}, `;
  const fontFamily = body ? lead(body.family) + stack : stack;
  return {
    fontFamily,
    // One family for both (its regular and bold files, say) is named once.
    headingFontFamily: heading && heading.family !== body?.family ? lead(heading.family) + fontFamily : fontFamily,
    hasBrandFonts: Boolean(body || heading),
  };
}
