import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, range } from '../../src/audit/median.ts';
import { requireBuildRecord } from '../../src/hosting/buildRecord.ts';
import { freePort } from '../support/freePort.ts';
import { startNginx } from '../support/nginx.ts';
import { descendants } from '../support/processTree.ts';
import { benchSite } from './benchSite.ts';

// `npm run bench:serve`: load test of `npm start` against nginx running the generated config
// (one worker), both serving the same build on this machine, both writing an access log, both
// pinned to the same processors (BENCH_CPUS, `0` by default, through taskset) while autocannon
// runs on the others. For `/`, one hashed asset and an unknown path, BENCH_ROUNDS rounds (5 by
// default) of BENCH_SECONDS (5) in which both servers are loaded at the same time, 100
// connections each: they share the processor at every moment, and so whatever else runs on
// the machine (loaded one after the other, on a shared machine, the two runs met different
// loads, and the ratio went from 0.6 to 2.4 between rounds of the same build). Prints each
// round, then the medians with their range and the Node/nginx ratio of the medians per path,
// and the processor time each server spent per request (µs, user + system, from /proc); exits
// 1 when a target is missed (an error, an answer other than the expected status, Node under
// 0.8× nginx's requests per second on a path).

const CONNECTIONS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
const TARGET_RATIO = 0.8;
const SERVER_CPUS = process.env.BENCH_CPUS || '0';

/** One clock tick of /proc's processor times, in µs. */
const TICK = 1e6 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);

/** Processor time (user + system) the processes `pids` have used so far, in µs (Linux /proc; clock ticks). */
function cpuMicros(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state …": utime and stime are the 12th and 13th fields after the command.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total += (Number(fields[11]) + Number(fields[12])) * TICK;
  }
  return total;
}

/** The processors other than the servers', for autocannon; all of them on a one-processor machine. */
function clientCpus(): string | undefined {
  const taken = new Set(
    SERVER_CPUS.split(',').flatMap((part) => {
      const [from, to = from] = part.split('-').map(Number);
      return Array.from({ length: to! - from! + 1 }, (_, i) => from! + i);
    }),
  );
  const rest = Array.from({ length: availableParallelism() }, (_, i) => i).filter((cpu) => !taken.has(cpu));
  return rest.length ? rest.join(',') : undefined;
}

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'bench-serve-'));
  const root = await benchSite(work);
  const asset = `/assets/${(await readdir(join(root, 'assets'))).filter((f) => f.endsWith('.js')).sort()[0]}`;
  // The policy the build recorded: what `npm start` applies to this folder, and what nginx.conf says.
  const { policy } = requireBuildRecord(root);
  const client = clientCpus();
  // Every thread of this process (autocannon's sockets and parsing) off the servers' processors.
  if (client) spawnSync('taskset', ['-a', '-p', '-c', client, String(process.pid)], { stdio: 'ignore' });

  // The Node server as `npm start` runs it, in a process of its own, its access log to a file.
  const port = await freePort();
  const node = spawn('taskset', ['-c', SERVER_CPUS, process.execPath, '--import', 'tsx', 'src/cli/start.ts'], {
    env: { ...process.env, OUT_DIR: root, SKIP_BUILD: '1', HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', openSync(join(work, 'node-access.log'), 'w'), 'inherit'],
  });
  const nginx = await startNginx(root, policy, { workers: 1, accessLog: true, cpus: SERVER_CPUS });
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    const servers = { node: `http://127.0.0.1:${port}`, nginx: nginx.url };
    // The processes whose processor time each server spends: the node process taskset became, nginx's master and worker.
    const processes = { node: [node.pid!], nginx: [nginx.pid, ...descendants(nginx.pid).map((p) => p.pid)] };
    const targets = [
      { path: '/', expect: 200 },
      { path: asset, expect: 200 },
      { path: '/no-such-page', expect: 404 },
    ];
    console.log(
      `${ROUNDS} rounds of ${SECONDS} s per path, both servers loaded at once by ${CONNECTIONS} connections each; Node ${process.version} (one process) vs nginx (one worker), ` +
        `both on processor ${SERVER_CPUS}, autocannon on ${client ?? 'the same'}; both logging every request; Accept-Encoding: br, gzip\n`,
    );
    for (const target of targets) await Promise.all(Object.values(servers).map((url) => run(url + target.path, 1))); // warm-up
    const rows: Row[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of targets) {
        const names = ['node', 'nginx'] as const;
        const cpuBefore = names.map((name) => cpuMicros(processes[name]));
        const results = await Promise.all(names.map((name) => run(servers[name] + target.path, SECONDS)));
        names.forEach((name, i) => {
          const result = results[i]!;
          const cpu = cpuMicros(processes[name]) - cpuBefore[i]!;
          const expected = result.statusCodeStats?.[`${target.expect}`]?.count ?? 0;
          rows.push({
            round,
            path: target.path,
            server: name,
            rps: result.requests.average,
            p50: result.latency.p50,
            p99: result.latency.p99,
            requests: result.requests.total,
            cpuPerRequest: cpu / Math.max(1, result.requests.total),
            errors: result.errors + result.timeouts,
            unexpected: result.requests.total - expected,
          });
          printRow(rows.at(-1)!);
        });
      }
    }

    console.log(`\nMedians of ${ROUNDS} rounds (lowest-highest):`);
    const failures: string[] = [];
    for (const { path } of targets) {
      const of = (server: string, key: 'rps' | 'cpuPerRequest') =>
        rows.filter((r) => r.path === path && r.server === server).map((r) => r[key]);
      const ratio = median(of('node', 'rps')) / median(of('nginx', 'rps'));
      // Each round's own ratio: the two servers of a round met the same moment of the machine.
      const nginxRps = of('nginx', 'rps');
      const roundRatios = of('node', 'rps').map((rps, i) => rps / nginxRps[i]!);
      const cpuRatio = median(of('node', 'cpuPerRequest')) / median(of('nginx', 'cpuPerRequest'));
      const spread = (values: number[]) => `${median(values).toFixed(0)} (${range(values)})`;
      console.log(
        `  ${path}: req/s Node ${spread(of('node', 'rps'))}, nginx ${spread(of('nginx', 'rps'))}: Node/nginx ${ratio.toFixed(2)} (rounds ${range(roundRatios, 2)}); ` +
          `CPU µs/req Node ${spread(of('node', 'cpuPerRequest'))}, nginx ${spread(of('nginx', 'cpuPerRequest'))}: Node/nginx ${cpuRatio.toFixed(2)}`,
      );
      if (ratio < TARGET_RATIO)
        failures.push(`Node reaches ${ratio.toFixed(2)}× nginx's throughput on ${path}, the target is ${TARGET_RATIO}×`);
    }
    failures.unshift(
      ...rows.filter((r) => r.errors > 0).map((r) => `${r.server} ${r.path}, round ${r.round}: ${r.errors} errors`),
      ...rows
        .filter((r) => r.unexpected > 0)
        .map((r) => `${r.server} ${r.path}, round ${r.round}: ${r.unexpected} answers other than the expected status`),
    );
    console.log(
      failures.length
        ? `\nTarget missed:\n  ${failures.join('\n  ')}`
        : `\nTarget met: no errors, no unexpected answers, Node ≥ ${TARGET_RATIO}× nginx on every path`,
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
  round: number;
  path: string;
  server: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Processor time of the server per request, µs. */
  cpuPerRequest: number;
  errors: number;
  unexpected: number;
}

let printedHeader = false;
function printRow(row: Row) {
  const cols = [
    ['round', 5, String(row.round)],
    ['target', 34, row.path],
    ['server', 7, row.server],
    ['req/s', 9, row.rps.toFixed(0)],
    ['p50 ms', 7, String(row.p50)],
    ['p99 ms', 7, String(row.p99)],
    ['requests', 9, String(row.requests)],
    ['CPU µs/req', 10, row.cpuPerRequest.toFixed(0)],
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
