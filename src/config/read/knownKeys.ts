import { z } from 'zod';
import type { Key } from '../../../schema/keyPath.ts';

/** Any zod schema; the walk below reads it through zod's public classes only (instanceof, shape, unwrap(), in, options). */
type Schema = z.core.$ZodType;

/**
 * The schema of the value at `path` of `data`, as written in schema/ (wrappers such as
 * optional or default still on). Unions are resolved with the data's discriminator.
 */
export function schemaAt(root: Schema, data: unknown, path: readonly Key[]): Schema | undefined {
  let schema: Schema | undefined = root;
  let value = data;
  for (const key of path) {
    const inner = unwrap(schema, value);
    if (inner instanceof z.ZodObject) schema = fieldOf(inner, key);
    else if (inner instanceof z.ZodArray) schema = inner.element;
    else return undefined;
    value = value && typeof value === 'object' ? (value as Record<Key, unknown>)[key] : undefined;
  }
  return schema;
}

/**
 * The keys the schema allows for the object at `path` of `data`, so an unknown key can be
 * answered with the nearest known one.
 */
export function knownKeysAt(root: Schema, data: unknown, path: readonly Key[]): string[] {
  const inner = unwrap(schemaAt(root, data, path), valueAt(data, path));
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : [];
}

/** The description and first example given with `.meta()` to the field at `path`, for hints. */
export function helpAt(root: Schema, data: unknown, path: readonly Key[]): { description?: string; example?: unknown } {
  const help: { description?: string; example?: unknown } = {};
  for (let schema = schemaAt(root, data, path); schema; schema = wrapped(schema)) {
    const meta = z.globalRegistry.get(schema);
    help.description ??= meta?.description;
    if (help.example === undefined && Array.isArray(meta?.examples)) help.example = meta.examples[0];
  }
  return help;
}

export function valueAt(data: unknown, path: readonly Key[]): unknown {
  return path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<Key, unknown>)[k] : undefined), data);
}

/**
 * The schema one wrapper in: the inner schema of optional, default, nullable and the like, or
 * the input side of a pipe (`.transform()` makes one). Undefined when `schema` wraps nothing.
 */
export function wrapped(schema: Schema): Schema | undefined {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodExactOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodNonOptional ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodReadonly
  ) {
    return schema.unwrap();
  }
  return schema instanceof z.ZodPipe ? schema.in : undefined;
}

/** The schema that checks `value` itself: wrappers removed, a discriminated union's member picked by the value's tag. */
function unwrap(schema: Schema | undefined, value: unknown): Schema | undefined {
  while (schema) {
    if (schema instanceof z.ZodDiscriminatedUnion) {
      const { discriminator } = schema.def;
      const tag = value && typeof value === 'object' ? (value as Record<string, unknown>)[discriminator] : undefined;
      schema = schema.options.find((option) => {
        const field = shapeOf(option)?.[discriminator];
        return field instanceof z.ZodLiteral && field.values.has(tag as z.core.util.Literal);
      });
    } else if (schema instanceof z.ZodUnion) {
      return undefined; // no tag to pick a member by
    } else {
      const inner = wrapped(schema);
      if (!inner) return schema;
      schema = inner;
    }
  }
  return undefined;
}

/** The schema of an object's own field `key` (never one of Object.prototype's names). */
function fieldOf(object: z.ZodObject, key: Key): Schema | undefined {
  const shape: Record<Key, Schema> = object.shape;
  return Object.hasOwn(shape, key) ? shape[key] : undefined;
}

/** The fields of an object schema, through wrappers and transforms. */
function shapeOf(schema: Schema): Record<string, Schema> | undefined {
  for (let s: Schema | undefined = schema; s; s = wrapped(s)) if (s instanceof z.ZodObject) return s.shape;
  return undefined;
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
