import { z } from 'zod';
import { properName } from './primitives.ts';

/**
 * The languages of a site. The first is the default, served at `/`, and its texts are the
 * config's own; each other is served under its own path prefix (`/es/drivers`, the same slugs)
 * and declares its `texts`: the config's per-language texts (schema/perLanguage.ts) at the same
 * keys, in its words (src/config/languageTexts.ts checks them). A tag lands in `<html lang>` and
 * `hreflang`, a prefix in every URL and output folder: both are a strict subset of BCP 47 and of
 * path segments, letters and one hyphen.
 */

/** A language tag: a language subtag, then optionally a region, such as `en`, `es` or `es-US`. */
export const languageTag = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'Write a language tag such as "en", "es" or "es-US"')
  .meta({ description: 'Language tag (BCP 47: language, then optionally region), the html lang attribute.', examples: ['en-US'] });

/** A path prefix: one lower-case segment of the URL, such as `es`. */
export const languagePrefix = z
  .string()
  .regex(/^[a-z]{2,3}(-[a-z]{2})?$/, 'Write one lower-case path segment such as "es" or "es-us"')
  .meta({ description: 'The first segment of the paths of this language, such as "es" for /es/drivers.', examples: ['es'] });

export const siteLanguage = z
  .strictObject({
    lang: languageTag,
    name: properName('The name of the language in that language, as the language switch shows it.', 'Español'),
    prefix: languagePrefix.optional().meta({
      description: 'Path prefix of this language; its language subtag when left out ("es" for es-US). Not for the first language.',
    }),
    texts: z
      .record(z.string(), z.unknown())
      .optional()
      .meta({
        description:
          "The site's texts in this language, under the same keys as in this file (lists item by item, in the same order): headings, copy, labels, mail subjects and bodies. Names, numbers, contacts, paths and icons are not repeated here. Not for the first language, whose texts are the rest of this file.",
        examples: [{ navigation: [{ label: 'Inicio' }], ui: { lastUpdated: 'Última actualización' } }],
      }),
  })
  .meta({ description: 'A language of the site.' });

export const languages = z
  .array(siteLanguage)
  .min(1)
  .max(12, 'A site has at most 12 languages')
  .meta({
    description:
      'The languages of the site, the default first (served at /, its texts the rest of this file). Each other one is served under its prefix (/es/…) and gives its texts. To drop a language, delete its item.',
    examples: [
      [
        { lang: 'en-US', name: 'English' },
        { lang: 'es-US', name: 'Español', prefix: 'es', texts: { navigation: [{ label: 'Inicio' }] } },
      ],
    ],
  });

export type SiteLanguageInput = z.input<typeof siteLanguage>;

/** The path prefix of a language other than the default: the one it declares, or its language subtag. */
export const prefixOf = (language: SiteLanguageInput) => language.prefix ?? language.lang.split('-')[0]!;
