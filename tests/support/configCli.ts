import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect } from 'vitest';
import { checkCommand as checkCommandLine } from '../../src/cli/checkCommand.ts';
import { checkConfig, type CommandRun } from '../../src/cli/checkConfig.ts';
import { copyCarrierFiles } from './carrierFiles.ts';
import { runTsx } from './runTsx.ts';

/**
 * The config CLIs (`npm run check`, `npm run build`) as an editor or CI runs them: the real
 * script in a child process (./runTsx.ts), given the file under test on its command line or
 * by SITE_CONFIG.
 * Each run also reports the peak memory and processor time of every Node process it started
 * (./reportUsage.mjs). A process costs a second of processor time before it reads a byte, so
 * only what needs one runs this way (the exit code, the bounds of time and memory); where the
 * message is the point, `check` runs the same code in the test's own process.
 */
const REPORT_USAGE = resolve('tests/support/reportUsage.mjs');

export interface CliRun extends CommandRun {
  /** Processor time of the run's Node processes together, in ms (the wall clock depends on what else runs). */
  cpuMs: number;
  /** Largest peak resident memory of the run's Node processes, in MB. */
  peakMb: number;
}

let runs = 0;
/**
 * A script of the project and its arguments (`src/cli/check.ts sites/acme --colors`) in a child
 * process, with `env` added to the test's environment. Not under GitHub Actions unless `env`
 * says so, even when the tests run there: the annotations it would add are a test of their own.
 */
export async function runCommand(args: string[], { env = {} }: { env?: NodeJS.ProcessEnv } = {}): Promise<CliRun> {
  const report = join(scratchDir(), `usage-${process.pid}-${++runs}.txt`);
  const { GITHUB_ACTIONS: _, ...inherited } = process.env;
  const result = await runTsx(args, {
    env: {
      ...inherited,
      ...env,
      USAGE_REPORT: report,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${REPORT_USAGE}`,
    },
  });
  const usage = readFileSync(report, 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(' ').map(Number));
  rmSync(report, { force: true });
  const peakKb = Math.max(...usage.map(([rss]) => rss!));
  const cpuUs = usage.reduce((sum, [, cpu]) => sum + cpu!, 0);
  return { ...result, cpuMs: cpuUs / 1000, peakMb: peakKb / 1024 };
}

/** `script` on the config `configFile`, named by SITE_CONFIG. */
export const runCli = (script: string, configFile: string): Promise<CliRun> => runCommand([script], { env: { SITE_CONFIG: configFile } });

/** `npm run check` of `configFile` in a child process. */
export const checkProcess = (configFile: string) => runCli('src/cli/check.ts', configFile);

/** The memory `npm run check` stays within, whatever it is given. */
const MAX_CHECK_MB = 300;
/** How many times the processor time of checking the example a hostile input may cost. */
const MAX_CHECK_COST = 2;
let exampleCheckMs: Promise<number> | undefined;

/**
 * The real `npm run check` of `file` in its own process, which must stay within bounds: at most
 * twice the processor time the example's check takes on this machine (measured once, in a process
 * of its own: a slower or busier machine slows both alike; an input that makes the reader's work
 * grow out of bounds costs many times that), and 300 MB.
 */
export async function checkInBounds(file: string) {
  exampleCheckMs ??= checkProcess('site.config.yaml').then((run) => run.cpuMs);
  const run = await checkProcess(file);
  const limit = MAX_CHECK_COST * (await exampleCheckMs);
  expect(run.cpuMs, `npm run check takes at most twice the processor time of the example's, ${Math.round(limit)} ms here`).toBeLessThan(
    limit,
  );
  expect(run.peakMb, `npm run check stays under ${MAX_CHECK_MB} MB`).toBeLessThan(MAX_CHECK_MB);
  return run;
}

/**
 * `npm run check -- <args>` with `env` added to the test's environment (not under GitHub Actions
 * unless `env` says so), run in this process (src/cli/checkCommand.ts, which src/cli/check.ts
 * runs): what it writes and its exit code, as CI sees them (no terminal).
 */
export async function checkCommand(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CommandRun> {
  const { GITHUB_ACTIONS: _, ...inherited } = process.env;
  let [stdout, stderr] = ['', ''];
  const code = await checkCommandLine(args, { ...inherited, ...env }, false, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

/** What `npm run check` of `configFile` prints and exits with, run in this process (src/cli/checkConfig.ts). */
export const check = (configFile: string) => checkConfig(configFile);

let scratch: string | undefined;
/**
 * A folder under tests/output for the configs a test file writes (relative, as the CLI prints
 * paths), with the example carrier's files (photos, logo, fonts) beside them, where the
 * example's config names them.
 */
export function scratchDir(): string {
  if (!scratch) {
    mkdirSync('tests/output', { recursive: true });
    scratch = mkdtempSync('tests/output/config-');
    copyCarrierFiles('site.config.yaml', scratch);
  }
  return scratch;
}

/** Removes the scratch folder; the next scratchDir() makes a new one. */
export function removeScratchDir() {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
}

export const GOOD_CONFIG = readFileSync('site.config.yaml', 'utf8');

/** A copy of site.config.yaml with each `[pattern, replacement]` applied once; each pattern must match. */
export function editedConfig(name: string, ...edits: [RegExp, string][]) {
  let text = GOOD_CONFIG;
  for (const [pattern, replacement] of edits) {
    expect(text, `${name}: ${pattern} is not in site.config.yaml any more`).toMatch(pattern);
    text = text.replace(pattern, () => replacement);
  }
  const file = join(scratchDir(), `${name}.yaml`);
  writeFileSync(file, text);
  /** `file:line:column` of the nth occurrence of `needle` in the edited file, plus `offset` columns. */
  const at = (needle: string, offset = 0, nth = 1) => {
    let index = -1;
    for (let n = 0; n < nth; n++) index = text.indexOf(needle, index + 1);
    expect(index, `${needle} in ${name}`).toBeGreaterThanOrEqual(0);
    const before = text.slice(0, index).split('\n');
    return `${file}:${before.length}:${before.at(-1)!.length + 1 + offset}`;
  };
  return { file, text, at };
}

export const summary = (n: number) => `${n} problem${n === 1 ? '' : 's'} in the site config.`;

/** The hostile whole-file configs of the test fixtures: one folder, each file a case. */
export const HOSTILE = 'tests/fixtures/hostile';
/** The fixtures of HOSTILE made to exhaust the reader, checked within bounds by the full tier (tests/full/hostile-bounds.test.ts). */
export const HOSTILE_BOMBS = ['alias-bomb.yaml', 'deep-flow.yaml'];

/** Writes `content` as a config file of the scratch folder; returns its path. */
export function writeConfig(name: string, content: string | Uint8Array) {
  const file = join(scratchDir(), name);
  writeFileSync(file, content);
  return file;
}

/** Expects exit 1, only located problem lines and the count, and no stack trace; returns the problem lines. */
export function expectRefused(run: CommandRun, file: string) {
  const lines = run.stderr.trimEnd().split('\n');
  const [problems, count] = [lines.slice(0, -2), lines.at(-1)!];
  expect(run.code, run.stderr).toBe(1);
  expect(run.stdout).toBe('');
  expect(count).toBe(summary(problems.length));
  expect(lines.at(-2)).toBe('');
  for (const line of problems) {
    expect(line.startsWith(`${file}:`), line).toBe(true);
    expect(line, 'file:line:column  key  message').toMatch(/^[^\n]+:\d+:\d+ {2}\S(?:\S| (?! ))* {2}\S.*$/);
  }
  expect(run.stderr).not.toMatch(/\n\s+at |Error:|node_modules/);
  return problems;
}
