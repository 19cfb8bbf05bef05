import lighthouse, { desktopConfig } from 'lighthouse';

/** What one Lighthouse run of a page measured. */
export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Scripts, as transferred (KB). */
  jsKb: number;
  /** The HTML document, as transferred (KB). */
  htmlKb: number;
  /** Every request the page made. */
  requests: number;
  /** Lighthouse's measure of the CPU the page ran on (its BenchmarkIndex: higher is faster), read in the page before it loads. */
  benchmarkIndex: number;
}

/**
 * Which scores a run measures: `all` four categories, or `performance` alone, for the runs after a
 * page's first: accessibility, best practices and SEO read the loaded page, not its timing, so a
 * second run finds what the first did (and a run without them is about a fifth cheaper).
 */
export type Scores = 'all' | 'performance';

/** Whether a figure is one of the scores besides performance, which a page's first run alone measures. */
export const isOtherScore = (key: string) => ['accessibility', 'bestPractices', 'seo'].includes(key);

/**
 * A main-thread task that Lighthouse's simulation counts in a mobile run's total blocking time:
 * where it starts and how long it runs, simulated (ms); what of it blocks (its part after the
 * first contentful paint, less 50 ms, as Lantern's TBTUtils clips it: the TBT itself blends two
 * such simulations, so the tasks' sum is near it, not equal); the file of the site Lighthouse
 * attributes it to, as a path (`/` the page itself, a script, a stylesheet), or "" for none.
 */
export interface BlockingTask {
  start: number;
  duration: number;
  blocking: number;
  source: string;
}

/**
 * One run with every metric measured. Lighthouse now and then loses a trace on a busy machine
 * (a runtime error, metrics missing): such a run is repeated, up to twice, rather than counted
 * as a number it never measured; a run that stays incomplete fails the audit.
 */
export async function measured(url: string, port: number, preset: 'mobile' | 'desktop', scores: Scores = 'all'): Promise<Figures> {
  return (await measuredWithTasks(url, port, preset, scores)).figures;
}

/** One run as `measured`, with the tasks behind its total blocking time (`npm run bench:floor`, BENCH_TASKS). */
export async function measuredWithTasks(url: string, port: number, preset: 'mobile' | 'desktop', scores: Scores = 'all') {
  for (let attempt = 1; ; attempt++) {
    const { figures, tasks } = await audit(url, port, preset, scores);
    const expected = Object.entries(figures).filter(([key]) => scores === 'all' || !isOtherScore(key));
    if (expected.every(([, value]) => Number.isFinite(value))) return { figures, tasks };
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${preset} ${url} in ${attempt} tries`);
    console.log(`(${preset} ${url}: run incomplete, measuring again)`);
  }
}

/**
 * One Lighthouse run, in a tab of its own that Lighthouse opens on the Chromium at `port`. Without
 * the full-page screenshot, which no score reads: it cost a third of a run (measured 2026-12-02,
 * 6.5 to 8.2 s a run of the example's `/` against 8.9 to 10.5 s with it). A score not measured
 * is NaN.
 */
async function audit(
  url: string,
  port: number,
  preset: 'mobile' | 'desktop',
  scores: Scores,
): Promise<{ figures: Figures; tasks: BlockingTask[] }> {
  const flags = {
    port,
    output: 'json' as const,
    logLevel: 'error' as const,
    disableFullPageScreenshot: true,
    ...(scores === 'performance' ? { onlyCategories: ['performance'] } : {}),
  };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => (categories[id] ? Math.round((categories[id].score ?? 0) * 100) : NaN);
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  const requests =
    (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const transferredKb = (type: string) =>
    requests.filter((r) => r.resourceType === type).reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024;
  const figures = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKb: transferredKb('Script'),
    htmlKb: transferredKb('Document'),
    requests: requests.length,
    benchmarkIndex: result.lhr.environment.benchmarkIndex ?? NaN,
  };
  return { figures, tasks: blockingTasks(audits, new URL(url).origin) };
}

/**
 * The tasks of a run's long-tasks diagnostic (its debug data holds every one, simulated) that end
 * after the first contentful paint, with what each blocks (BlockingTask).
 */
function blockingTasks(audits: Record<string, { numericValue?: number; details?: unknown }>, origin: string): BlockingTask[] {
  const fcp = audits['first-contentful-paint']?.numericValue ?? NaN;
  const details = audits['long-tasks']?.details as
    { debugData?: { urls: string[]; tasks: { startTime: number; duration: number; urlIndex: number }[] } } | undefined;
  const { urls = [], tasks = [] } = details?.debugData ?? {};
  return tasks
    .filter((task) => task.startTime + task.duration > fcp)
    .map((task) => {
      const past = task.startTime + task.duration - Math.max(task.startTime, fcp);
      const url = urls[task.urlIndex] ?? '';
      return {
        start: task.startTime,
        duration: task.duration,
        blocking: past < 50 ? 0 : past - 50,
        source: url.startsWith(`${origin}/`) ? url.slice(origin.length) : '',
      };
    })
    .sort((a, b) => a.start - b.start);
}
