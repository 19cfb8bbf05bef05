import { relative } from 'node:path';
import { formatFinding, isUsersToFix } from '../config/problem.ts';
import { checkSiteConfig } from '../media/inspectSiteConfig.ts';

/** What a command printed on each stream, and its exit code. */
export interface CommandRun {
  code: number;
  stdout: string;
  stderr: string;
}

const lines = (texts: string[]) => texts.map((text) => `${text}\n`).join('');

/**
 * The work and the words of `npm run check` for the config `file` and the files it names: what
 * it would print on stdout and stderr, and its exit code. ./check.ts prints it; tests call it in
 * their own process where the message is the point. A config problem is exit 1 with its located
 * lines; anything else is a bug and throws.
 */
export async function checkConfig(file: string): Promise<CommandRun> {
  try {
    const { config, findings } = await checkSiteConfig(file);
    // The notes (what the engine derived) are information, on stdout; the warnings on stderr.
    const notes = findings.filter((f) => f.severity === 'note');
    const warnings = findings.filter((f) => f.severity === 'warning');
    const sections = config.routes.reduce((n, route) => n + route.sections.length, 0);
    const warned = warnings.length ? `, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : '';
    return {
      code: 0,
      stdout: lines([
        ...notes.map(formatFinding),
        `${relative(process.cwd(), file)} is valid: ${config.routes.length} pages, ${sections} sections${warned}.`,
      ]),
      stderr: lines(warnings.map(formatFinding)),
    };
  } catch (error) {
    if (isUsersToFix(error)) return { code: 1, stdout: '', stderr: lines([error.message]) };
    throw error;
  }
}
