import { existsSync, mkdirSync, readdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import type { Reporter, TestModule, TestRunEndReason } from 'vitest/node';
import { groupSeconds } from '../support/fileCost.ts';
import { RECORDED_COSTS_FILE, recordedCosts, TIER_OF_PROJECT, type FileCost, type RecordedCosts } from '../support/recordedCosts.ts';

// `npm run bench:tests`: the processor time and the time each test file costs, by tier,
// Chromium, the CLIs and servers it starts included, and the run's whole; written to
// tests/bench/test-costs.json, which the budget test (tests/testBudget.test.ts) and the order
// the files start in (tests/support/sequencer.ts) read. Commit it after a run on a quiet machine.
// Processor time is what a file costs whatever else the machine runs; the time is what it takes
// on this one, quiet.
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

const seconds = (value: number) => value.toFixed(1).padStart(7);

export default class TestCosts implements Reporter {
  private readonly usageFile = ownControlGroup();
  private readonly started = groupSeconds(this.usageFile);

  constructor() {
    // The workers, started after this, read it (../support/fileCost.ts).
    process.env.TEST_COSTS_USAGE = this.usageFile;
  }

  onTestRunEnd(modules: readonly TestModule[], _errors: unknown, reason: TestRunEndReason) {
    const whole = groupSeconds(this.usageFile) - this.started;
    // Every file that ran, failed ones too: what a file costs hardly depends on an assertion that
    // failed (and the budget test, tests/testBudget.test.ts, fails until its own file is measured).
    const files = Object.fromEntries(
      modules
        .filter((module) => module.meta().processorSeconds !== undefined)
        .map((module): [string, FileCost] => [
          module.moduleId.replace(`${process.cwd()}/`, ''),
          {
            project: module.project.name,
            processorSeconds: module.meta().processorSeconds ?? NaN,
            wallSeconds: module.meta().wallSeconds ?? NaN,
          },
        ]),
    );
    const rest = whole - Object.values(files).reduce((sum, file) => sum + (file.processorSeconds || 0), 0);
    const width = Math.max(...Object.keys(files).map((file) => file.length), 40);
    const lines = [`\nThe files one at a time (${reason}): processor seconds, then seconds`];
    for (const tier of new Set(Object.values(TIER_OF_PROJECT))) {
      const ofTier = Object.entries(files)
        .filter(([, file]) => TIER_OF_PROJECT[file.project] === tier)
        .sort((a, b) => b[1].processorSeconds - a[1].processorSeconds);
      const sum = (key: 'processorSeconds' | 'wallSeconds') => ofTier.reduce((total, [, file]) => total + file[key], 0);
      lines.push(`\nThe ${tier} tier's ${ofTier.length} files`);
      for (const [path, file] of ofTier) lines.push(`${path.padEnd(width)} ${seconds(file.processorSeconds)} ${seconds(file.wallSeconds)}`);
      lines.push(`${'their sum'.padEnd(width)} ${seconds(sum('processorSeconds'))} ${seconds(sum('wallSeconds'))}`);
    }
    lines.push(
      `\n${'the rest: global setups, workers, imports'.padEnd(width)} ${seconds(rest)}`,
      `${'the whole run'.padEnd(width)} ${seconds(whole)}`,
    );
    console.log(lines.join('\n'));
    // A run of some files (`npm run bench:tests -- tests/check.test.ts`) updates their rows only.
    const earlier = existsSync(RECORDED_COSTS_FILE) ? recordedCosts() : undefined;
    const partial = earlier !== undefined && Object.keys(files).length < Object.keys(earlier.files).length;
    const cpu = cpus()[0]?.model ?? 'an unknown processor';
    const recorded: RecordedCosts = {
      measured: new Date().toISOString().slice(0, 10),
      machine: `${availableParallelism()} cores, ${cpu}, Node.js ${process.version}`,
      // The files of the earlier record that are still there, and this run's.
      files: Object.fromEntries(
        Object.entries({ ...earlier?.files, ...files })
          .filter(([path]) => existsSync(path))
          .sort(([a], [b]) => a.localeCompare(b)),
      ),
      rest: partial ? earlier.rest : rest,
    };
    writeFileSync(
      RECORDED_COSTS_FILE,
      `${JSON.stringify(recorded, (_key, value: unknown) => (typeof value === 'number' ? Math.round(value * 10) / 10 : value), 1)}\n`,
    );
    console.log(
      `Written to ${RECORDED_COSTS_FILE}${reason === 'passed' ? '' : ' (the run failed: measure again once it passes)'}: commit it.`,
    );
  }
}
