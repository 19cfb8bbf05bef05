import { configPath } from '../config/loadSiteConfig.ts';
import { checkConfig } from './checkConfig.ts';
import { runCli } from './runCli.ts';

// `npm run check`: validate site.config.yaml (or SITE_CONFIG) and the files it names, and say so.
await runCli(async () => {
  const { code, stdout, stderr } = await checkConfig(configPath());
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  process.exitCode = code;
});
