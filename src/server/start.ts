import { buildSite } from '../build/build.ts';
import { runCli } from '../build/cli.ts';
import { configPath } from '../config/loadSiteConfig.ts';
import { createServer } from './createServer.ts';
import { needsBuild } from './freshness.ts';
import { listen, listenAddress, stopOnSignals } from './lifecycle.ts';
import { LIMITS } from './policy.ts';

// `npm start`: build when dist/ is missing or stale (SKIP_BUILD=1: never), then serve it on
// HOST:PORT with one access-log line per request on stdout, until SIGTERM or SIGINT.
await runCli(async () => {
  const outDir = process.env.OUT_DIR || 'dist';
  const config = configPath();
  const { host, port } = listenAddress();
  if (process.env.SKIP_BUILD !== '1' && needsBuild(outDir, ['src', 'schema', 'public', config, 'package-lock.json'])) {
    console.log('Building the site…');
    await buildSite({ configFile: config, outDir });
  }
  const server = createServer(outDir, { log: (line) => process.stdout.write(`${line}\n`) });
  const address = await listen(server, port, host);
  console.log(`Serving ${outDir}/ on http://${host}:${address.port}`);
  stopOnSignals(server, { graceMs: LIMITS.shutdownGraceMs, log: (line) => console.log(line) });
});
