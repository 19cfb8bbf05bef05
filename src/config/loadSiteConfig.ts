import { readFileSync, statSync, type Stats } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument, visit, type Document } from 'yaml';
import { siteConfig, type SiteConfig } from '../../schema/index.ts';
import type { Key } from '../../schema/keyPath.ts';
import { assetFileProblems } from './assetFiles.ts';
import { checkLanguageTexts, languageTexts, withTexts, type LanguageText } from './languageTexts.ts';
import { locate } from './locate.ts';
import { pageAnchorProblems } from './pageAnchors.ts';
import { coverageProblems } from './coverageProblems.ts';
import { derivedRoleNotes, siteContrastProblems } from './contrast.ts';
import { postingWarnings } from './postingWarnings.ts';
import { dottedPath, SiteConfigError, type Finding, type Found, type Severity } from './problem.ts';
import { siteLanguages, withStateNames, type MultilingualConfig } from './siteInLanguage.ts';
import { resolveTokens } from './tokens.ts';
import { decodeConfig, MAX_CONFIG_BYTES, tooLarge, withLineFeeds } from './configSource.ts';
import { yamlSyntaxProblems, type YamlProblem } from './yamlErrors.ts';
import { MAX_ALIAS_COUNT, yamlHazards } from './yamlHazards.ts';
import { yamlMisreads } from './yamlMisreads.ts';
import { valueAt } from './knownKeys.ts';
import { explainIssues, type At } from './zodIssues.ts';

export const DEFAULT_CONFIG = 'site.config.yaml';

/** The config file named by SITE_CONFIG, or site.config.yaml in the working folder. */
export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.SITE_CONFIG || DEFAULT_CONFIG);
}

/** A valid config, with what its checks found besides errors, placed in its file. */
export interface ConfigInspection {
  /** The site in its default language. */
  config: SiteConfig;
  /** The site in every language it declares: src/config/siteInLanguage.ts makes each language's config from it. */
  site: MultilingualConfig;
  /** The warnings and notes, in the order they are printed; errors are thrown (SiteConfigError). */
  findings: Finding[];
  /**
   * Places what a later check of this config found (the media pipeline's, src/media/siteMedia.ts)
   * in the same parse of the file, as the inspection placed its own.
   */
  place(found: readonly Found[], severity: Severity): Finding[];
}

export interface InspectOptions {
  /** The build day (schema/buildDay.ts) the postings are judged on: src/config/buildDay.ts's unless given. */
  buildDay?: string;
}

/**
 * The only reader of the YAML: reads the file once, parses it, validates it with the zod schema
 * and every check the schema cannot make, resolves its tokens. Throws SiteConfigError listing
 * every error at its line and column; returns the config with its warnings and notes.
 */
export function inspectConfig(file = configPath(), options: InspectOptions = {}): ConfigInspection {
  const shown = relative(process.cwd(), file) || file;
  const fileProblem = (message: string) => new SiteConfigError([{ file: shown, line: 1, column: 1, path: '', message, severity: 'error' }]);
  // What the file system refuses (a loop of links, no permission) is said, like any problem of the file.
  const unreadable = (error: unknown) => {
    const { code } = error as NodeJS.ErrnoException;
    if (typeof code !== 'string') return error;
    return fileProblem(
      code === 'ELOOP'
        ? 'The config is a link that leads back to itself (a loop of links): point SITE_CONFIG at the file itself'
        : `The config cannot be read (${code}): point SITE_CONFIG at a site config the build can read`,
    );
  };
  let stat: Stats | undefined;
  try {
    stat = statSync(file, { throwIfNoEntry: false });
  } catch (error) {
    throw unreadable(error);
  }
  if (!stat) throw fileProblem('Config file not found. Create it (copy site.config.yaml) or point SITE_CONFIG at it');
  if (!stat.isFile()) throw fileProblem('Not a file: point SITE_CONFIG at a site config such as site.config.yaml');
  // Refused before it is read: a file of gigabytes would otherwise be read whole first.
  if (stat.size > MAX_CONFIG_BYTES) throw fileProblem(tooLarge(stat.size));
  let source: Buffer;
  try {
    source = readFileSync(file);
  } catch (error) {
    throw unreadable(error);
  }
  return inspectConfigSource(source, shown, { ...options, configDir: dirname(file) });
}

/** The config `inspectConfig` validates, for a caller that needs nothing else of the inspection. */
export const loadSiteConfig = (file = configPath()): SiteConfig => inspectConfig(file).config;

export interface ParseOptions extends InspectOptions {
  /** The folder the config's file paths are relative to: the config file's own. */
  configDir?: string;
}

/** `inspectConfig` on the bytes or text of a config file, shown in messages as `shown`. */
export function inspectConfigSource(
  source: string | Uint8Array,
  shown: string,
  { configDir = dirname(resolve(shown)), buildDay: day }: ParseOptions = {},
): ConfigInspection {
  const fail = (problems: (YamlProblem | Finding)[]): never => {
    throw new SiteConfigError(
      problems
        .map((p): Finding => ({ file: shown, path: '', severity: 'error', ...p }))
        .sort((a, b) => a.line - b.line || a.column - b.column),
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
    // The reader's guard against alias bombs (aliases of groups that hold aliases, expanded again
    // and again) is its one ReferenceError here: unresolved aliases and bad merges were reported above.
    if (!(error instanceof ReferenceError)) throw error;
    const { line, col } = lines.linePos(firstAliasOffset(doc));
    return fail([
      {
        line,
        column: col,
        message:
          'Aliases expand to far more data than the file holds (the YAML reader stops alias bombs): write the values out, or use fewer aliases of aliases',
      },
    ]);
  }
  const placed =
    (severity: Severity): At =>
    (path, message, { key, suggestion } = {}) => ({
      file: shown,
      ...locate(doc, lines, path, key),
      path: dottedPath([...path, ...(key === undefined ? [] : [key])]),
      message,
      severity,
      ...(suggestion === undefined ? {} : { suggestion }),
    });
  const at = placed('error');
  const place = (found: readonly Found[], severity: Severity) =>
    found.map(({ path, message, suggestion }) => placed(severity)(path, message, { suggestion }));

  // As written in the file: YAML reads 0012 as the number 12, the hint must show 0012.
  const sourceAt = (path: readonly Key[]) => {
    const node = doc.getIn(path, true);
    return isScalar(node) ? (node.source ?? String(node.value)) : undefined;
  };
  const parsed = siteConfig.safeParse(raw);
  const issues = parsed.success ? [] : parsed.error.issues;
  const misreads = yamlMisreads(issues, raw, doc, lines, decoded.text, at);
  const problems = [...misreads.problems, ...explainIssues(misreads.rest, raw, at, sourceAt)];
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
  const late = place(
    [...assetFileProblems(config, configDir), ...pageAnchorProblems(config), ...siteContrastProblems(config), ...coverageProblems(config)],
    'error',
  );
  if (late.length) return fail(late);
  const languages = checkLanguages(raw, config, at, sourceAt);
  if (languages.problems.length) return fail(languages.problems);
  return {
    config: withStateNames(config),
    site: { data: raw, texts: languages.texts },
    // What the editor should know though the site builds, then what the engine derived from the
    // brand colours for its own components, so that nothing changes silently.
    findings: [...place(postingWarnings(config, day), 'warning'), ...place(derivedRoleNotes(config), 'note')],
    place,
  };
}

/**
 * Each language but the default, checked as the default was: its texts against the config's
 * (schema/languages.ts), then the config in its words against the schema, tokens and page ids
 * (a heading in Spanish makes a Spanish id). A problem of a translated text is placed at that
 * text, under the language's `texts`; any other names the language it was found in.
 */
function checkLanguages(
  raw: unknown,
  config: SiteConfig,
  at: At,
  sourceAt: (path: readonly Key[]) => string | undefined,
): { texts: Record<string, LanguageText[]>; problems: Finding[] } {
  const [defaultLanguage, ...others] = siteLanguages(config);
  const defaults = languageTexts(raw);
  const texts: Record<string, LanguageText[]> = {};
  const problems: Finding[] = [];
  others.forEach((language, n) => {
    const inTexts: Key[] = ['languages', n + 1, 'texts'];
    const checked = checkLanguageTexts(defaults, raw, valueAt(raw, inTexts), {
      language,
      defaultLanguage: defaultLanguage!.lang,
      at: inTexts,
    });
    problems.push(...checked.problems.map((p) => at(p.path, p.message)));
    if (checked.problems.length) return;
    texts[language.lang] = checked.texts;
    const translated = new Set(checked.texts.map((entry) => dottedPath(entry.path)));
    const atInLanguage: At = (path, message, more) =>
      translated.has(dottedPath(path)) ? at([...inTexts, ...path], message, more) : at(path, `In ${language.lang}: ${message}`, more);
    const data = withTexts(raw, checked.texts);
    const parsed = siteConfig.safeParse(data);
    if (!parsed.success) {
      problems.push(...explainIssues(parsed.error.issues, data, atInLanguage, sourceAt));
      return;
    }
    const resolved = resolveTokens(parsed.data);
    const later = resolved.problems.length ? resolved.problems : pageAnchorProblems(resolved.value);
    problems.push(...later.map((p) => atInLanguage(p.path, p.message)));
  });
  return { texts, problems };
}

/** The config `inspectConfigSource` validates (for tests of the schema's wording). */
export const parseSiteConfig = (source: string | Uint8Array, shown: string, options?: ParseOptions): SiteConfig =>
  inspectConfigSource(source, shown, options).config;

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
