import { commandLine } from './commandLine.ts';
import { runCli } from './runCli.ts';
import { buildDay } from '../config/buildDay.ts';
import { carrierOutDir } from '../config/carrierConfig.ts';
import { requireBuildRecord, shortHash } from '../hosting/buildRecord.ts';
import { createServer } from '../server/createServer.ts';
import { freshness } from '../server/freshness.ts';
import { batchedLines } from '../server/batchedLines.ts';
import { listen, listenAddress, stopOnSignals } from '../server/lifecycle.ts';
import { LIMITS } from '../hosting/policy.ts';

// `npm start -- [carrier]`: build when the carrier's dist/ (beside its config, or OUT_DIR) was
// not built from its current config and sources, or shows open a posting that has closed by the
// build day (today, or BUILD_DAY) (SKIP_BUILD=1: never, only warn), then serve it with the policy
// of its build record on HOST:PORT, with one access-log line per request on stdout, until
// SIGTERM or SIGINT.
await runCli(async () => {
  const { configFiles, help } = commandLine({ command: 'npm start', carriers: 'one', options: {} });
  if (help) return;
  const [config] = configFiles as [string];
  const outDir = carrierOutDir(config);
  const { host, port } = listenAddress();
  const skipBuild = process.env.SKIP_BUILD === '1';
  const day = buildDay();
  if (!skipBuild) {
    const fresh = freshness(outDir, config, { day });
    if (fresh.stale) {
      console.log(`Building the site: ${fresh.reason}`);
      // Imported only to build: serving a built folder loads none of the build pipeline (Vite,
      // React, sharp…), so the server listens in a fraction of a second and a fraction of the memory.
      const { buildSite } = await import('../prerender/buildSite.ts');
      await buildSite({ configFile: config, outDir, buildDay: day });
    }
  }
  const record = requireBuildRecord(outDir);
  if (skipBuild) {
    const fresh = freshness(outDir, config, { day });
    if (fresh.stale) console.warn(`Warning: ${fresh.reason}; serving it as it is (SKIP_BUILD=1)`);
  }
  // The access log and the lines about stopping share one batched output, in the order they happen.
  const log = batchedLines((text) => process.stdout.write(text));
  const server = createServer(outDir, { policy: record.policy, log });
  const address = await listen(server, port, host);
  console.log(
    `Serving ${outDir.replace(/\/+$/, '')}/ (${record.config.path}, ${shortHash(record.config)}) on http://${host}:${address.port}`,
  );
  stopOnSignals(server, { graceMs: LIMITS.shutdownGraceMs, log });
});
