import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, chromePath } from '../../src/audit/chromium.ts';
import { measuredWithTasks, type BlockingTask, type Figures } from '../../src/audit/lighthouseRun.ts';
import { median, range } from '../../src/audit/median.ts';
import { commandLine } from '../../src/cli/commandLine.ts';
import { runCli } from '../../src/cli/runCli.ts';
import { projectPath } from '../../src/hosting/buildRecord.ts';
import { besideItsFloor, PAGE_AND_FLOORS, type PageOrFloor } from './floorServer.ts';

// `npm run bench:floor -- [carrier …]`: how far each carrier's home page is from the limit, the same
// first screen written by hand (src/audit/floorPage.ts: its hero photo through the same preload,
// headline and subtitle, 1 KB of CSS, no script), and from the same page with no script
// (src/audit/noScriptPage.ts: all its content, every rule in <head>, as a browser without
// JavaScript shows it). For each config (the three test carriers unless named), builds the site,
// serves it with `npm start`'s server and the two floors beside it (the same photo and font
// files), and runs Lighthouse mobile on the three, round by round (BENCH_RUNS, 7 by default), and
// the first floor once more in each round: the difference of two runs of the same page is what
// the bench cannot tell from nothing (its resolution, printed beside the page's differences).
// Prints medians with their ranges, and the page/floor ratios. Each carrier (its folder or its
// config file) is built into a temporary folder, never its dist/.
// With BENCH_CPU_SLOWDOWN=4, every page Lighthouse opens also runs 4 times slower, throttled by the
// DevTools protocol, on top of Lighthouse's own simulated 4x: a slower phone, or a slower machine
// running the bench (issue 48). Lighthouse's BenchmarkIndex of the page's CPU, printed beside the
// figures, shows the throttle took.
// With BENCH_TASKS=1, each run also prints the tasks Lighthouse's simulation counts after the first
// contentful paint: where each starts, how long it runs, what of it blocks, and the file it is
// attributed to (the first, unattributed, is the document's parse and first paint, which the
// floor has too): what a TBT is made of, run by run; and, beside the medians, what the first task
// blocks against all the later ones, and how many those are.

const RUNS = Number(process.env.BENCH_RUNS || 7);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN || 1);
const TASKS = process.env.BENCH_TASKS === '1';
/** The test carriers (tests/support/carriers.ts): the example, the branded one (photos, logo, brand fonts), the other. */
const DEFAULT_CARRIERS = ['site.config.yaml', 'tests/fixtures/carriers/ridgeline', 'tests/fixtures/carriers/other'];

/**
 * Throttles the CPU of every page opened from now on in the Chromium at `port` (each tab Lighthouse
 * opens for a run) by `rate`, through the DevTools protocol. Lighthouse's simulated throttling
 * leaves the page's CPU as it finds it (it clears only the network's), so the slowdown holds for
 * its whole trace; the sessions stay attached until the connection closes.
 */
async function throttleEveryPage(port: number, rate: number) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0]!;
  context.on('page', (page) => {
    void context.newCDPSession(page).then((session) => session.send('Emulation.setCPUThrottlingRate', { rate }));
  });
  return browser;
}

/** A run's tasks after its first contentful paint, each as "start+duration→blocking source", in ms. */
const tasksSaid = (tasks: BlockingTask[]) =>
  tasks
    .map((task) => `${task.start.toFixed(0)}+${task.duration.toFixed(0)}→${task.blocking.toFixed(0)} ${task.source || '-'}`)
    .join(', ') || 'none';

/** What a run's first task (the parse and first paint, begun before FCP) blocks, what the later ones block, and how many they are. */
function splitAtFirst(tasks: BlockingTask[], fcp: number) {
  const first = tasks.filter((task) => task.start < fcp);
  const later = tasks.filter((task) => task.start >= fcp);
  const blocking = (of: BlockingTask[]) => of.reduce((sum, task) => sum + task.blocking, 0);
  return { first: blocking(first), later: blocking(later), count: later.length };
}
type Split = ReturnType<typeof splitAtFirst>;

async function main(configs: string[]) {
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });
  const throttling = CPU_SLOWDOWN > 1 ? await throttleEveryPage(chrome.port, CPU_SLOWDOWN) : undefined;
  const rows: string[] = [];
  try {
    for (const configFile of configs)
      await besideItsFloor(configFile, async (pages) => {
        const runs: Record<PageOrFloor, Figures[]> = { page: [], floor: [], 'no-script': [] };
        const floorAgain: Figures[] = [];
        const splits: Record<PageOrFloor, Split[]> = { page: [], floor: [], 'no-script': [] };
        for (let round = 1; round <= RUNS; round++) {
          const measure = async (name: PageOrFloor) => {
            const { figures, tasks } = await measuredWithTasks(pages[name], chrome.port, 'mobile');
            if (TASKS)
              console.log(
                `  ${name.padEnd(9)} TBT ${figures.tbt.toFixed(0).padStart(4)}, FCP ${figures.fcp.toFixed(0)}: ${tasksSaid(tasks)}`,
              );
            return { figures, split: splitAtFirst(tasks, figures.fcp) };
          };
          for (const name of PAGE_AND_FLOORS) {
            const { figures, split } = await measure(name);
            runs[name].push(figures);
            splits[name].push(split);
          }
          floorAgain.push((await measure('floor')).figures);
          console.log(`${configFile}: round ${round} of ${RUNS} measured.`);
        }
        const med = (name: PageOrFloor, key: keyof Figures) => median(runs[name].map((r) => r[key]));
        for (const name of PAGE_AND_FLOORS) {
          const of = (key: keyof Figures) => runs[name].map((r) => r[key]);
          rows.push(
            [
              configFile.padEnd(52),
              name.padEnd(9),
              `${med(name, 'lcp').toFixed(0)} (${range(of('lcp'))})`.padStart(16),
              `${med(name, 'fcp').toFixed(0)} (${range(of('fcp'))})`.padStart(16),
              `${med(name, 'tbt').toFixed(0)} (${range(of('tbt'))})`.padStart(12),
              `${med(name, 'cls').toFixed(4)} (${range(of('cls'), 4)})`.padStart(22),
              med(name, 'htmlKb').toFixed(1).padStart(8),
              med(name, 'jsKb').toFixed(1).padStart(8),
              med(name, 'requests').toFixed(0).padStart(5),
              med(name, 'benchmarkIndex').toFixed(0).padStart(6),
            ].join(' '),
          );
        }
        const ratio = (key: keyof Figures, floor: PageOrFloor = 'floor') => (med('page', key) / med(floor, key)).toFixed(2);
        // Issue 38's targets: LCP within 50 ms of the floor, TBT within 10 ms. The page and its
        // floors are measured in turn, round by round, so each round's difference shares that
        // moment's load: the median of those differences is steadier than the difference of the
        // medians, which a run slowed on one side alone moves. The floor runs no script, so the
        // spread of its own TBT is the machine's noise.
        const gap = (key: keyof Figures, of = runs.page, floor: PageOrFloor = 'floor') => {
          const differences = of.map((run, round) => run[key] - runs[floor][round]![key]);
          const value = median(differences);
          const [low, high] = [Math.min(...differences), Math.max(...differences)];
          return `${value >= 0 ? '+' : ''}${value.toFixed(0)} ms (${low.toFixed(0)} to ${high.toFixed(0)})`;
        };
        rows.push(
          `${''.padEnd(52)} ratio page/floor: LCP ${ratio('lcp')}×, FCP ${ratio('fcp')}×; page/no-script: LCP ${ratio('lcp', 'no-script')}×, FCP ${ratio('fcp', 'no-script')}×`,
        );
        rows.push(
          `${''.padEnd(52)} page - floor, median of the rounds' differences: LCP ${gap('lcp')}, TBT ${gap('tbt')} (the floor's own TBT, the noise: ${range(runs.floor.map((r) => r.tbt))} ms)`,
        );
        rows.push(
          `${''.padEnd(52)} page - no-script, the same: LCP ${gap('lcp', runs.page, 'no-script')}, TBT ${gap('tbt', runs.page, 'no-script')}`,
        );
        rows.push(
          `${''.padEnd(52)} floor - floor, the bench's resolution (the same page measured twice a round): LCP ${gap('lcp', floorAgain)}, TBT ${gap('tbt', floorAgain)}`,
        );
        if (TASKS) {
          const said = (key: keyof Split) =>
            PAGE_AND_FLOORS.map((name) => {
              const values = splits[name].map((split) => split[key]);
              return `${median(values).toFixed(0)} (${range(values)})`;
            }).join(' / ');
          rows.push(
            `${''.padEnd(52)} TBT by task, ${PAGE_AND_FLOORS.join(' / ')}: the first (parse and first paint, past FCP) ${said('first')} ms; the later ones ${said('later')} ms, in ${said('count')} tasks`,
          );
        }
      });
  } finally {
    await throttling?.close();
    chrome.kill();
  }
  console.log(
    `\n${'config'.padEnd(52)} ${'page'.padEnd(9)} ${'LCP ms'.padStart(16)} ${'FCP ms'.padStart(16)} ${'TBT ms'.padStart(12)} ${'CLS'.padStart(22)} ${'HTML KB'.padStart(8)} ${'JS KB'.padStart(8)} ${'reqs'.padStart(5)} ${'CPU'.padStart(6)}`,
  );
  for (const row of rows) console.log(row);
  console.log(
    `\nLighthouse mobile (simulated slow 4G, 4x CPU${CPU_SLOWDOWN > 1 ? `, and the page's CPU throttled ${CPU_SLOWDOWN}x by the DevTools protocol` : ''}), medians of ${RUNS} runs with (lowest-highest). KB as transferred over plain http (gzip for the pages' text, the floors' too). CPU: Lighthouse's BenchmarkIndex of the page's CPU.`,
  );
}

await runCli(async () => {
  const args = process.argv.slice(2);
  const line = commandLine({ command: 'npm run bench:floor', carriers: 'many', options: {} }, args.length ? args : DEFAULT_CARRIERS);
  if (!line.help) await main(line.configFiles.map(projectPath));
});
