import { relative } from 'node:path';
import { loadSiteConfig, locateInConfig } from '../config/loadSiteConfig.ts';
import { postingWarnings } from '../config/postingWarnings.ts';
import { formatProblem, formatWarning, SiteConfigError, UsageError } from '../config/problem.ts';
import { derivedRoleNotes } from '../config/contrast.ts';

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
    const config = loadSiteConfig(file);
    // Decodes every photo, logo and font (and encodes them, into the cache the build then reads).
    // Loaded only for a valid config: the image, SVG and font libraries take a second to start.
    const { siteMedia } = await import('../media/siteMedia.ts');
    const warnings = [...(await siteMedia(config, file)).warnings, ...locateInConfig(file, postingWarnings(config))];
    // What the engine derived from the brand colours for its own components, so nothing changes silently.
    const notes = locateInConfig(file, derivedRoleNotes(config)).map(formatProblem);
    const sections = config.routes.reduce((n, route) => n + route.sections.length, 0);
    const warned = warnings.length ? `, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : '';
    return {
      code: 0,
      stdout: lines([...notes, `${relative(process.cwd(), file)} is valid: ${config.routes.length} pages, ${sections} sections${warned}.`]),
      stderr: lines(warnings.map(formatWarning)),
    };
  } catch (error) {
    if (error instanceof SiteConfigError || error instanceof UsageError) return { code: 1, stdout: '', stderr: lines([error.message]) };
    throw error;
  }
}
