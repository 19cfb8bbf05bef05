import { isAbsolute, relative, resolve, sep } from 'node:path';
import { printable } from '../config/printable.ts';
import { placedMessage, type Finding } from '../config/problem.ts';

/**
 * GitHub Actions workflow commands (docs.github.com, "Workflow commands for GitHub Actions"):
 * a line `::error file=…,line=…,col=…,title=…::message` on standard output becomes an
 * annotation on that line of the file in the pull request. Escaped as GitHub's own toolkit
 * escapes them (@actions/core's command.ts), so that a `%`, a line break, or a `:` or `,` in
 * a file name or a key cannot end a property or the command early.
 */

/** The escaping of a command's message. */
export const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/** The escaping of a property's value, which `:` and `,` would end. */
export const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** Whether the command runs as a step of a GitHub Actions workflow. */
export const inGitHubActions = (env: NodeJS.ProcessEnv = process.env) => env.GITHUB_ACTIONS === 'true';

/**
 * The workflow command of an error or a warning of a config: at its file (relative to the
 * repository's root, GITHUB_WORKSPACE, as GitHub names files), line and column, titled with the
 * key it is about; the message is the one the check prints, led by the place a person reads
 * (`page / › section 5 (fleet …) › image › src: …`), made printable the same way.
 */
export function annotation(finding: Finding, workspace = process.env.GITHUB_WORKSPACE || process.cwd()): string {
  const file = resolve(finding.file);
  const inRepository = relative(workspace, file);
  const name = inRepository && !inRepository.startsWith(`..${sep}`) && !isAbsolute(inRepository) ? inRepository : file;
  const properties = {
    file: name.split(sep).join('/'),
    line: String(finding.line),
    col: String(finding.column),
    title: finding.path ? `site config: ${finding.path}` : 'site config file',
  };
  const listed = Object.entries(properties)
    .map(([key, value]) => `${key}=${escapeProperty(value)}`)
    .join(',');
  return `::${finding.severity === 'error' ? 'error' : 'warning'} ${listed}::${escapeData(printable(placedMessage(finding)))}`;
}

/** The workflow command of a problem that has no place in a file (a usage error): shown on the run's summary. */
export const unplacedAnnotation = (message: string) => `::error title=npm run check::${escapeData(message)}`;
