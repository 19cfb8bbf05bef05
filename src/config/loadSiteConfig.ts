import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument, visit, type Document } from 'yaml';
import type { z } from 'zod';
import { siteConfig, type SiteConfig } from '../../schema/index.ts';
import { helpAt, knownKeysAt, nearestKey, valueAt } from './knownKeys.ts';
import { assetFileProblems } from './assetFiles.ts';
import { locate } from './locate.ts';
import { pageAnchorProblems } from './pageAnchors.ts';
import { coverageProblems } from './coverageProblems.ts';
import { siteContrastProblems } from './contrast.ts';
import { dottedPath, SiteConfigError, type Problem } from './problem.ts';
import { resolveTokens } from './tokens.ts';
import { decodeConfig, MAX_CONFIG_BYTES, tooLarge, withLineFeeds } from './configSource.ts';
import { yamlSyntaxProblems, type YamlProblem } from './yamlErrors.ts';
import { MAX_ALIAS_COUNT, yamlHazards } from './yamlHazards.ts';

export const DEFAULT_CONFIG = 'site.config.yaml';

/** The config file named by SITE_CONFIG, or site.config.yaml in the working folder. */
export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.SITE_CONFIG || DEFAULT_CONFIG);
}

/**
 * The only reader of the YAML: reads the file, parses, validates with the zod schema, resolves
 * tokens. Throws SiteConfigError listing every problem at its line and column.
 */
export function loadSiteConfig(file = configPath()): SiteConfig {
  const shown = relative(process.cwd(), file) || file;
  const fileProblem = (message: string) => new SiteConfigError([{ file: shown, line: 1, column: 1, path: '', message }]);
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) throw fileProblem('Config file not found. Create it (copy site.config.yaml) or point SITE_CONFIG at it');
  if (!stat.isFile()) throw fileProblem('Not a file: point SITE_CONFIG at a site config such as site.config.yaml');
  // Refused before it is read: a file of gigabytes would otherwise be read whole first.
  if (stat.size > MAX_CONFIG_BYTES) throw fileProblem(tooLarge(stat.size));
  return parseSiteConfig(readFileSync(file), shown, { configDir: dirname(file) });
}

export interface ParseOptions {
  /** The folder the config's file paths are relative to: the config file's own. */
  configDir?: string;
}

/** `loadSiteConfig` on the bytes or text of a config file, shown in messages as `shown`. */
export function parseSiteConfig(
  source: string | Uint8Array,
  shown: string,
  { configDir = dirname(resolve(shown)) }: ParseOptions = {},
): SiteConfig {
  const fail = (problems: (YamlProblem | Problem)[]): never => {
    throw new SiteConfigError(
      problems.map((p) => ({ file: shown, path: '', ...p })).sort((a, b) => a.line - b.line || a.column - b.column),
    );
  };
  const decoded = typeof source === 'string' ? { text: withLineFeeds(source) } : decodeConfig(source);
  if ('problem' in decoded) return fail([decoded.problem]);

  const lines = new LineCounter();
  const doc = parseDocument(decoded.text, { lineCounter: lines, prettyErrors: false, merge: true });
  const syntax = yamlSyntaxProblems(doc, lines, decoded.text);
  if (syntax.length) return fail(syntax);
  if (!isMap(doc.contents)) {
    const empty = doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null);
    const what = empty ? 'The file is empty' : 'The file holds a single value';
    const { line, col } = lines.linePos(empty ? 0 : (doc.contents?.range?.[0] ?? 0));
    return fail([
      {
        line,
        column: col,
        message: `${what}: a site config is a group of keys (lang, company, theme, …). Start from a copy of site.config.yaml`,
      },
    ]);
  }
  const hazards = yamlHazards(doc, lines, decoded.text);
  if (hazards.length) return fail(hazards);

  let raw: unknown;
  try {
    raw = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    // The reader's guard against alias bombs: aliases of groups that hold aliases, expanded again and again.
    const { line, col } = lines.linePos(firstAliasOffset(doc));
    const why =
      error instanceof ReferenceError
        ? 'Aliases expand to far more data than the file holds (the YAML reader stops alias bombs)'
        : 'The YAML cannot be read as data';
    return fail([{ line, column: col, message: `${why}: write the values out, or use fewer aliases of aliases` }]);
  }
  const at = (path: readonly Key[], message: string, key?: string): Problem => ({
    file: shown,
    ...locate(doc, lines, path, key),
    path: dottedPath([...path, ...(key === undefined ? [] : [key])]),
    message,
  });

  // As written in the file: YAML reads 0012 as the number 12, the hint must show 0012.
  const sourceAt = (path: readonly Key[]) => {
    const node = doc.getIn(path, true);
    return isScalar(node) ? (node.source ?? String(node.value)) : undefined;
  };
  const parsed = siteConfig.safeParse(raw);
  const issues = parsed.success ? [] : parsed.error.issues;
  const problems = explainIssues(issues, raw, at, sourceAt);
  // A token naming a value the schema already reported (missing, misspelled) is an echo of that problem.
  const reported = issues.filter((issue) => issue.code !== 'unrecognized_keys').map((issue) => issue.path.join('.'));
  const echoes = (token: string) => reported.some((path) => path && (token === path || token.startsWith(`${path}.`)));
  problems.push(
    ...resolveTokens(raw)
      .problems.filter((p) => !echoes(p.token))
      .map((p) => at(p.path, p.message)),
  );
  if (problems.length) return fail(problems);
  // What the schema cannot see: the files the config names, and the ids its pages will carry once tokens are filled in.
  const config = resolveTokens(parsed.data!).value;
  const late = [
    ...assetFileProblems(config, configDir),
    ...pageAnchorProblems(config),
    ...siteContrastProblems(config),
    ...coverageProblems(config),
  ].map((p) => at(p.path, p.message));
  if (late.length) return fail(late);
  return config;
}

/** Where the first alias of the document is written (alias bombs are reported there). */
function firstAliasOffset(doc: Document): number {
  let offset = 0;
  visit(doc, {
    Alias(_, alias) {
      offset = alias.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  return offset;
}

type Key = string | number;
type At = (path: readonly Key[], message: string, key?: string) => Problem;

/** One problem per zod issue, worded for the person editing the YAML. */
function explainIssues(
  issues: readonly z.core.$ZodIssue[],
  raw: unknown,
  at: At,
  sourceAt: (path: readonly Key[]) => string | undefined,
): Problem[] {
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

  return issues.flatMap((issue): Problem[] => {
    const path = issue.path as Key[];
    switch (issue.code) {
      case 'unrecognized_keys': {
        const known = knownKeysAt(siteConfig, raw, path);
        return issue.keys.map((key) => {
          const near = typos.get(issue)?.get(key);
          const hint = near ? `Did you mean "${near}"?` : `Known keys here: ${known.join(', ')}`;
          return at(path, `Unknown key "${key}". ${hint}`, key);
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
          return [at([...group, key], `Unknown ${key} ${JSON.stringify(tag)}. ${hint}Known ${key}s: ${options.join(', ')}`)];
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
          at(path, `Unknown value ${JSON.stringify(given)}. ${near ? `Did you mean "${near}"? ` : ''}Known values: ${values.join(', ')}`),
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

/**
 * Problems found after loading (a photo that cannot be decoded, a warning about its size),
 * placed at their keys in the config file as `loadSiteConfig`'s own are.
 */
export function locateInConfig(file: string, found: { path: readonly Key[]; message: string }[]): Problem[] {
  const shown = relative(process.cwd(), file) || file;
  const text = withLineFeeds(readFileSync(file, 'utf8'));
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, merge: true });
  return found.map(({ path, message }) => ({ file: shown, ...locate(doc, lines, path), path: dottedPath(path), message }));
}
