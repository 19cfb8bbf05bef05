/**
 * The ids a page carries, the mark of its floating buttons, and the one rule that makes an id from a heading. Components and the
 * check both use these, so what the check proves unique and non-empty is what the page has.
 * No zod here: the components import this file into the browser bundle.
 */

/** Ids the document and the layout write on every page (src/document/document.ts, src/layout/). */
export const LAYOUT_IDS = { root: 'root', main: 'main', footerQuickLinks: 'footer-quick-links' } as const;

/**
 * The attribute that marks the row of the floating buttons (src/layout/FloatingButtons.tsx), by
 * which the print styles hide them and the later styles keep them in the first screen.
 */
export const FLOATING_BUTTON = 'data-floating-button';

/**
 * An anchor id made from a heading: letters and digits of any script, accents dropped,
 * everything else a single "-" ("Información y Datos" → "informacion-y-datos"). Tokens such as
 * {company.name} are left out, so a rebrand does not move an anchor. Empty for a heading with
 * no letter or digit.
 */
export const slug = (heading: string) =>
  heading
    .replace(/\{[^}]*\}/g, '')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/** The id of a section's heading, which names the section (aria-labelledby): from its id, else from the heading. */
export const sectionHeadingId = (id: string | undefined, heading: string) => `${id ?? slug(heading)}-heading`;
