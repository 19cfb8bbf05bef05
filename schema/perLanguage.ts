import { z } from 'zod';

/**
 * The texts each language of the site writes in its own words (headings, copy, button labels,
 * mail subjects and bodies), as opposed to what is written once for every language (names,
 * identifiers, the phone and mailbox, paths, icons, figures). Exactly the values whose schema is
 * registered here may be written as a group by language tag (`en-US: …`, `es-US: …`;
 * src/config/languages/languageTexts.ts walks the schema with the config to find them), so no one
 * translates a phone number and no text is left out.
 */
export const perLanguageTexts = z.registry();

/** Registers `schema` as a text each language writes in its own words. */
export function perLanguage<T extends z.core.$ZodType>(schema: T): T {
  perLanguageTexts.add(schema);
  return schema;
}
