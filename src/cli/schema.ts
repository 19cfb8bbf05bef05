import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { siteConfig } from '../../schema/index.ts';
import { LANGUAGE_TAG } from '../../schema/languages.ts';
import { perLanguageTexts } from '../../schema/perLanguage.ts';
import { phone } from '../../schema/primitives.ts';

/** Where the generated JSON Schema lives; site.config.yaml's first line points editors at it. */
export const JSON_SCHEMA_FILE = fileURLToPath(new URL('../../schema/site.config.schema.json', import.meta.url));

/** A North American number, 10 digits or 1 and 10 digits, with optional +, spaces, dots, dashes and brackets. */
export const PHONE_PATTERN = '^\\+?[\\s().-]*(?:1[\\s().-]*)?(?:\\d[\\s().-]*){10}$';

/**
 * The JSON Schema of what a person writes in site.config.yaml (the input side: defaults are
 * optional), with every description and example from the zod `.meta()` calls, so an editor
 * with the YAML language server autocompletes keys, shows help on hover and flags mistakes.
 * Checks that need the whole file (unique routes, anchors, tokens) stay in `npm run check`.
 */
export function siteConfigJsonSchema(): string {
  const schema = z.toJSONSchema(siteConfig, {
    io: 'input',
    target: 'draft-07', // what the YAML language server validates with
    unrepresentable: 'throw',
    override({ zodSchema, jsonSchema }) {
      // The phone check is a zod refinement, which JSON Schema cannot carry: the same rule as a pattern.
      if (zodSchema === phone) jsonSchema.pattern = PHONE_PATTERN;
      // A text each language writes in its own words: the default language's alone, or a group by tag.
      if (perLanguageTexts.has(zodSchema)) {
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
      }
    },
  });
  return `${JSON.stringify(schema, null, 2)}\n`;
}

// `npm run schema`: regenerate schema/site.config.schema.json after changing schema/.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(JSON_SCHEMA_FILE, siteConfigJsonSchema());
  console.log(`Wrote ${JSON_SCHEMA_FILE}`);
}
