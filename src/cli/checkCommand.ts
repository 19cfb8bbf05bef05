import { isUsersToFix, UsageError } from '../config/problem.ts';
import { checkConfig } from './checkConfig.ts';
import { commandLine } from './commandLine.ts';
import { inGitHubActions, unplacedAnnotation } from './workflowCommands.ts';

/** Where the command writes: the process's streams (./check.ts), or a test's own collectors. */
export interface CommandOutput {
  stdout(text: string): void;
  stderr(text: string): void;
}

/**
 * `npm run check -- [carrier …] [--colors] [--language es-US]`, given its arguments and
 * environment: validates each carrier's config (its folder or its config file; else SITE_CONFIG
 * or ./site.config.yaml) and the files it names, writes what it finds, and returns the exit
 * code. One line per valid config; the derived colours only when the palette changed since its
 * last check, or with --colors; under GitHub Actions, each error and warning also as an
 * annotation. `terminal`: whether its output is a person's terminal (a first check counts as a
 * change of palette there, never in CI). ./check.ts runs it on the process's own; tests run it
 * in their process where what it writes is the point.
 */
export async function checkCommand(args: string[], env: NodeJS.ProcessEnv, terminal: boolean, output: CommandOutput): Promise<number> {
  const annotate = inGitHubActions(env);
  let line;
  try {
    line = commandLine(
      {
        command: 'npm run check',
        carriers: 'many',
        options: {
          colors: { type: 'boolean', help: 'print the colours the engine derived from the brand colours, changed or not' },
          language: {
            type: 'string',
            help: 'list every text of this language (es-US, or its prefix es) at its line, and each one missing',
          },
        },
      },
      args,
      env,
    );
  } catch (error) {
    if (!isUsersToFix(error)) throw error;
    // A carrier that is not there fails the step too: said on the run's summary as well.
    if (annotate && error instanceof UsageError) output.stdout(`${unplacedAnnotation(error.message)}\n`);
    output.stderr(`${error.message}\n`);
    return 1;
  }
  if (line.help) return 0;
  // `npm run check --colors` (without `--`) reaches the script as npm_config_colors, not as an argument.
  const colors = line.values.colors || env.npm_config_colors === 'true';
  let code = 0;
  for (const file of line.configFiles) {
    const run = await checkConfig(file, {
      colors: colors ? 'always' : 'when-changed',
      firstCheckCounts: terminal && !env.CI,
      annotate,
      ...(env.GITHUB_WORKSPACE ? { workspace: env.GITHUB_WORKSPACE } : {}),
      ...(typeof line.values.language === 'string' ? { language: line.values.language } : {}),
    });
    output.stdout(run.stdout);
    output.stderr(run.stderr);
    code = Math.max(code, run.code);
  }
  return code;
}
