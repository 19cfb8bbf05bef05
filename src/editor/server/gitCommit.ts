import { execFileSync } from 'node:child_process';
import { basename, dirname, relative } from 'node:path';

/**
 * The editor's one use of git: committing a save (the config, and the files it names that are not
 * committed yet) with the person's message. git is run as a program with its arguments (never
 * through a shell), in the config's folder, every path taken literally (a file the config names is
 * the carrier's text, not a pattern); a machine without git, or a folder outside a checkout,
 * simply has no commit option.
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
 * Commits the saved config `file` with `message`, together with each of `namedFiles` (the files
 * the saved config names) that is new or changed and not ignored: a photo uploaded for this save
 * goes with the config that names it, so a push never gives CI a config whose photo is missing.
 * Anything else staged stays staged, out of the commit. `{ ok: true, files }` (the paths
 * committed, relative to the config's folder), or what git said when it could not (no name and
 * email set, a hook refusing), in its own first lines. `author` (the person signed in to the
 * hosted editor) authors and commits it; else git's own settings do. `alsoCommitted`: files
 * committed as the checkout has them, removed ones included (an undo's uploads put back).
 */
export function commitSave(
  file: string,
  namedFiles: readonly string[],
  message: string,
  author?: { name: string; email: string },
  alsoCommitted: readonly string[] = [],
): { ok: true; files: string[] } | { ok: false; message: string } {
  const cwd = dirname(file);
  try {
    const files = [basename(file), ...new Set([...uncommittedFiles(cwd, namedFiles), ...alsoCommitted.map((path) => relative(cwd, path))])];
    // `--all` within the paths: a file removed is staged as removed.
    git(cwd, ['add', '--all', '--', ...files]);
    // Paths given to commit commit those paths only, whatever else is staged.
    const by = author ? [`--author=${author.name} <${author.email}>`] : [];
    const committer: Record<string, string> = author ? { GIT_COMMITTER_NAME: author.name, GIT_COMMITTER_EMAIL: author.email } : {};
    git(cwd, ['commit', '--quiet', ...by, '-m', message, '--', ...files], committer);
    return { ok: true, files };
  } catch (error) {
    const said = String((error as { stderr?: Buffer | string }).stderr ?? (error as Error).message)
      .trim()
      .split('\n')
      .slice(0, 3)
      .join(' ');
    return { ok: false, message: said };
  }
}

/**
 * Which of `files` (absolute paths) git has not committed as they are in the checkout of `cwd`:
 * new or changed, and not ignored; relative to `cwd`. What a save commits besides its config.
 * Throws what git said where it cannot tell (no checkout, no git).
 */
export function uncommittedFiles(cwd: string, files: readonly string[]): string[] {
  const named = files.map((path) => relative(cwd, path));
  if (!named.length) return [];
  return git(cwd, ['ls-files', '-z', '--others', '--modified', '--exclude-standard', '--', ...named])
    .split('\0')
    .filter(Boolean);
}

const git = (cwd: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 30_000,
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_LITERAL_PATHSPECS: '1', ...env },
  });
