import { UsageError } from '../config/problem.ts';
import { checkConfig } from './checkConfig.ts';
import { commandLine } from './commandLine.ts';
import { runCli } from './runCli.ts';
import { inGitHubActions, unplacedAnnotation } from './workflowCommands.ts';

// `npm run check -- [carrier …] [--colors] [--language es-US]`: validate each carrier's config (its folder or its
// config file; else SITE_CONFIG or ./site.config.yaml) and the files it names. One line per
// valid config; the derived colours only when the palette changed since its last check, or
// with --colors; under GitHub Actions, each error and warning also as an annotation.
await runCli(async () => {
  const annotate = inGitHubActions();
  let line;
  try {
    line = commandLine({
      command: 'npm run check',
      carriers: 'many',
      options: {
        colors: { type: 'boolean', help: 'print the colours the engine derived from the brand colours, changed or not' },
        language: { type: 'string', help: 'list every text of this language (es-US, or its prefix es) at its line, and each one missing' },
      },
    });
  } catch (error) {
    // A carrier that is not there fails the step too: said on the run's summary as well.
    if (annotate && error instanceof UsageError) console.log(unplacedAnnotation(error.message));
    throw error;
  }
  if (line.help) return;
  // `npm run check --colors` (without `--`) reaches the script as npm_config_colors, not as an argument.
  const colors = line.values.colors || process.env.npm_config_colors === 'true';
  for (const file of line.configFiles) {
    const { code, stdout, stderr } = await checkConfig(file, {
      colors: colors ? 'always' : 'when-changed',
      firstCheckCounts: Boolean(process.stdout.isTTY) && !process.env.CI,
      annotate,
      ...(typeof line.values.language === 'string' ? { language: line.values.language } : {}),
    });
    process.stdout.write(stdout);
    process.stderr.write(stderr);
    process.exitCode = Math.max(Number(process.exitCode ?? 0), code);
  }
});
