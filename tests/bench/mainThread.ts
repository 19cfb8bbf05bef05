import { chromium, type Browser } from 'playwright-core';
import { CHROME_FLAGS, chromePath } from '../../src/audit/chromium.ts';
import { median, range } from '../../src/audit/median.ts';
import { commandLine } from '../../src/cli/commandLine.ts';
import { runCli } from '../../src/cli/runCli.ts';
import { projectPath } from '../../src/hosting/buildRecord.ts';
import { besideItsFloor, PAGE_AND_FLOORS, type PageOrFloor } from './floorServer.ts';

// `npm run bench:main-thread -- [carrier …]`: where a home page's main thread spends its time after
// the first contentful paint, beside its floors (src/audit/floorPage.ts, the first screen by hand;
// src/audit/noScriptPage.ts, the same page with no script), which is what Lighthouse's total
// blocking time counts (issue 48). For each carrier (the example unless named), builds the site
// into a temporary folder, and loads `/` and the floors in turn (BENCH_RUNS rounds,
// 5 by default) in Chromium with the page's CPU throttled BENCH_CPU_SLOWDOWN times (16 by default:
// Lighthouse's simulated 4x times `npm run bench:floor`'s 4x) at a phone's size, tracing each load
// until it has been quiet for a while. Each task's time is split by what it did: parsing HTML,
// running script, style and layout (wherever it was asked for), painting; and what of it blocked
// (a task's time beyond 50 ms). Prints medians with their ranges. With BENCH_TASKS=1, also each
// load's blocking tasks, one line each: what each did, and how many elements it restyled and
// objects it laid out (to read what a task is without a throwaway script).
// With BENCH_THREAD_TIME=1, the loads run at the machine's own speed and each event counts its
// thread time (the CPU the main thread spent on it, not the time it waited for a busy machine's
// cores) times BENCH_CPU_SLOWDOWN, as Lighthouse's simulation scales the trace it observes: a
// figure another process's load moves far less, for comparing two builds (2026-12-05, the
// example's `/`, five runs each: blocking 726-2,403 ms by throttled wall time, 255-361 by thread
// time; docs/performance.md says why the two differ).

const RUNS = Number(process.env.BENCH_RUNS || 5);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN || 16);
const THREAD_TIME = process.env.BENCH_THREAD_TIME === '1';
const TASKS = process.env.BENCH_TASKS === '1';
/** How long after the load a trace goes on: the first-load script's work at idle included. */
const AFTER_LOAD_MS = 6000;
const PHONE = { width: 412, height: 823 };

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread time of a complete event (µs): the CPU its thread spent, not the wall time. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    elementCount?: number;
    beginData?: { dirtyObjects?: number; totalObjects?: number };
    data?: { url?: string };
  };
}

const KINDS = ['parse HTML', 'script', 'style and layout', 'paint', 'other', 'blocking'] as const;
type Kind = (typeof KINDS)[number];

const SCRIPT =
  /^(v8\.evaluateModule|EvaluateScript|FunctionCall|TimerFire|FireIdleCallback|FireAnimationFrame|RunMicrotasks|v8\.compile.*)$/;
/** What a trace event's own time was spent on; an event of none of these counts as its parent's. */
const ACTIVITIES: [Kind, RegExp][] = [
  ['parse HTML', /^ParseHTML$/],
  ['script', SCRIPT],
  ['style and layout', /^(UpdateLayoutTree|Layout|ParseAuthorStyleSheet|IntersectionObserverController::computeIntersections)$/],
  ['paint', /^(PrePaint|Paint|PaintImage|Layerize|Commit|Decode.*|ImageDecodeTask)$/],
];
type Breakdown = Record<Kind, number>;

/** A trace event's span within a task: where it ends, what it cost (ms), and what the spans inside it cost. */
interface Span {
  end: number;
  kind: Kind;
  cost: number;
  children: number;
}

/** What an event cost the page's main thread at the bench's CPU speed, in ms. */
const cost = (event: TraceEvent) => (THREAD_TIME ? ((event.tdur ?? event.dur!) * CPU_SLOWDOWN) / 1000 : event.dur! / 1000);

/** The main thread's complete events of a trace, its first contentful paint, and its tasks from then on. */
function mainThreadAfterFcp(events: TraceEvent[]) {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('The trace has no first contentful paint');
  const onMain = events.filter((event) => event.pid === fcp.pid && event.tid === fcp.tid && event.ph === 'X' && event.dur !== undefined);
  const tasks = onMain.filter((event) => event.name === 'ThreadControllerImpl::RunTask' && event.ts >= fcp.ts);
  return { fcp, onMain, tasks };
}

/** The events inside `task`, in order, the enclosing one first where two start together. */
const eventsIn = (task: TraceEvent, onMain: TraceEvent[]) =>
  onMain
    .filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur! <= task.ts + task.dur!)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);

/** One task's time split by activity (ms), and what of it blocked. */
function taskBreakdown(task: TraceEvent, inside: TraceEvent[]): Breakdown {
  const result = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Breakdown;
  result.blocking = Math.max(0, cost(task) - 50);
  // Walks the task's events as nested spans: each one's own time is its cost less its children's.
  const stack: Span[] = [{ end: task.ts + task.dur!, kind: 'other', cost: cost(task), children: 0 }];
  const close = (until: number) => {
    while (stack.length > 1 && stack.at(-1)!.end <= until) {
      const span = stack.pop()!;
      stack.at(-1)!.children += span.cost;
      result[span.kind] += span.cost - span.children;
    }
  };
  for (const event of inside) {
    close(event.ts);
    const kind = ACTIVITIES.find(([, pattern]) => pattern.test(event.name))?.[0] ?? stack.at(-1)!.kind;
    stack.push({ end: event.ts + event.dur!, kind, cost: cost(event), children: 0 });
  }
  close(Infinity);
  result.other += stack[0]!.cost - stack[0]!.children;
  return result;
}

/** The main thread's tasks after the first contentful paint of a trace, their time split by activity (ms). */
function breakdown(events: TraceEvent[]): Breakdown {
  const { onMain, tasks } = mainThreadAfterFcp(events);
  const result = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Breakdown;
  for (const task of tasks) {
    const own = taskBreakdown(task, eventsIn(task, onMain));
    for (const kind of KINDS) result[kind] += own[kind];
  }
  return result;
}

/**
 * Each task of a trace that blocks (over 50 ms) after the first contentful paint, as a line: when
 * it starts after the paint, what it cost and what of it went to each activity, how many elements
 * it restyled and how many objects it laid out (of how many), and the scripts it ran (BENCH_TASKS).
 */
function blockingTasksSaid(events: TraceEvent[]): string[] {
  const { fcp, onMain, tasks } = mainThreadAfterFcp(events);
  return tasks
    .filter((task) => cost(task) > 50)
    .map((task) => {
      const inside = eventsIn(task, onMain);
      const own = taskBreakdown(task, inside);
      const sum = (name: string, count: (event: TraceEvent) => number | undefined) =>
        inside.filter((event) => event.name === name).reduce((total, event) => total + (count(event) ?? 0), 0);
      const restyled = sum('UpdateLayoutTree', (event) => event.args?.elementCount);
      const laidOut = sum('Layout', (event) => event.args?.beginData?.dirtyObjects);
      const objects = Math.max(
        0,
        ...inside.filter((event) => event.name === 'Layout').map((event) => event.args?.beginData?.totalObjects ?? 0),
      );
      const scripts = [
        ...new Set(
          inside
            .filter((event) => SCRIPT.test(event.name))
            .map((event) => event.args?.data?.url?.split('/').pop())
            .filter((file): file is string => !!file),
        ),
      ];
      const activities = KINDS.filter((kind) => kind !== 'blocking' && own[kind] >= 1).map((kind) => `${kind} ${own[kind].toFixed(0)}`);
      return (
        `+${((task.ts - fcp.ts) / 1000).toFixed(0)} ms: ${cost(task).toFixed(0)} ms (${activities.join(', ')}); ` +
        `${restyled} elements restyled, ${laidOut} of ${objects} objects laid out${scripts.length ? `; ${scripts.join(', ')}` : ''}`
      );
    });
}

/** One traced load of `url` in a fresh page of `browser`, its CPU throttled unless its thread time is scaled. */
async function traced(browser: Browser, name: PageOrFloor, url: string): Promise<Breakdown> {
  const page = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const devTools = await page.context().newCDPSession(page);
    if (!THREAD_TIME) await devTools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, {
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'],
    });
    await page.goto(url, { waitUntil: 'load' });
    // A trace of a set length after the load: what the page does on its own, at idle too.
    await new Promise((resolve) => setTimeout(resolve, AFTER_LOAD_MS));
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    if (TASKS) for (const line of blockingTasksSaid(trace.traceEvents)) console.log(`  ${name.padEnd(9)} ${line}`);
    return breakdown(trace.traceEvents);
  } finally {
    await page.close();
  }
}

async function main(configs: string[]) {
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
  const rows: string[] = [];
  try {
    for (const configFile of configs)
      await besideItsFloor(configFile, async (pages) => {
        const runs: Record<PageOrFloor, Breakdown[]> = { page: [], floor: [], 'no-script': [] };
        for (let round = 1; round <= RUNS; round++) {
          for (const name of PAGE_AND_FLOORS) runs[name].push(await traced(browser, name, pages[name]));
          console.log(`${configFile}: round ${round} of ${RUNS} traced.`);
        }
        for (const name of PAGE_AND_FLOORS) {
          const of = (kind: Kind) => runs[name].map((run) => run[kind]);
          rows.push(
            [
              configFile.padEnd(40),
              name.padEnd(9),
              ...KINDS.map((kind) => `${median(of(kind)).toFixed(0)} (${range(of(kind))})`.padStart(20)),
            ].join(' '),
          );
        }
      });
  } finally {
    await browser.close();
  }
  console.log(`\n${'config'.padEnd(40)} ${'page'.padEnd(9)} ${KINDS.map((kind) => kind.padStart(20)).join(' ')}`);
  for (const row of rows) console.log(row);
  console.log(
    `\nThe main thread's time after the first contentful paint, in ms, ${THREAD_TIME ? `its thread time at full speed times ${CPU_SLOWDOWN}` : `with the page's CPU throttled ${CPU_SLOWDOWN}x`} (${PHONE.width}x${PHONE.height}, until ${AFTER_LOAD_MS / 1000} s after the load): medians of ${RUNS} runs with (lowest-highest). "blocking": each task's time beyond 50 ms, summed, as total blocking time counts it.`,
  );
}

await runCli(async () => {
  const args = process.argv.slice(2);
  const line = commandLine(
    { command: 'npm run bench:main-thread', carriers: 'many', options: {} },
    args.length ? args : ['site.config.yaml'],
  );
  if (!line.help) await main(line.configFiles.map(projectPath));
});
