import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule, TestRunEndReason } from 'vitest/node';

// `npm run bench:tests`: the processor time each test file costs, Chromium, the CLIs and servers
// it starts included, and the run's whole. Processor time, not the wall clock, because the
// machine is shared: a file takes as long as what else runs lets it, but costs the same.
//
// The run moves itself into a control group of its own (cgroup v1's cpuacct, else a v2 child
// group; either must be writable: as root, or in a delegated group), so everything it starts is
// counted; the files run one at a time (--maxWorkers=1), so what the group used between the end
// of one file and the end of the next is that file's. The first file's figure includes nothing
// of the global setup (the test sites, the browser), which is counted apart.

const V1 = '/sys/fs/cgroup/cpuacct';
const V2 = '/sys/fs/cgroup';

/** Removes the groups of earlier runs (a group cannot be removed by the run inside it; one still in use stays). */
function removeEarlierGroups(root: string) {
  for (const name of readdirSync(root).filter((entry) => entry.startsWith('vitest-costs-'))) {
    try {
      rmdirSync(`${root}/${name}`);
    } catch {
      // Another run's, still running.
    }
  }
}

/** A control group for this process and all it starts, and how to read its processor time in seconds. */
function ownControlGroup(): () => number {
  const name = `vitest-costs-${process.pid}`;
  if (existsSync(`${V1}/cpuacct.usage`)) {
    removeEarlierGroups(V1);
    mkdirSync(`${V1}/${name}`, { recursive: true });
    writeFileSync(`${V1}/${name}/tasks`, String(process.pid));
    return () => Number(readFileSync(`${V1}/${name}/cpuacct.usage`, 'utf8')) / 1e9;
  }
  if (existsSync(`${V2}/cgroup.controllers`)) {
    removeEarlierGroups(V2);
    mkdirSync(`${V2}/${name}`, { recursive: true });
    writeFileSync(`${V2}/${name}/cgroup.procs`, String(process.pid));
    return () => Number(/^usage_usec (\d+)$/m.exec(readFileSync(`${V2}/${name}/cpu.stat`, 'utf8'))![1]) / 1e6;
  }
  throw new Error(`npm run bench:tests needs a control group it may create: ${V1} (cgroup v1) or ${V2} (v2), writable.`);
}

export default class TestCosts implements Reporter {
  private readonly usage = ownControlGroup();
  private readonly started = this.usage();
  private setupDone?: number;
  private lastEnd = 0;
  private readonly costs = new Map<string, number>();

  onTestModuleQueued() {
    this.setupDone ??= this.usage();
    this.lastEnd ||= this.setupDone;
  }

  onTestModuleEnd(module: TestModule) {
    const now = this.usage();
    this.costs.set(relative(process.cwd(), module.moduleId), now - this.lastEnd);
    this.lastEnd = now;
  }

  onTestRunEnd(_modules: unknown, _errors: unknown, reason: TestRunEndReason) {
    const total = this.usage() - this.started;
    const rows: [string, number][] = [
      ...[...this.costs].sort((a, b) => b[1] - a[1]),
      ['the global setup (test sites, browser) and start', (this.setupDone ?? this.started) - this.started],
      ['the whole run', total],
    ];
    const width = Math.max(...rows.map(([what]) => what.length));
    const lines = rows.map(([what, seconds]) => `${what.padEnd(width)} ${seconds.toFixed(1).padStart(6)}`);
    console.log(`\nProcessor seconds (${reason}), the files one at a time:\n${lines.join('\n')}`);
    if (process.env.TEST_COSTS_JSON) writeFileSync(process.env.TEST_COSTS_JSON, JSON.stringify(Object.fromEntries(rows), null, 1));
  }
}
