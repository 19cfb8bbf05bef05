/**
 * Values of the config written into the page's CSS. The schema already admits only family
 * names, hex colours and whole pixels; these writers are the second line of defence, so that
 * even a value that slipped past it could not close a rule, a `<style>` element or a string.
 */

/** Generic families and system keywords, written bare: quoted, they would name a font called "serif". */
const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
  'emoji',
  'fangsong',
  '-apple-system',
  'blinkmacsystemfont',
]);

/** A CSS string of `text`: everything but letters, digits, space, "-" and "_" as a hex escape. */
const cssString = (text: string) => `"${text.replace(/[^A-Za-z0-9 _-]/gu, (c) => `\\${c.codePointAt(0)!.toString(16)} `)}"`;

/**
 * One family name as a CSS string, always quoted and escaped: the name of a brand font, which is
 * that font even if it is called "serif" (src/theme/fontFamilies.ts, src/media/fonts.ts).
 */
export const cssFamilyName = (family: string) => cssString(family);

/** A font-family value from family names: keywords bare, every name quoted and escaped. */
export function cssFontFamily(families: readonly string[]): string {
  return families.map((family) => (GENERIC_FAMILIES.has(family.toLowerCase()) ? family.toLowerCase() : cssString(family))).join(', ');
}

/** A colour role as it may appear in CSS, `#rrggbb` or `rgb(r g b / a)`; anything else is refused. */
export function cssColor(value: string): string {
  if (!/^(?:#[0-9a-fA-F]{6}|rgb\((?:\d{1,3} ){2}\d{1,3} \/ (?:0|1|0?\.\d{1,6})\))$/.test(value))
    throw new Error(`Not a #rrggbb or rgb(r g b / a) colour: ${JSON.stringify(value.slice(0, 40))}`);
  return value;
}
