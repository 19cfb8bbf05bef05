import { checkConfig } from './checkConfig.ts';
import { commandLine } from './commandLine.ts';
import { runCli } from './runCli.ts';

// `npm run check -- [carrier …]`: validate each carrier's config (its folder or its config
// file; else SITE_CONFIG or ./site.config.yaml) and the files it names, and say so.
await runCli(async () => {
  const { configFiles, help } = commandLine({ command: 'npm run check', carriers: 'many', options: {} });
  if (help) return;
  for (const file of configFiles) {
    const { code, stdout, stderr } = await checkConfig(file);
    process.stdout.write(stdout);
    process.stderr.write(stderr);
    process.exitCode = Math.max(Number(process.exitCode ?? 0), code);
  }
});
