import { z } from 'zod';
import { siteConfig } from '../../schema/index.ts';
import { LANGUAGE_TAG } from '../../schema/languages.ts';
import { perLanguageTexts } from '../../schema/perLanguage.ts';
import { carrierFiles, phone } from '../../schema/primitives.ts';
import { CARRIER_FILE_MARK, PER_LANGUAGE_MARK } from './editorNames.ts';

/** A North American number, 10 digits or 1 and 10 digits, with optional +, spaces, dots, dashes and brackets. */
export const PHONE_PATTERN = '^\\+?[\\s().-]*(?:1[\\s().-]*)?(?:\\d[\\s().-]*){10}$';

/**
 * The JSON Schema of what a person writes in site.config.yaml (the input side: defaults are
 * optional), with every description and example from the zod `.meta()` calls. A text each
 * language writes in its own words is, with `texts: 'text or group'`, the default language's
 * alone or a group by tag, as the file may hold it (schema/site.config.schema.json, for
 * editors with the YAML language server); with `texts: 'marked'`, one text marked
 * PER_LANGUAGE_MARK, as the visual editor shows it: in the one language being edited (and a
 * path to a carrier's file marked CARRIER_FILE_MARK with its kind, for which it offers an upload).
 * Checks that need the whole file (unique routes, anchors, tokens) stay in `npm run check`.
 */
export function siteConfigJsonSchema(texts: 'text or group' | 'marked') {
  return z.toJSONSchema(siteConfig, {
    io: 'input',
    target: 'draft-07', // what the YAML language server validates with
    unrepresentable: 'throw',
    override({ zodSchema, jsonSchema }) {
      // The phone check is a zod refinement, which JSON Schema cannot carry: the same rule as a pattern.
      if (zodSchema === phone) jsonSchema.pattern = PHONE_PATTERN;
      const file = carrierFiles.get(zodSchema);
      if (file && texts === 'marked') jsonSchema[CARRIER_FILE_MARK] = file.kind;
      if (!perLanguageTexts.has(zodSchema)) return;
      if (texts === 'marked') {
        jsonSchema[PER_LANGUAGE_MARK] = true;
        return;
      }
      const text = { ...jsonSchema };
      for (const key of Object.keys(jsonSchema)) if (key !== 'description' && key !== 'examples') delete jsonSchema[key];
      jsonSchema.anyOf = [
        text,
        {
          type: 'object',
          description: 'The text in each language of the site, by language tag, the default language first (en-US: …, es-US: …).',
          propertyNames: { pattern: LANGUAGE_TAG.source },
          additionalProperties: text,
          minProperties: 1,
        },
      ];
    },
  });
}
