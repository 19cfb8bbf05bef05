import { configPath } from '../config/loadSiteConfig.ts';
import { projectPath } from '../serving/buildRecord.ts';
import { buildSite } from '../prerender/buildSite.ts';
import { runCli } from './runCli.ts';

// `npm run build`: validate, build the client, prerender every route into dist/ (or OUT_DIR).
await runCli(async () => {
  const started = performance.now();
  const config = configPath();
  const outDir = process.env.OUT_DIR || 'dist';
  const files = await buildSite({ configFile: config, outDir });
  console.log(`Prerendered ${files.join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`Wrote the site from ${projectPath(config)} to ${outDir.replace(/\/+$/, '')}/`);
});
