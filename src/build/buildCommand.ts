import { configPath } from '../config/loadSiteConfig.ts';
import { buildSite } from './build.ts';
import { runCli } from './cli.ts';

// `npm run build`: validate, build the client, prerender every route into dist/ (or OUT_DIR).
await runCli(async () => {
  const started = performance.now();
  const files = await buildSite({ configFile: configPath(), outDir: process.env.OUT_DIR || 'dist' });
  console.log(`Prerendered ${files.join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
});
