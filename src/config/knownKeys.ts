import type { z } from 'zod';

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType; options?: z.ZodType[]; discriminator?: string };
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/**
 * The keys the schema allows for the object at `path` of `data`, so an unknown key can be
 * answered with the nearest known one. Unions are resolved with the data's discriminator.
 */
export function knownKeysAt(root: z.ZodType, data: unknown, path: readonly (string | number)[]): string[] {
  let schema: z.ZodType | undefined = root;
  let value = data;
  for (const key of [...path, null]) {
    schema = unwrap(schema, value);
    if (!schema) return [];
    const def = defOf(schema);
    if (key === null) return def.type === 'object' && def.shape ? Object.keys(def.shape) : [];
    if (def.type === 'object') schema = def.shape?.[key];
    else if (def.type === 'array') schema = def.element;
    else return [];
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return [];
}

function unwrap(schema: z.ZodType | undefined, value: unknown): z.ZodType | undefined {
  while (schema) {
    const def = defOf(schema);
    if (def.innerType) schema = def.innerType;
    else if (def.type === 'pipe') schema = def.in;
    else if (def.type === 'union' && def.options) {
      const tag = def.discriminator && value && typeof value === 'object' ? (value as Record<string, unknown>)[def.discriminator] : undefined;
      schema = def.options.find((option) => {
        const field = defOf(option).shape?.[def.discriminator ?? ''];
        return field && (defOf(field) as { values?: unknown[] }).values?.includes(tag);
      });
    } else return schema;
  }
  return undefined;
}

/** The known key closest to `typo` (edit distance), if it is close enough to be a likely typo. */
export function nearestKey(typo: string, known: string[]): string | undefined {
  let best: { key: string; distance: number } | undefined;
  for (const key of known) {
    const distance = editDistance(typo.toLowerCase(), key.toLowerCase());
    if (!best || distance < best.distance) best = { key, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(typo.length / 3)) ? best.key : undefined;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
