/** One thing wrong with the config, located in the file so an editor can jump to it. */
export interface Problem {
  file: string;
  line: number;
  column: number;
  /** Dotted key path, such as `routes.0.sections.2.type`; empty for the file itself. */
  path: string;
  message: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.column}  ${p.path || '(file)'}  ${p.message}`;
}

export function formatProblems(problems: Problem[]): string {
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return `${problems.map(formatProblem).join('\n')}\n\n${count} in the site config; nothing was built.`;
}

export class SiteConfigError extends Error {
  constructor(readonly problems: Problem[]) {
    super(formatProblems(problems));
    this.name = 'SiteConfigError';
    // The located lines are the whole story: no stack of the loader's frames in logs and overlays.
    this.stack = `${this.name}: ${this.message}`;
  }
}
