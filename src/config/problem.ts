import type { Key, KeyPath } from '../../schema/keyPath.ts';
import { printable, quoted } from './printable.ts';

/**
 * How much a finding matters: an `error` stops the check and the build, a `warning` does not
 * (the site builds, the editor should know), a `note` says what the engine did on its own
 * (a colour it derived), so that nothing changes silently.
 */
export type Severity = 'error' | 'warning' | 'note';

/**
 * What any check of a config finds (its shape, across its keys, the files it names, contrast,
 * postings), located in the file so an editor can jump to it. The one form every rule's
 * output takes, once placed (inspectConfig in src/config/loadSiteConfig.ts).
 */
export interface Finding {
  file: string;
  line: number;
  column: number;
  /** Dotted key path, such as `routes.0.sections.2.type`; empty for the file itself. */
  path: string;
  message: string;
  severity: Severity;
  /** The value the editor most likely meant (a known key or value near the one written), already named in the message. */
  suggestion?: string;
  /**
   * Where it is as a person reads the site (`page /drivers › section 3 (jobs "Driver Jobs") › title`,
   * src/config/read/placeNames.ts), for a path through a list; printed before the message.
   */
  place?: string;
}

/** What a rule finds, before it is placed in the file: the key it is about and what to say there. */
export type Found = Pick<Finding, 'message' | 'suggestion'> & { path: KeyPath };

/** A message is one line; longer ones (a list of known keys) are cut here, where nothing of the config can stretch them. */
const MESSAGE_LENGTH = 600;

/**
 * A key path as problems show it: `routes.0.title`. A key that is not a plain word (it holds a
 * dot, spaces or worse) is shown quoted and cut, `company["x y"]`, so the path stays one
 * unambiguous field of the line.
 */
export function dottedPath(keys: readonly Key[]): string {
  return keys
    .map((key, i) => {
      if (typeof key === 'number' || /^(?:[\w-]+|<<)$/.test(key)) return `${i ? '.' : ''}${key}`;
      return `[${quoted(key.replace(/ {2,}/g, ' '), 40)}]`;
    })
    .join('');
}

/** A finding's message led by where it is as a person reads the site (`page / › section 2 (about …): …`), where it has such a place. */
export const placedMessage = ({ place, message }: Pick<Finding, 'place' | 'message'>) => (place ? `${place}: ${message}` : message);

/**
 * One finding as one line of output, a warning's message led by `warning: ` (a note's says
 * `derived:` itself). Every part can hold text of the config (a key, a value, the file name),
 * so each is made printable and cut: a key holding a line break or an ANSI escape cannot
 * forge another line of CI output.
 */
export function formatFinding(f: Finding): string {
  const path = f.path ? printable(f.path) : '(file)';
  const said = placedMessage(f);
  const message = printable(f.severity === 'warning' ? `warning: ${said}` : said);
  return `${printable(f.file)}:${f.line}:${f.column}  ${path}  ${message.length > MESSAGE_LENGTH ? `${message.slice(0, MESSAGE_LENGTH - 1)}…` : message}`;
}

export function formatProblems(problems: Finding[]): string {
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return `${problems.map(formatFinding).join('\n')}\n\n${count} in the site config.`;
}

/** The error findings of a config, thrown: the config cannot be used. */
export class SiteConfigError extends Error {
  constructor(readonly problems: Finding[]) {
    super(formatProblems(problems));
    this.name = 'SiteConfigError';
    // The located lines are the whole story: no stack of the loader's frames in logs and overlays.
    this.stack = `${this.name}: ${this.message}`;
  }
}

/**
 * A problem the person running a command can fix (a folder that was never built, an output
 * folder that holds the project): printed as its message alone, like a config problem. Any
 * other error is a bug and keeps its stack.
 */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A problem the person running a command can fix (a config problem, a usage problem): what is printed of it is its message alone. */
export const isUsersToFix = (error: unknown): error is SiteConfigError | UsageError =>
  error instanceof SiteConfigError || error instanceof UsageError;
