import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { siteConfig } from '../../schema/index.ts';

/** Where the generated JSON Schema lives; site.config.yaml's first line points editors at it. */
export const JSON_SCHEMA_FILE = fileURLToPath(new URL('../../schema/site.config.schema.json', import.meta.url));

/**
 * The JSON Schema of what a person writes in site.config.yaml (the input side: defaults are
 * optional), with every description and example from the zod `.meta()` calls, so an editor
 * with the YAML language server autocompletes keys, shows help on hover and flags mistakes.
 * Checks that need the whole file (unique routes, anchors, tokens) stay in `npm run check`.
 */
export function siteConfigJsonSchema(): string {
  const schema = z.toJSONSchema(siteConfig, { io: 'input', target: 'draft-07', unrepresentable: 'throw' });
  return `${JSON.stringify(schema, null, 2)}\n`;
}

// `npm run schema`: regenerate schema/site.config.schema.json after changing schema/.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(JSON_SCHEMA_FILE, siteConfigJsonSchema());
  console.log(`Wrote ${JSON_SCHEMA_FILE}`);
}
