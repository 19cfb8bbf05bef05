import { printable, quoted } from './printable.ts';

/** One thing wrong with the config, located in the file so an editor can jump to it. */
export interface Problem {
  file: string;
  line: number;
  column: number;
  /** Dotted key path, such as `routes.0.sections.2.type`; empty for the file itself. */
  path: string;
  message: string;
}

/** A message is one line; longer ones (a list of known keys) are cut here, where nothing of the config can stretch them. */
const MESSAGE_LENGTH = 600;

/**
 * A key path as problems show it: `routes.0.title`. A key that is not a plain word (it holds a
 * dot, spaces or worse) is shown quoted and cut, `company["x y"]`, so the path stays one
 * unambiguous field of the line.
 */
export function dottedPath(keys: readonly (string | number)[]): string {
  return keys
    .map((key, i) => {
      if (typeof key === 'number' || /^(?:[\w-]+|<<)$/.test(key)) return `${i ? '.' : ''}${key}`;
      return `[${quoted(key.replace(/ {2,}/g, ' '), 40)}]`;
    })
    .join('');
}

/**
 * One problem as one line of output. Every part can hold text of the config (a key, a value,
 * the file name), so each is made printable and cut: a key holding a line break or an ANSI
 * escape cannot forge another line of CI output.
 */
export function formatProblem(p: Problem): string {
  const path = p.path ? printable(p.path) : '(file)';
  const message = printable(p.message);
  return `${printable(p.file)}:${p.line}:${p.column}  ${path}  ${message.length > MESSAGE_LENGTH ? `${message.slice(0, MESSAGE_LENGTH - 1)}…` : message}`;
}

/** A warning: located like a problem, but the config is still valid and the site builds. */
export const formatWarning = (p: Problem) => formatProblem({ ...p, message: `warning: ${p.message}` });

export function formatProblems(problems: Problem[]): string {
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return `${problems.map(formatProblem).join('\n')}\n\n${count} in the site config.`;
}

export class SiteConfigError extends Error {
  constructor(readonly problems: Problem[]) {
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
