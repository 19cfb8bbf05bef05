import type { z } from 'zod';
import { siteConfig } from '../../../schema/index.ts';
import type { Key } from '../../../schema/keyPath.ts';
import { helpAt, knownKeysAt, nearestKey, valueAt } from './knownKeys.ts';
import type { Finding } from '../problem.ts';

/** Places a message at `path` (at its `key`, for a key that should not be there), with the value the editor most likely meant. */
export type At = (path: readonly Key[], message: string, more?: { key?: string; suggestion?: string }) => Finding;

/**
 * What a key the config once had says now: a config written for an earlier version of the
 * engine is told what replaced it, not only that the key is unknown.
 */
function retiredKey(path: readonly Key[], key: string): string | undefined {
  if (key === 'texts' && path.length === 2 && path[0] === 'languages')
    return 'A language no longer lists its texts here: each translation is written beside its text, as a line "es-US: …" under the text\'s "en-US: …" (docs/languages.md). Move each text to its place, then delete texts';
  return undefined;
}

/** One finding per zod issue, worded for the person editing the YAML. */
export function explainIssues(
  issues: readonly z.core.$ZodIssue[],
  raw: unknown,
  at: At,
  sourceAt: (path: readonly Key[]) => string | undefined,
): Finding[] {
  // A misspelled key shows as two issues: the unknown key, and the required key it was meant to be.
  const meant = new Set<string>();
  const typos = new Map<z.core.$ZodIssue, Map<string, string | undefined>>();
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const known = knownKeysAt(siteConfig, raw, issue.path as Key[]);
    const present = Object.keys(valueAt(raw, issue.path as Key[]) ?? {});
    const nearest = new Map(
      issue.keys.map(
        (key) =>
          [
            key,
            nearestKey(
              key,
              known.filter((k) => !present.includes(k)),
            ),
          ] as const,
      ),
    );
    typos.set(issue, nearest);
    for (const near of nearest.values()) if (near) meant.add([...issue.path, near].join('.'));
  }

  return issues.flatMap((issue): Finding[] => {
    const path = issue.path as Key[];
    switch (issue.code) {
      case 'unrecognized_keys': {
        const known = knownKeysAt(siteConfig, raw, path);
        return issue.keys.map((key) => {
          const retired = retiredKey(path, key);
          if (retired) return at(path, retired, { key });
          const near = typos.get(issue)?.get(key);
          const hint = near ? `Did you mean "${near}"?` : `Known keys here: ${known.join(', ')}`;
          return at(path, `Unknown key "${key}". ${hint}`, { key, suggestion: near });
        });
      }
      case 'invalid_union': {
        if ('discriminator' in issue && issue.discriminator) {
          const key = issue.discriminator;
          // zod reports the path of the group or, in newer versions, of its discriminator key.
          const group = path.at(-1) === key ? path.slice(0, -1) : path;
          const given = valueAt(raw, group);
          const options = ((issue as { options?: unknown[] }).options ?? []).map(String);
          if (!given || typeof given !== 'object')
            return [at(group, `Expected a group of keys with a "${key}", got ${describeValue(given)}`)];
          const tag = (given as Record<string, unknown>)[key];
          if (tag === undefined) return [at(group, `Missing "${key}". Known ${key}s: ${options.join(', ')}`)];
          const near = typeof tag === 'string' ? nearestKey(tag, options) : undefined;
          const hint = near ? `Did you mean "${near}"? ` : '';
          return [
            at([...group, key], `Unknown ${key} ${JSON.stringify(tag)}. ${hint}Known ${key}s: ${options.join(', ')}`, { suggestion: near }),
          ];
        }
        // A union of shapes (a list, or a word such as "lower48"): when the value has the shape of
        // one option alone, that option's own problems say what is wrong, at their own keys.
        const branches = ((issue as { errors?: z.core.$ZodIssue[][] }).errors ?? []).filter(
          (branch) =>
            !branch.every((inner) => inner.path.length === 0 && (inner.code === 'invalid_type' || inner.code === 'invalid_value')),
        );
        // (Unless the union words its own message, as the policies' text-and-links pieces do.)
        if (branches.length === 1 && issue.message === 'Invalid input')
          return explainIssues(
            branches[0]!.map((inner) => ({ ...inner, path: [...path, ...inner.path] })),
            raw,
            at,
            sourceAt,
          );
        return [at(path, issue.message)];
      }
      case 'invalid_type': {
        const given = valueAt(raw, path);
        if (given === undefined) {
          if (meant.has(path.join('.'))) return [];
          const { description, example } = helpAt(siteConfig, raw, path);
          const help = [description, example !== undefined && typeof example !== 'object' ? `Example: ${JSON.stringify(example)}` : '']
            .filter(Boolean)
            .join(' ');
          return [at(path, `Missing required "${path.at(-1)}" (${issue.expected})${help ? `: ${help}` : ''}`)];
        }
        const quote =
          issue.expected === 'string' && (typeof given === 'number' || typeof given === 'boolean')
            ? `. Put the value in quotes: "${sourceAt(path) ?? String(given)}"`
            : '';
        return [at(path, `Expected ${describeExpected(issue.expected)}, got ${describeValue(given)}${quote}`)];
      }
      case 'invalid_value': {
        const given = valueAt(raw, path);
        const values = issue.values.map(String);
        if (values.length === 1) return [at(path, `Expected ${JSON.stringify(issue.values[0])}, got ${describeValue(given)}`)];
        const near = typeof given === 'string' ? nearestKey(given, values) : undefined;
        return [
          at(path, `Unknown value ${JSON.stringify(given)}. ${near ? `Did you mean "${near}"? ` : ''}Known values: ${values.join(', ')}`, {
            suggestion: near,
          }),
        ];
      }
      case 'too_small':
      case 'too_big': {
        // zod's own wording ("Too big: expected number to be <=5") is replaced; a message the schema wrote is kept.
        if (!/^Too (small|big):/.test(issue.message)) return [at(path, issue.message)];
        const n = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
        const bound = issue.code === 'too_small' ? 'at least' : 'at most';
        const given = valueAt(raw, path);
        if (issue.origin === 'array') {
          const count = Array.isArray(given) ? given.length : 0;
          return [at(path, `List ${bound} ${n} item${n === 1 ? '' : 's'} here (found ${count})`)];
        }
        if (issue.origin === 'string')
          return [at(path, `Write ${bound} ${n} character${n === 1 ? '' : 's'} here (found ${String(given).length})`)];
        return [at(path, `Must be ${bound} ${n}, got ${describeValue(given)}`)];
      }
      default:
        return [at(path, issue.message)];
    }
  });
}

function describeExpected(expected: string): string {
  if (expected === 'object') return 'a group of keys';
  if (expected === 'array') return 'a list';
  return expected === 'int' ? 'a whole number' : expected;
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'an empty value';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of keys';
  return `${typeof value} ${JSON.stringify(value)}`;
}
