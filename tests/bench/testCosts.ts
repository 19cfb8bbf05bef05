import { existsSync, mkdirSync, readdirSync, rmdirSync, writeFileSync } from 'node:fs';
import type { Reporter, TestModule, TestRunEndReason } from 'vitest/node';
import { groupSeconds } from '../support/fileCost.ts';

// `npm run bench:tests`: the processor time each test file costs, Chromium, the CLIs and servers
// it starts included, and the run's whole. Processor time, not the wall clock, because the
// machine is shared: a file takes as long as what else runs lets it, but costs the same.
//
// The run moves itself into a control group of its own (cgroup v1's cpuacct, else a v2 child
// group; either must be writable: as root, or in a delegated group), so everything it starts is
// counted, and runs the files one at a time (--no-file-parallelism: with --maxWorkers=1 alone,
// a file of each project, in its own pool, runs at once). Each file reads what the group used
// from its first hook to its last (../support/fileCost.ts); the global setup (the test sites, the
// browser), the workers' start and the files' imports are the rest of the whole.

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

/** Moves this process, and so all it starts from now on, into a control group of its own; returns the group's usage file. */
function ownControlGroup(): string {
  const name = `vitest-costs-${process.pid}`;
  const [root, members, usage] = existsSync(`${V1}/cpuacct.usage`)
    ? [V1, 'tasks', 'cpuacct.usage']
    : existsSync(`${V2}/cgroup.controllers`)
      ? [V2, 'cgroup.procs', 'cpu.stat']
      : [];
  if (!root) throw new Error(`npm run bench:tests needs a control group it may create: ${V1} (cgroup v1) or ${V2} (v2), writable.`);
  removeEarlierGroups(root);
  mkdirSync(`${root}/${name}`, { recursive: true });
  writeFileSync(`${root}/${name}/${members}`, String(process.pid));
  return `${root}/${name}/${usage}`;
}

export default class TestCosts implements Reporter {
  private readonly usageFile = ownControlGroup();
  private readonly started = groupSeconds(this.usageFile);

  constructor() {
    // The workers, started after this, read it (../support/fileCost.ts).
    process.env.TEST_COSTS_USAGE = this.usageFile;
  }

  onTestRunEnd(modules: readonly TestModule[], _errors: unknown, reason: TestRunEndReason) {
    const total = groupSeconds(this.usageFile) - this.started;
    const files = modules
      .map((module): [string, number] => [module.moduleId.replace(`${process.cwd()}/`, ''), module.meta().processorSeconds ?? NaN])
      .sort((a, b) => b[1] - a[1]);
    const rows: [string, number][] = [
      ...files,
      [
        'the rest: the global setup (test sites, browser), the workers, the imports',
        total - files.reduce((sum, [, s]) => sum + (s || 0), 0),
      ],
      ['the whole run', total],
    ];
    const width = Math.max(...rows.map(([what]) => what.length));
    const lines = rows.map(([what, seconds]) => `${what.padEnd(width)} ${seconds.toFixed(1).padStart(6)}`);
    console.log(`\nProcessor seconds (${reason}), the files one at a time:\n${lines.join('\n')}`);
    if (process.env.TEST_COSTS_JSON) writeFileSync(process.env.TEST_COSTS_JSON, JSON.stringify(Object.fromEntries(rows), null, 1));
  }
}
