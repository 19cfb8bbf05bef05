import { relative, resolve } from 'node:path';
import type { ConfigInspection } from '../config/loadSiteConfig.ts';
import { printable } from '../config/printable.ts';
import { formatFinding, isUsersToFix, SiteConfigError, UsageError, type Finding } from '../config/problem.ts';
import { siteLanguages } from '../config/languages/siteInLanguage.ts';
import { checkSiteConfig } from '../check/inspectSiteConfig.ts';
import { paletteChanged } from './paletteMemory.ts';
import { annotation, unplacedAnnotation } from './workflowCommands.ts';

/** What a command printed on each stream, and its exit code. */
export interface CommandRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CheckOptions {
  /**
   * When to print what the engine derived from the brand colours (the notes): `always` (the
   * default here, and `npm run check -- --colors`), or `when-changed`, only when the palette
   * changed since the last check of this config (./paletteMemory.ts: `npm run check`).
   */
  colors?: 'always' | 'when-changed';
  /** With `when-changed`: whether a config never checked before counts as changed (./paletteMemory.ts says when). */
  firstCheckCounts?: boolean;
  /** With `when-changed`: where the palettes are remembered (tests give their own). */
  memoryDir?: string;
  /** Also write each error and warning as a GitHub Actions workflow command on stdout (./workflowCommands.ts). */
  annotate?: boolean;
  /** The repository's root, to name files in the annotations by (GITHUB_WORKSPACE; the working folder unless given). */
  workspace?: string;
  /**
   * A language of the site (its tag, or its path prefix): list every text of it at its line, and
   * every one it lacks, for a translator (`npm run check -- --language es-US`).
   */
  language?: string;
}

const lines = (texts: string[]) => texts.map((text) => `${text}\n`).join('');

/**
 * The work and the words of `npm run check` for the config `file` and the files it names: what
 * it would print on stdout and stderr, and its exit code. ./check.ts prints it; tests call it in
 * their own process where the message is the point. A valid config is one line on stdout (the
 * notes before it when they are printed), its warnings on stderr; a config problem is exit 1
 * with its located lines; anything else is a bug and throws.
 */
export async function checkConfig(file: string, options: CheckOptions = {}): Promise<CommandRun> {
  const annotations = (findings: Finding[]) => (options.annotate ? findings.map((f) => annotation(f, options.workspace)) : []);
  try {
    const inspection = await checkSiteConfig(file);
    const { config, findings } = inspection;
    // The notes (what the engine derived) are information, on stdout; the warnings, which ask the person to act, on stderr.
    const notes = findings.filter((f) => f.severity === 'note');
    const warnings = findings.filter((f) => f.severity === 'warning');
    const sections = config.routes.reduce((n, route) => n + route.sections.length, 0);
    const warned = warnings.length ? `, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : '';
    // Asked even without notes: a palette that derives nothing is remembered too, and one that does later is a change.
    const shown = showNotes(file, config.theme.colors, notes, options) ? notes : [];
    const listed = options.language === undefined ? [] : textsOfLanguage(inspection, options.language);
    return {
      code: 0,
      stdout: lines([
        ...listed,
        ...shown.map(formatFinding),
        `${relative(process.cwd(), file) || file} is valid: ${config.routes.length} pages, ${sections} sections${warned}.`,
        ...annotations(warnings),
      ]),
      stderr: lines(warnings.map(formatFinding)),
    };
  } catch (error) {
    if (!isUsersToFix(error)) throw error;
    const commands =
      error instanceof SiteConfigError ? annotations(error.problems) : options.annotate ? [unplacedAnnotation(error.message)] : [];
    return { code: 1, stdout: lines(commands), stderr: lines([error.message]) };
  }
}

/**
 * Every text of the language `wanted` (a tag or a prefix of the site's), each at its line, then
 * how many there are and how many it lacks. A language the site does not have is a usage error.
 */
function textsOfLanguage(inspection: ConfigInspection, wanted: string): string[] {
  const languages = siteLanguages(inspection.config);
  const language = languages.find(({ lang, prefix }) => lang === wanted || (prefix && prefix === wanted));
  if (!language)
    throw new UsageError(
      `--language ${printable(wanted)}: this site's languages are ${languages.map(({ lang }) => lang).join(', ')}: name one of them`,
    );
  const texts = inspection.textsIn(language.lang);
  const missing = texts.filter((text) => text.severity === 'warning').length;
  const name = language.name ? `${language.lang} (${language.name})` : language.lang;
  return [...texts.map(formatFinding), `${name}: ${texts.length} texts, ${missing ? `${missing} not translated yet` : 'all translated'}.`];
}

/** Whether the notes are printed: always, or when the palette (the colours as written, and what was derived from them) changed. */
function showNotes(file: string, colors: unknown, notes: Finding[], options: CheckOptions): boolean {
  if (options.colors !== 'when-changed') return true;
  return paletteChanged({
    configFile: resolve(file),
    palette: { colors, derived: notes.map((note) => [note.path, note.message]) },
    firstCheckCounts: options.firstCheckCounts ?? false,
    ...(options.memoryDir ? { dir: options.memoryDir } : {}),
  });
}
