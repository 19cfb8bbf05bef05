import { buildSite } from '../build/build.ts';
import { runCli } from '../build/cli.ts';
import { configPath } from '../config/loadSiteConfig.ts';
import { createServer } from './createServer.ts';
import { needsBuild } from './freshness.ts';

// `npm start`: build when dist/ is missing or stale, then serve it.
await runCli(async () => {
  const outDir = process.env.OUT_DIR || 'dist';
  const config = configPath();
  if (needsBuild(outDir, ['src', 'schema', 'public', config, 'package-lock.json'])) {
    console.log('Building the site…');
    await buildSite({ configFile: config, outDir });
  }
  const port = Number(process.env.PORT || 4173);
  const host = process.env.HOST || 'localhost';
  const server = createServer(outDir);
  server.listen(port, host, () => console.log(`Serving ${outDir}/ on http://${host}:${port}`));
});
