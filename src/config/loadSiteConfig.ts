import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { isScalar, LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { siteConfig, type SiteConfig } from '../../schema/index.ts';
import { knownKeysAt, nearestKey } from './knownKeys.ts';
import { locate } from './locate.ts';
import { SiteConfigError, type Problem } from './problem.ts';
import { resolveTokens } from './tokens.ts';

export const DEFAULT_CONFIG = 'site.config.yaml';

/** The config file named by SITE_CONFIG, or site.config.yaml in the working folder. */
export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.SITE_CONFIG || DEFAULT_CONFIG);
}

/**
 * The only reader of the YAML: parses, validates with the zod schema, resolves tokens.
 * Throws SiteConfigError listing every problem at its line and column.
 */
export function loadSiteConfig(file = configPath()): SiteConfig {
  const shown = relative(process.cwd(), file) || file;
  if (!existsSync(file)) {
    throw new SiteConfigError([
      { file: shown, line: 1, column: 1, path: '', message: `Config file not found. Create it (copy site.config.yaml) or point SITE_CONFIG at it` },
    ]);
  }
  return parseSiteConfig(readFileSync(file, 'utf8'), shown);
}

export function parseSiteConfig(source: string, shown: string): SiteConfig {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false, merge: true });
  if (doc.errors.length) {
    throw new SiteConfigError(
      doc.errors.map((e) => {
        const pos = e.linePos?.[0] ?? { line: 1, col: 1 };
        return { file: shown, line: pos.line, column: pos.col, path: '', message: `YAML syntax: ${firstLine(e.message)}` };
      }),
    );
  }

  const raw: unknown = doc.toJS();
  const at = (path: readonly (string | number)[], message: string, key?: string): Problem => ({
    file: shown,
    ...locate(doc, lines, path, key),
    path: [...path, ...(key === undefined ? [] : [key])].join('.'),
    message,
  });

  // As written in the file: YAML reads 0001234 as the number 1234, the hint must show 0001234.
  const sourceAt = (path: readonly (string | number)[]) => {
    const node = doc.getIn(path, true);
    return isScalar(node) ? (node.source ?? String(node.value)) : undefined;
  };
  const parsed = siteConfig.safeParse(raw);
  const problems: Problem[] = parsed.success ? [] : parsed.error.issues.flatMap((issue) => describe(issue, raw, at, sourceAt));
  problems.push(...resolveTokens(raw).problems.map((p) => at(p.path, p.message)));
  if (!parsed.success || problems.length) {
    throw new SiteConfigError(problems.sort((a, b) => a.line - b.line || a.column - b.column));
  }
  return resolveTokens(parsed.data).value;
}

type At = (path: readonly (string | number)[], message: string, key?: string) => Problem;

function describe(issue: z.core.$ZodIssue, raw: unknown, at: At, sourceAt: (path: readonly (string | number)[]) => string | undefined): Problem[] {
  const path = issue.path as (string | number)[];
  switch (issue.code) {
    case 'unrecognized_keys': {
      const known = knownKeysAt(siteConfig, raw, path);
      return issue.keys.map((key) => {
        const near = nearestKey(key, known);
        const hint = near ? `Did you mean "${near}"?` : `Known keys here: ${known.join(', ')}`;
        return at(path, `Unknown key "${key}". ${hint}`, key);
      });
    }
    case 'invalid_union': {
      if ('discriminator' in issue && issue.discriminator) {
        const given = valueAt(raw, path);
        const options = (issue as { options?: unknown[] }).options ?? [];
        const what = given === undefined ? `Missing "${issue.discriminator}"` : `Unknown ${issue.discriminator} "${String(given)}"`;
        return [at(path, `${what}. Known ${issue.discriminator}s: ${options.join(', ')}`)];
      }
      return [at(path, issue.message)];
    }
    case 'invalid_type': {
      const given = valueAt(raw, path);
      if (given === undefined) return [at(path, `Missing required "${path.at(-1)}" (${issue.expected})`)];
      const quote = issue.expected === 'string' && (typeof given === 'number' || typeof given === 'boolean') ? `. Put the value in quotes: "${sourceAt(path) ?? String(given)}"` : '';
      return [at(path, `Expected ${issue.expected}, got ${describeValue(given)}${quote}`)];
    }
    default:
      return [at(path, issue.message)];
  }
}

function valueAt(raw: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined), raw);
}

function describeValue(value: unknown): string {
  if (value === null) return 'an empty value';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of keys';
  return `${typeof value} ${JSON.stringify(value)}`;
}

const firstLine = (message: string) => message.split('\n')[0]!;
