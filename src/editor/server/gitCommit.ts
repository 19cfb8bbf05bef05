import { execFileSync } from 'node:child_process';
import { basename, dirname } from 'node:path';

/**
 * The editor's one use of git: committing the config it saved, and only it, with the person's
 * message. git is run as a program with its arguments (never through a shell), in the config's
 * folder; a machine without git, or a folder outside a checkout, simply has no commit option.
 */

/** Whether `file` is in a git checkout (and git is there to commit it). */
export function inGitCheckout(file: string): boolean {
  try {
    return git(dirname(file), ['rev-parse', '--is-inside-work-tree']).trim() === 'true';
  } catch {
    return false;
  }
}

/**
 * Commits `file` as it is on disk with `message`, leaving anything else staged as it was:
 * `{ ok: true }`, or what git said when it could not (no name and email set, a hook refusing),
 * in its own first lines.
 */
export function commitFile(file: string, message: string): { ok: true } | { ok: false; message: string } {
  const cwd = dirname(file);
  const name = basename(file);
  try {
    git(cwd, ['add', '--', name]);
    // A path given to commit commits that path only, whatever else is staged.
    git(cwd, ['commit', '--quiet', '-m', message, '--', name]);
    return { ok: true };
  } catch (error) {
    const said = String((error as { stderr?: Buffer | string }).stderr ?? (error as Error).message)
      .trim()
      .split('\n')
      .slice(0, 3)
      .join(' ');
    return { ok: false, message: said };
  }
}

const git = (cwd: string, args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 30_000,
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
  });
