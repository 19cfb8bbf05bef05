import { z } from 'zod';
import { properName } from './primitives.ts';

/**
 * The languages of a site. The first is the default, served at `/`; each other is served under
 * its own path prefix (`/es/drivers`, the same slugs). Each text a language writes in its own
 * words (schema/perLanguage.ts) is written at its place, beside the default language's, in a
 * group by tag (`en-US: …`, `es-US: …`: src/config/languages/languageTexts.ts reads and checks them). A tag
 * lands in `<html lang>` and `hreflang`, a prefix in every URL and output folder: both are a
 * strict subset of BCP 47 and of path segments, letters and one hyphen.
 */

/** A language subtag, then optionally a region, such as `en`, `es` or `es-US`. */
export const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/** A language tag: a language subtag, then optionally a region, such as `en`, `es` or `es-US`. */
export const languageTag = z
  .string()
  .regex(LANGUAGE_TAG, 'Write a language tag such as "en", "es" or "es-US"')
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
  })
  .meta({
    description:
      'A language of the site. Its texts are written beside the default language\'s, at their place: a text in two languages is a group by tag ("en-US: Driver Jobs" and "es-US: Empleos para conductores" under title).',
  });

export const languages = z
  .array(siteLanguage)
  .min(1)
  .max(12, 'A site has at most 12 languages')
  .meta({
    description:
      "The languages of the site, the default first (served at /). Each other one is served under its prefix (/es/…); its texts are written beside the default language's, under the same key, by language tag. A text without a language's words shows in the default language on its pages.",
    examples: [
      [
        { lang: 'en-US', name: 'English' },
        { lang: 'es-US', name: 'Español', prefix: 'es' },
      ],
    ],
  });

export type SiteLanguageInput = z.input<typeof siteLanguage>;

/** The path prefix of a language other than the default: the one it declares, or its language subtag. */
export const prefixOf = (language: SiteLanguageInput) => language.prefix ?? language.lang.split('-')[0]!;
