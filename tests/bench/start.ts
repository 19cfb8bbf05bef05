import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, range } from '../../src/audit/median.ts';
import { descendants } from '../support/processTree.ts';
import { benchSite } from './benchSite.ts';

// `npm run bench:start`: how fast `npm start` is up when it serves a folder already built. The
// site is built once (or OUT_DIR is taken, when it is fresh); then `npm start` is launched BENCH_LAUNCHES
// times (7 by default) three ways: the node process `npm start` execs, with and without
// SKIP_BUILD=1 (without, it checks that the folder is fresh and serves it), and through npm
// itself. For each: the time from launch to its "Serving … on http://…" line (it listens by
// then) and the server process's resident memory at that moment, before its first request.
// Prints medians with their range; exits 1 when a median misses the target (1 s, 120 MB).

const LAUNCHES = Number(process.env.BENCH_LAUNCHES || 7);
const TARGET_MS = 1000;
const TARGET_MB = 120;

interface Launch {
  ms: number;
  rssMb: number;
}

/** Resident memory of a process now, in MB (Linux /proc). */
function rssMb(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}

/** One launch: up to the line that says it listens, its memory then, one request to see it serves, SIGTERM. */
async function launch(root: string, how: 'node' | 'npm', env: NodeJS.ProcessEnv): Promise<Launch> {
  const [command, args] = how === 'npm' ? ['npm', ['start']] : [process.execPath, ['--import', 'tsx', 'src/cli/start.ts']];
  const started = process.hrtime.bigint();
  const child = spawn(command, args, {
    env: { ...process.env, ...env, OUT_DIR: root, HOST: '127.0.0.1', PORT: '0', npm_config_update_notifier: 'false' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let stdout = '';
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        const listening = / on (http:\/\/\S+)/.exec(stdout)?.[1];
        if (listening) resolve(listening);
      });
      void exited.then((code) => reject(new Error(`npm start exited with ${code} before it listened:\n${stdout}`)));
    });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    // Through npm, the server is the node process below npm (the script execs it).
    const server = how === 'npm' ? descendants(child.pid!).at(-1)!.pid : child.pid!;
    const rss = rssMb(server);
    const answer = await fetch(`${url}/`);
    if (answer.status !== 200) throw new Error(`${url}/ answered ${answer.status}`);
    await answer.arrayBuffer();
    return { ms, rssMb: rss };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'bench-start-'));
  try {
    const root = await benchSite(work, { fresh: true });
    const ways = [
      { name: 'node, SKIP_BUILD=1', how: 'node', env: { SKIP_BUILD: '1' } },
      { name: 'node, fresh folder checked', how: 'node', env: { SKIP_BUILD: '' } },
      { name: 'npm start, SKIP_BUILD=1', how: 'npm', env: { SKIP_BUILD: '1' } },
    ] as const;
    console.log(`${LAUNCHES} launches each, serving ${root}; Node ${process.version}\n`);
    console.log(`${'launched as'.padEnd(28)} ${'to listening, ms'.padStart(18)} ${'RSS before 1st request, MB'.padStart(28)}`);
    const missed: string[] = [];
    for (const way of ways) {
      const launches: Launch[] = [];
      for (let i = 0; i < LAUNCHES; i++) launches.push(await launch(root, way.how, way.env));
      const ms = launches.map((l) => l.ms);
      const mb = launches.map((l) => l.rssMb);
      console.log(
        `${way.name.padEnd(28)} ${`${median(ms).toFixed(0)} (${range(ms)})`.padStart(18)} ${`${median(mb).toFixed(0)} (${range(mb)})`.padStart(28)}`,
      );
      if (median(ms) > TARGET_MS) missed.push(`${way.name}: listening after ${median(ms).toFixed(0)} ms, the target is ${TARGET_MS} ms`);
      if (median(mb) > TARGET_MB)
        missed.push(`${way.name}: ${median(mb).toFixed(0)} MB before its first request, the target is ${TARGET_MB} MB`);
    }
    console.log(
      missed.length
        ? `\nTarget missed:\n  ${missed.join('\n  ')}`
        : `\nTarget met: listening within ${TARGET_MS} ms, under ${TARGET_MB} MB`,
    );
    process.exitCode = missed.length ? 1 : 0;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
