import { configPath } from '../config/loadSiteConfig.ts';
import { buildDay } from '../config/buildDay.ts';
import { projectPath } from '../serving/buildRecord.ts';
import { buildSite } from '../prerender/buildSite.ts';
import { runCli } from './runCli.ts';

// `npm run build`: validate, build the client, prerender every route into dist/ (or OUT_DIR), as
// on the build day (today, or BUILD_DAY for a reproducible build).
await runCli(async () => {
  const started = performance.now();
  const config = configPath();
  const outDir = process.env.OUT_DIR || 'dist';
  const day = buildDay();
  const files = await buildSite({ configFile: config, outDir, buildDay: day });
  console.log(`Prerendered ${files.join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`Wrote the site from ${projectPath(config)} to ${outDir.replace(/\/+$/, '')}/ (build day ${day})`);
});
