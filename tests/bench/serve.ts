import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '../../src/prerender/buildSite.ts';
import { carrierConfigFile } from '../../src/config/carrierConfig.ts';
import { readBuildRecord, requireBuildRecord } from '../../src/serving/buildRecord.ts';
import { freePort } from '../support/freePort.ts';
import { startNginx } from '../support/nginx.ts';

// `npm run bench:serve`: load test of `npm start` against nginx running the generated config,
// both serving the same build on this machine, both writing an access log. For `/`, one hashed
// asset and an unknown path: 100 connections for 10 s each (BENCH_SECONDS to change), with a
// browser's Accept-Encoding. Prints requests/s, p50/p99 latency, errors and answers other than
// the expected status, and the Node/nginx throughput ratio; exits 1 when a target is missed
// (no error, no unexpected answer, Node at least half of nginx on `/`).

const CONNECTIONS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const NGINX_WORKERS = process.env.BENCH_NGINX_WORKERS || '1';

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'bench-serve-'));
  const root = process.env.OUT_DIR && readBuildRecord(process.env.OUT_DIR) ? process.env.OUT_DIR : join(work, 'dist');
  if (root !== process.env.OUT_DIR) {
    console.log('Building the site…');
    await buildSite({ configFile: carrierConfigFile(), outDir: root });
  }
  const asset = `/assets/${(await readdir(join(root, 'assets'))).filter((f) => f.endsWith('.js')).sort()[0]}`;
  // The policy the build recorded: what `npm start` applies to this folder, and what nginx.conf says.
  const { policy } = requireBuildRecord(root);

  // The Node server as `npm start` runs it, in a process of its own, its access log to a file.
  const port = await freePort();
  const node = spawn(process.execPath, ['--import', 'tsx', 'src/cli/start.ts'], {
    env: { ...process.env, OUT_DIR: root, SKIP_BUILD: '1', HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', openSync(join(work, 'node-access.log'), 'w'), 'inherit'],
  });
  const nginx = await startNginx(root, policy, { workers: NGINX_WORKERS === 'auto' ? 'auto' : Number(NGINX_WORKERS), accessLog: true });
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    const servers = { node: `http://127.0.0.1:${port}`, nginx: nginx.url };
    const targets = [
      { path: '/', expect: 200 },
      { path: asset, expect: 200 },
      { path: '/no-such-page', expect: 404 },
    ];
    console.log(
      `${CONNECTIONS} connections × ${SECONDS} s per run; Node ${process.version} (one process) vs nginx (${NGINX_WORKERS} worker${NGINX_WORKERS === '1' ? '' : 's'}), ` +
        `both logging every request; Accept-Encoding: br, gzip\n`,
    );
    const rows: Row[] = [];
    for (const target of targets) {
      for (const [name, url] of Object.entries(servers)) {
        await run(url + target.path, 1); // warm-up
        const result = await run(url + target.path, SECONDS);
        const expected = result.statusCodeStats?.[`${target.expect}`]?.count ?? 0;
        rows.push({
          path: target.path,
          server: name,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          requests: result.requests.total,
          errors: result.errors + result.timeouts,
          unexpected: result.requests.total - expected,
        });
        printRow(rows.at(-1)!);
      }
    }
    const rps = (path: string, server: string) => rows.find((r) => r.path === path && r.server === server)!.rps;
    console.log();
    for (const { path } of targets) console.log(`Node/nginx throughput on ${path}: ${(rps(path, 'node') / rps(path, 'nginx')).toFixed(2)}`);
    const ratio = rps('/', 'node') / rps('/', 'nginx');
    const failures = [
      ...rows.filter((r) => r.errors > 0).map((r) => `${r.server} ${r.path}: ${r.errors} errors`),
      ...rows.filter((r) => r.unexpected > 0).map((r) => `${r.server} ${r.path}: ${r.unexpected} answers other than the expected status`),
      ...(ratio < 0.5 ? [`Node reaches ${(ratio * 100).toFixed(0)}% of nginx's throughput on /, the target is 50%`] : []),
    ];
    console.log(
      failures.length
        ? `\nTarget missed:\n  ${failures.join('\n  ')}`
        : '\nTarget met: no errors, no unexpected answers, Node ≥ 50% of nginx on /',
    );
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    node.kill('SIGTERM');
    await nginx.close();
    await new Promise((resolve) => (node.exitCode === null ? node.once('exit', resolve) : resolve(null)));
    await rm(work, { recursive: true, force: true });
  }
}

interface Row {
  path: string;
  server: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  unexpected: number;
}

let printedHeader = false;
function printRow(row: Row) {
  const cols = [
    ['target', 34, row.path],
    ['server', 7, row.server],
    ['req/s', 9, row.rps.toFixed(0)],
    ['p50 ms', 7, String(row.p50)],
    ['p99 ms', 7, String(row.p99)],
    ['requests', 9, String(row.requests)],
    ['errors', 7, String(row.errors)],
    ['unexpected', 10, String(row.unexpected)],
  ] as const;
  if (!printedHeader) {
    console.log(cols.map(([title, width]) => title.padStart(width)).join(' '));
    printedHeader = true;
  }
  console.log(cols.map(([, width, value]) => value.padStart(width)).join(' '));
}

function run(url: string, duration: number) {
  return autocannon({ url, connections: CONNECTIONS, duration, headers: { 'accept-encoding': 'br, gzip' } });
}

async function waitFor(url: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

await main();
