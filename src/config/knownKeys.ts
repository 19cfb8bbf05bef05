import { globalRegistry, type z } from 'zod';

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType; options?: z.ZodType[]; discriminator?: string };
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
type Key = string | number;

/**
 * The schema of the value at `path` of `data`, as written in schema/ (wrappers such as
 * optional or default still on). Unions are resolved with the data's discriminator.
 */
export function schemaAt(root: z.ZodType, data: unknown, path: readonly Key[]): z.ZodType | undefined {
  let schema: z.ZodType | undefined = root;
  let value = data;
  for (const key of path) {
    const inner = unwrap(schema, value);
    if (!inner) return undefined;
    const def = defOf(inner);
    if (def.type === 'object') schema = def.shape?.[key];
    else if (def.type === 'array') schema = def.element;
    else return undefined;
    value = value && typeof value === 'object' ? (value as Record<Key, unknown>)[key] : undefined;
  }
  return schema;
}

/**
 * The keys the schema allows for the object at `path` of `data`, so an unknown key can be
 * answered with the nearest known one.
 */
export function knownKeysAt(root: z.ZodType, data: unknown, path: readonly Key[]): string[] {
  const inner = unwrap(schemaAt(root, data, path), valueAt(data, path));
  const def = inner && defOf(inner);
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}

/** The description and first example given with `.meta()` to the field at `path`, for hints. */
export function helpAt(root: z.ZodType, data: unknown, path: readonly Key[]): { description?: string; example?: unknown } {
  let schema = schemaAt(root, data, path);
  const help: { description?: string; example?: unknown } = {};
  while (schema) {
    const meta = globalRegistry.get(schema);
    help.description ??= meta?.description;
    if (help.example === undefined && Array.isArray(meta?.examples)) help.example = meta.examples[0];
    const def = defOf(schema);
    schema = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  }
  return help;
}

export function valueAt(data: unknown, path: readonly Key[]): unknown {
  return path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<Key, unknown>)[k] : undefined), data);
}

function unwrap(schema: z.ZodType | undefined, value: unknown): z.ZodType | undefined {
  while (schema) {
    const def = defOf(schema);
    if (def.innerType) schema = def.innerType;
    else if (def.type === 'pipe') schema = def.in;
    else if (def.type === 'union' && def.options) {
      const tag = def.discriminator && value && typeof value === 'object' ? (value as Record<string, unknown>)[def.discriminator] : undefined;
      schema = def.options.find((option) => {
        const field = shapeOf(option)?.[def.discriminator ?? ''];
        return field && (defOf(field) as { values?: unknown[] }).values?.includes(tag);
      });
    } else return schema;
  }
  return undefined;
}

/** The fields of an object schema, through wrappers and transforms (`.transform()` makes a pipe). */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  let def = defOf(schema);
  while (def.innerType || def.type === 'pipe') def = defOf(def.innerType ?? def.in!);
  return def.shape;
}

/** The known key closest to `typo`, if it is close enough to be a likely typo (case is ignored). */
export function nearestKey(typo: string, known: readonly string[]): string | undefined {
  const limit = typo.length <= 3 ? 1 : typo.length <= 8 ? 2 : Math.floor(typo.length / 4);
  let best: { key: string; distance: number } | undefined;
  for (const key of known) {
    const distance = editDistance(typo.toLowerCase(), key.toLowerCase());
    if (!best || distance < best.distance) best = { key, distance };
  }
  return best && best.distance <= limit ? best.key : undefined;
}

/** Edits (insert, delete, replace, swap two neighbours) that turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}
