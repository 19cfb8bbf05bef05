import { relative } from 'node:path';
import { configPath, loadSiteConfig } from '../config/loadSiteConfig.ts';
import { runCli } from './runCli.ts';

// `npm run check`: validate site.config.yaml (or SITE_CONFIG) and say so.
await runCli(() => {
  const file = configPath();
  const config = loadSiteConfig(file);
  console.log(
    `${relative(process.cwd(), file)} is valid: ${config.routes.length} routes, ${config.routes.reduce((n, r) => n + r.sections.length, 0)} sections.`,
  );
});
