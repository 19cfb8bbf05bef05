import { checkConfig } from './checkConfig.ts';
import { commandLine } from './commandLine.ts';
import { runCli } from './runCli.ts';

// `npm run check -- [carrier …] [--colors]`: validate each carrier's config (its folder or its
// config file; else SITE_CONFIG or ./site.config.yaml) and the files it names. One line per
// valid config; the derived colours only when the palette changed since its last check, or
// with --colors.
await runCli(async () => {
  const line = commandLine({
    command: 'npm run check',
    carriers: 'many',
    options: { colors: { type: 'boolean', help: 'print the colours the engine derived from the brand colours, changed or not' } },
  });
  if (line.help) return;
  // `npm run check --colors` (without `--`) reaches the script as npm_config_colors, not as an argument.
  const colors = line.values.colors || process.env.npm_config_colors === 'true';
  for (const file of line.configFiles) {
    const { code, stdout, stderr } = await checkConfig(file, {
      colors: colors ? 'always' : 'when-changed',
      firstCheckCounts: Boolean(process.stdout.isTTY) && !process.env.CI,
    });
    process.stdout.write(stdout);
    process.stderr.write(stderr);
    process.exitCode = Math.max(Number(process.exitCode ?? 0), code);
  }
});
