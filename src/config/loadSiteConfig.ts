import { readFileSync, statSync, type Stats } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument, visit, type Document } from 'yaml';
import { siteConfig, type SiteConfig } from '../../schema/index.ts';
import type { Key } from '../../schema/keyPath.ts';
import { assetFileProblems } from './files/assetFiles.ts';
import {
  declaredLanguages,
  groupsWithoutDefault,
  inLanguage,
  isLanguageNeutral,
  isTranslations,
  languageTexts,
  pathInFile,
  strayTranslations,
  translationProblems,
  untranslated,
  untranslatedItems,
  type DeclaredLanguages,
  type LanguageText,
} from './languages/languageTexts.ts';
import { placeName } from './read/placeNames.ts';
import { excerpt, quoted } from './printable.ts';
import { locate } from './read/locate.ts';
import { pageAnchorProblems } from './rules/pageAnchors.ts';
import { coverageProblems } from './rules/coverageProblems.ts';
import { derivedRoleNotes, siteContrastProblems } from './rules/contrast.ts';
import { postingWarnings } from './rules/postingWarnings.ts';
import { exampleCarrier, exampleLeftovers } from './rules/exampleLeftovers.ts';
import { holdsToDo } from './rules/toDo.ts';
import { dottedPath, SiteConfigError, type Finding, type Found, type Severity } from './problem.ts';
import { siteLanguages, withStateNames, type MultilingualConfig } from './languages/siteInLanguage.ts';
import { resolveTokens } from './read/tokens.ts';
import { decodeConfig, MAX_CONFIG_BYTES, tooLarge, unreadableConfig, withLineFeeds } from './read/configSource.ts';
import { MAX_ALIAS_COUNT, yamlHazards, yamlMisreads, yamlSyntaxProblems, type YamlProblem } from './read/yamlMistakes.ts';
import { valueAt } from './read/knownKeys.ts';
import { explainIssues, type At } from './read/zodIssues.ts';

/** A valid config, with what its checks found besides errors, placed in its file. */
export interface ConfigInspection {
  /** The site in its default language. */
  config: SiteConfig;
  /** The site in every language it declares: src/config/languages/siteInLanguage.ts makes each language's config from it. */
  site: MultilingualConfig;
  /** The warnings and notes, in the order they are printed; errors are thrown (SiteConfigError). */
  findings: Finding[];
  /**
   * Places what a later check of this config found (the media pipeline's, src/media/siteMedia.ts)
   * in the same parse of the file, as the inspection placed its own.
   */
  place(found: readonly Found[], severity: Severity): Finding[];
  /**
   * Every text of the site in the language `lang`, at its line, in the order of the file: each
   * written one as a note, each one it lacks (and shows in the default language) as a warning.
   * What `npm run check -- --language es-US` lists for a translator.
   */
  textsIn(lang: string): Finding[];
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
export function inspectConfig(file: string, options: InspectOptions = {}): ConfigInspection {
  const shown = relative(process.cwd(), file) || file;
  const fileProblem = (message: string) => new SiteConfigError([{ file: shown, line: 1, column: 1, path: '', message, severity: 'error' }]);
  // What the file system refuses (a loop of links, no permission) is said, like any problem of the file.
  const unreadable = (error: unknown) => {
    const { code } = error as NodeJS.ErrnoException;
    if (typeof code !== 'string') return error;
    return fileProblem(unreadableConfig(code));
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
export const loadSiteConfig = (file: string): SiteConfig => inspectConfig(file).config;

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
  const languages = declaredLanguages(raw);
  const defaultTag = languages.tags[0];
  // The config in its default language: what the schema checks, and what places are named from.
  const data = defaultTag ? inLanguage(raw, defaultTag, languages) : raw;
  const inFile =
    (severity: Severity) =>
    (path: readonly Key[], message: string, { key, suggestion }: { key?: string; suggestion?: string } = {}): Finding => {
      const place = placeName(
        data,
        path.filter((k) => !languages.tags.includes(k as string)),
      );
      return {
        file: shown,
        ...locate(doc, lines, path, key),
        path: dottedPath([...path, ...(key === undefined ? [] : [key])]),
        message,
        severity,
        ...(suggestion === undefined ? {} : { suggestion }),
        ...(place === undefined ? {} : { place }),
      };
    };
  /** Places what a check of the config in `lang` found, at the text of that language it is about (or the default's it falls back to). */
  const placedIn =
    (lang: string | undefined, severity: Severity): At =>
    (path, message, more) =>
      inFile(severity)(lang ? pathInFile(raw, path, lang, languages) : [...path], message, more);
  const at = placedIn(defaultTag, 'error');
  const place = (found: readonly Found[], severity: Severity) =>
    found.map(({ path, message, suggestion }) => placedIn(defaultTag, severity)(path, message, { suggestion }));

  // As written in the file: YAML reads 0012 as the number 12, the hint must show 0012.
  const sourceIn = (lang: string | undefined) => (path: readonly Key[]) => {
    const node = doc.getIn(lang ? pathInFile(raw, path, lang, languages) : [...path], true);
    return isScalar(node) ? (node.source ?? String(node.value)) : undefined;
  };
  const withoutDefault = groupsWithoutDefault(raw, languages).map((p) => inFile('error')(p.path, p.message));
  if (withoutDefault.length) return fail(withoutDefault);
  const parsed = siteConfig.safeParse(data);
  const issues = parsed.success ? [] : parsed.error.issues;
  const misreads = yamlMisreads(issues, data, doc, lines, decoded.text, at);
  const problems = [...misreads.problems, ...explainIssues(misreads.rest, data, at, sourceIn(defaultTag))];
  // A token naming a value the schema already reported (missing, misspelled) is an echo of that problem.
  const reported = issues.filter((issue) => issue.code !== 'unrecognized_keys').map((issue) => issue.path.join('.'));
  const echoes = (token: string) => reported.some((path) => path && (token === path || token.startsWith(`${path}.`)));
  problems.push(
    ...resolveTokens(data)
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
  const texts = languageTexts(data);
  const translations = translationProblems(raw, texts, languages).map((p) => inFile('error')(p.path, p.message, p));
  if (translations.length) return fail(translations);
  const others = siteLanguages(config).slice(1);
  const inOthers = others.flatMap(({ lang }) => checkLanguage(raw, lang, languages, placedIn, sourceIn(lang)));
  if (inOthers.length) return fail(inOthers);
  return {
    config: withStateNames(config),
    site: { data: raw },
    // What the editor should know though the site builds (first, what is left of the example), then
    // what the engine derived from the brand colours for its own components, so that nothing
    // changes silently.
    findings: [
      ...exampleLeftovers(raw, languages, exampleCarrier()).map((p) => inFile('warning')(p.path, p.message)),
      ...strayTranslations(raw, languages).map((p) => inFile('warning')(p.path, p.message, p)),
      // A placeholder is warned about as one (above): it is translated once it is written.
      ...others.flatMap(({ lang }) =>
        untranslatedWarnings(
          raw,
          texts.filter(({ text }) => !holdsToDo(text)),
          lang,
          languages,
          inFile('warning'),
        ),
      ),
      ...place(postingWarnings(config, day), 'warning'),
      ...place(derivedRoleNotes(config), 'note'),
    ],
    place,
    textsIn: (lang) => {
      const missing = new Set(untranslated(raw, texts, lang, languages).map((entry) => dottedPath(entry.path)));
      const inThatLanguage = inLanguage(raw, lang, languages);
      return texts
        .filter((entry) => lang === defaultTag || !isLanguageNeutral(entry.text))
        .map(({ path, text }) =>
          missing.has(dottedPath(path))
            ? placedIn(lang, 'warning')(path, `No ${languages.named(lang)} text yet: its pages show ${quoted(text)}`)
            : placedIn(lang, 'note')(path, quoted(valueAt(inThatLanguage, path) as string)),
        );
    },
  };
}

/**
 * A language but the default, checked as the default was: the config in its words against the
 * schema, tokens and page ids (a heading in Spanish makes a Spanish id). A problem of a
 * translated text is placed at that text; any other names the language it was found in.
 */
function checkLanguage(
  raw: unknown,
  lang: string,
  languages: DeclaredLanguages,
  placedIn: (lang: string, severity: Severity) => At,
  sourceAt: (path: readonly Key[]) => string | undefined,
): Finding[] {
  const atText = placedIn(lang, 'error');
  const at: At = (path, message, more) => {
    const translated = pathInFile(raw, path, lang, languages).includes(lang);
    return atText(path, translated ? message : `In ${languages.named(lang)}: ${message}`, more);
  };
  const data = inLanguage(raw, lang, languages);
  const parsed = siteConfig.safeParse(data);
  if (!parsed.success) return explainIssues(parsed.error.issues, data, at, sourceAt);
  const resolved = resolveTokens(parsed.data);
  const later = resolved.problems.length ? resolved.problems : pageAnchorProblems(resolved.value);
  return later.map((p) => at(p.path, p.message));
}

/**
 * The texts a language does not write in its own words yet, one warning per item (a new posting
 * is one warning, not one per field), each saying what its pages show instead.
 */
function untranslatedWarnings(
  raw: unknown,
  texts: readonly LanguageText[],
  lang: string,
  languages: DeclaredLanguages,
  warn: (path: readonly Key[], message: string) => Finding,
): Finding[] {
  const missing = untranslated(raw, texts, lang, languages);
  if (!missing.length) return [];
  const [defaultTag] = languages.tags;
  const language = languages.named(lang);
  const shown = `show in ${languages.named(defaultTag!)} on the ${lang} pages`;
  const lister = `npm run check -- --language ${lang} lists them`;
  if (missing.length === texts.filter((entry) => !isLanguageNeutral(entry.text)).length)
    return [
      warn(
        ['languages', languages.tags.indexOf(lang)],
        `No ${lang} texts yet: they all ${shown}. To translate, write each text as "${defaultTag}: …" and "${lang}: …" under its key (${lister})`,
      ),
    ];
  const grouped = (path: readonly Key[]) => isTranslations(valueAt(raw, path), languages.tags);
  return untranslatedItems(texts, missing).map(({ path, texts: left }) => {
    const [only] = left;
    if (left.length === 1 && dottedPath(only!.path) === dottedPath(path)) {
      const write = grouped(path)
        ? `add a line "${lang}: …" under it`
        : `write it as two lines under its key, "${defaultTag}: ${excerpt(only!.text, 30)}" and "${lang}: …"`;
      return warn(path, `No ${language} text yet: its ${lang} pages show ${quoted(only!.text)}. To translate it, ${write}`);
    }
    const write = left.every((text) => grouped(text.path))
      ? `add "${lang}: …" under each "${defaultTag}: …"`
      : `write each text as "${defaultTag}: …" and "${lang}: …" under its key`;
    return warn(path, `No ${language} texts yet: its ${left.length} texts ${shown}. To translate, ${write} (${lister})`);
  });
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
