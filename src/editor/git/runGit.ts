import { execFile } from 'node:child_process';

/**
 * git run as a program with its arguments (never through a shell), every path taken literally,
 * never asking for a password on a terminal; asynchronously, so that the editor answers other
 * requests while a push waits on the network. A failure is a GitFailure with git's own words.
 */
export class GitFailure extends Error {
  constructor(
    /** git's first lines on its error output, or why it did not run. */
    readonly said: string,
  ) {
    super(said);
  }
}

export interface GitOptions {
  /** Given on git's input. */
  input?: string | Buffer;
  /** Added to the environment (an author, a temporary index). */
  env?: Record<string, string>;
}

/** How long one git command may take: a push or fetch on a slow network, never for ever. */
const GIT_TIMEOUT_MS = 60_000;

export function runGit(cwd: string, args: readonly string[], { input, env = {} }: GitOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      args,
      {
        cwd,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        timeout: GIT_TIMEOUT_MS,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_LITERAL_PATHSPECS: '1', LC_ALL: 'C', ...env },
      },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        // A remote's URL may carry a token (https://user:token@host/…): never part of what is said, which reaches the page.
        const said = (stderr || error.message)
          .replace(/\/\/[^/@\s]+@/g, '//')
          .trim()
          .split('\n')
          .slice(0, 4)
          .join(' ');
        reject(new GitFailure(said));
      },
    );
    child.stdin?.end(input);
  });
}

/** Whether git succeeds: for the questions git answers with its exit code (is-ancestor, a ref there). */
export const gitSays = (cwd: string, args: readonly string[]) =>
  runGit(cwd, args).then(
    () => true,
    (error: unknown) => {
      if (error instanceof GitFailure) return false;
      throw error;
    },
  );
