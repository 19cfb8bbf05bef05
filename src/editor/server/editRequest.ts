import { z } from 'zod';
import type { ConfigEdit } from '../../config/write/editConfig.ts';

/**
 * What the editor's API accepts in the body of a preview or a save: the version of the file the
 * edits were made on (its hash, from GET /api/config) and the edits, each one of the operations
 * src/config/write/editConfig.ts makes. Everything is bounded, so that no request can make the server
 * work without end (a path of 10 000 keys, a value nested 100 000 deep): a site config's
 * deepest key path is about ten keys, its largest value a few kilobytes.
 */

/** Keys deep a path may go, and a value may nest. */
const MAX_DEPTH = 32;
/** Characters of one key. */
const MAX_KEY_LENGTH = 200;
/** Edits in one request: a person's unsaved session, generously. */
const MAX_EDITS = 1000;

/** Keys that name an object's prototype in JavaScript: no site config has them, and refusing them here keeps them out of every object the edit passes through. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const key = z.union([
  z
    .string()
    .max(MAX_KEY_LENGTH)
    .refine((name) => !PROTOTYPE_KEYS.has(name), { message: 'No key of a site config has this name' }),
  z.number().int().nonnegative().max(1_000_000),
]);

export const keyPath = z.array(key).min(1).max(MAX_DEPTH);

/** Why `value` is not accepted: nested deeper than MAX_DEPTH, or holding a prototype key; walked without recursion. */
function valueProblem(value: unknown): string | undefined {
  if (value === undefined) return 'The edit needs a value';
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= MAX_DEPTH) return `A value may nest at most ${MAX_DEPTH} deep`;
    for (const [name, child] of Object.entries(item)) {
      if (PROTOTYPE_KEYS.has(name)) return 'No key of a site config has this name';
      stack.push([child, depth + 1]);
    }
  }
  return undefined;
}

/** Plain data (the body is parsed by JSON.parse), bounded by valueProblem. */
const value = z.unknown().superRefine((data, context) => {
  const problem = valueProblem(data);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

const edit = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('set'), path: keyPath, value }),
  z.strictObject({ op: z.literal('delete'), path: keyPath }),
  z.strictObject({ op: z.literal('insert'), path: keyPath, value }),
  z.strictObject({
    op: z.literal('move'),
    path: keyPath,
    to: z.union([z.literal('up'), z.literal('down'), z.number().int().nonnegative()]),
  }),
  z.strictObject({ op: z.literal('duplicate'), path: keyPath }),
]) satisfies z.ZodType<ConfigEdit>;

export const editRequest = z.strictObject({
  /** SHA-256 (hex) of the file the edits were made on, as GET /api/config gave it. */
  base: z.hash('sha256', { error: 'expected the hash of the file, as GET /api/config gives it' }),
  edits: z.array(edit, { error: 'expected a list of edits' }).max(MAX_EDITS),
  /** On a save, in a git checkout: commit the saved file with this message (one line). */
  commit: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[^\p{Cc}]+$/u, 'A commit message is one line of text')
    .optional(),
});
