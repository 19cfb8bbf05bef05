import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

/**
 * What RJSF asks of a validator, answered without one. The config's rules are the server's
 * (`npm run check`, shown at the fields as the form's extra errors), so the form validates
 * nothing itself; RJSF still asks `isValid` to tell which branch of a union a value is (a
 * button that mails, calls or links), and that is answered from the branches' own marks: their
 * constants, their choices, their required keys and their JSON types. An AJV validator would
 * compile the schema to code with `new Function`, which the editor's Content-Security-Policy
 * refuses, as any page's should.
 */
export const branchMatcher: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: (schema, formData) => matches(schema, formData),
  rawValidation: () => ({ errors: [] }),
};

/** Whether `value` fits `schema`'s marks, through its properties and unions. */
export function matches(schema: RJSFSchema | boolean | undefined, value: unknown): boolean {
  if (schema === undefined || typeof schema === 'boolean') return schema !== false;
  if (schema.const !== undefined && value !== schema.const) return false;
  if (schema.enum && value !== undefined && !schema.enum.includes(value as never)) return false;
  if (schema.type && value !== undefined && !typeFits(schema.type, value)) return false;
  const union = schema.oneOf ?? schema.anyOf;
  if (union && !union.some((branch) => matches(branch, value))) return false;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    if (schema.required?.some((key) => record[key] === undefined)) return false;
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      if (record[key] !== undefined && !matches(property, record[key])) return false;
    }
  }
  return true;
}

function typeFits(type: RJSFSchema['type'], value: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return types.some((t) => t === actual || (t === 'integer' && Number.isInteger(value)) || (t === 'number' && actual === 'number'));
}
