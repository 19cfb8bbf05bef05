import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { siteConfigJsonSchema } from '../config/jsonSchema.ts';

/** Where the generated JSON Schema lives; site.config.yaml's first line points editors at it. */
export const JSON_SCHEMA_FILE = fileURLToPath(new URL('../../schema/site.config.schema.json', import.meta.url));

/** schema/site.config.schema.json's text: src/config/jsonSchema.ts's schema for editors with the YAML language server. */
export const jsonSchemaText = () => `${JSON.stringify(siteConfigJsonSchema('text or group'), null, 2)}\n`;

// `npm run schema`: regenerate schema/site.config.schema.json after changing schema/.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(JSON_SCHEMA_FILE, jsonSchemaText());
  console.log(`Wrote ${JSON_SCHEMA_FILE}`);
}
