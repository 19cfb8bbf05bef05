import Ajv, { type ErrorObject } from 'ajv';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { phone } from '../../schema/primitives.ts';
import { PHONE_PATTERN } from '../config/jsonSchema.ts';
import { JSON_SCHEMA_FILE, jsonSchemaText } from './schema.ts';

const CONFIGS = ['site.config.yaml', 'tests/fixtures/carriers/other/site.config.yaml'];
const committed = () => readFileSync(JSON_SCHEMA_FILE, 'utf8');
const readYaml = (file: string) => parse(readFileSync(file, 'utf8'), { merge: true }) as Record<string, unknown>;

/** A draft-07 validator, the draft the YAML language server (VS Code, IntelliJ, Neovim) validates with. */
function editor() {
  const ajv = new Ajv({ allErrors: true, strict: true, validateFormats: false });
  const schema = JSON.parse(committed()) as object;
  expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
  return ajv.compile(schema); // throws on a $ref that does not resolve
}
/** The parts of a JSON Schema these tests read. */
interface JsonSchemaNode {
  $schema?: string;
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  oneOf?: JsonSchemaNode[];
  required?: string[];
  additionalProperties?: unknown;
  description?: string;
  examples?: unknown[];
  pattern?: string;
  const?: string;
}
const committedSchema = () => JSON.parse(committed()) as JsonSchemaNode;

const messages = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);

describe('schema/site.config.schema.json, the schema editors use while a person types', () => {
  it('is up to date with the zod schema in schema/', () => {
    expect(committed() === jsonSchemaText(), 'schema/site.config.schema.json is stale: run `npm run schema` and commit it').toBe(true);
  });

  it('is a valid draft-07 JSON Schema whose references all resolve', () => {
    expect(committedSchema().$schema).toBe('http://json-schema.org/draft-07/schema#');
    editor();
  });

  it.each(CONFIGS)('is what %s names on its first line, and accepts it as written', (file) => {
    const [first] = readFileSync(file, 'utf8').split('\n');
    const match = /^# yaml-language-server: \$schema=(\S+)$/.exec(first ?? '');
    expect(match, `first line of ${file}`).not.toBeNull();
    expect(resolve(dirname(file), match![1]!)).toBe(JSON_SCHEMA_FILE);
    const validate = editor();
    expect(validate(readYaml(file)), messages(validate.errors).join('\n')).toBe(true);
  });

  it('flags a misspelled key, an unknown section type and a wrong value type as the person types', () => {
    const validate = editor();
    const config = readYaml('site.config.yaml') as { company: Record<string, unknown>; routes: { sections: Record<string, unknown>[] }[] };
    config.company.emial = config.company.email;
    config.routes[0]!.sections[0]!.type = 'heroo';
    config.company.name = 42;
    expect(validate(config)).toBe(false);
    const found = messages(validate.errors).join('\n');
    expect(found).toContain('/company must NOT have additional properties {"additionalProperty":"emial"}');
    expect(found).toContain('/company/name must be string');
    expect(found).toMatch(/\/routes\/0\/sections\/0\/type must be equal to constant/);
  });

  it('checks phone numbers as the build does, so a bad one is underlined while typing', () => {
    const pattern = new RegExp(PHONE_PATTERN);
    const samples = [
      '(555) 010-0123',
      '+1 555-010-0123',
      '555.010.0123',
      '15550100123',
      '+15550100123',
      '1 (555) 010 0123',
      '555-0142',
      '(555) 010-012',
      '+2 555 010 0123',
      '25550100123',
      '555-010-0123 x12',
      '+1+5550100123',
      'call us',
      '',
      '555 010 0123 ',
    ];
    for (const sample of samples) expect(pattern.test(sample), sample).toBe(phone.safeParse(sample).success);
    expect(committedSchema().properties?.company?.properties?.phone?.pattern).toBe(PHONE_PATTERN);
  });

  it('carries the descriptions and examples written in the zod schema, for hover help and completion', () => {
    const schema = committedSchema();
    const company = schema.properties?.company;
    expect(company?.additionalProperties).toBe(false);
    expect(company?.properties?.email?.description).toBeTruthy();
    expect(company?.properties?.dotNumber?.examples).toEqual([expect.any(String)]);
    // Fields with a default may be left out of the YAML: the schema describes the input side.
    const hero = schema.properties?.routes?.items?.properties?.sections?.items?.oneOf?.find((s) => s.properties?.type?.const === 'hero');
    expect(hero?.required).toContain('headline');
  });
});
