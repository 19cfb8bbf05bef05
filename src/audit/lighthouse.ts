import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { buildSite } from '../prerender/buildSite.ts';
import { auditedPages } from './auditedPages.ts';
import { pathInLanguage } from '../config/languages/languagePaths.ts';
import { siteLanguages } from '../config/languages/siteInLanguage.ts';
import { runCli } from '../cli/runCli.ts';
import { loadSiteConfig } from '../config/loadSiteConfig.ts';
import { commandLine } from '../cli/commandLine.ts';
import { createServer } from '../server/createServer.ts';
import { CHROME_FLAGS, chromePath } from './chromium.ts';
import { median, range } from './median.ts';
import { isOtherScore, measured, type Figures } from './lighthouseRun.ts';

/**
 * `npm run audit`: Lighthouse (mobile with its default simulated throttling, and desktop)
 * against the production server, every content route, several runs each (all four scores in the
 * first, then performance alone: ./lighthouseRun.ts), each in a fresh tab
 * from Lighthouse's standard start (`about:blank`, as PageSpeed Insights runs it); prints medians.
 * Exits non-zero only below a gate with room for the noise of a shared machine.
 * `npm run audit -- [carrier]`: the carrier named (its folder or config), else SITE_CONFIG or
 * ./site.config.yaml, built into a temporary folder of its own (never its dist/).
 */
const RUNS = Number(process.env.AUDIT_RUNS || 5);
const TARGET = { score: 100, lcpMobileMs: 1000, tbtMs: 50, cls: 0 };
const GATE = { performance: 90, other: 100, cls: 0.01 };
let printedHeader = false;

await runCli(async () => {
  const { configFiles, help } = commandLine({ command: 'npm run audit', carriers: 'one', options: {} });
  if (help) return;
  const [configFile] = configFiles as [string];
  const outDir = await mkdtemp(join(tmpdir(), 'carrier-audit-'));
  // AUDIT_PATHS=/,/terms narrows a run while you work on a page.
  const only = process.env.AUDIT_PATHS?.split(',');
  // Every audited page of the default language, and the home page of each other language (its
  // other pages are the same components in other words, which the budgets and axe check).
  const config = loadSiteConfig(configFile);
  const paths = [
    ...auditedPages(config.routes).map((r) => r.path),
    ...siteLanguages(config).flatMap((language) => (language.prefix ? [pathInLanguage('/', language)] : [])),
  ].filter((p) => !only || only.includes(p));
  await buildSite({ configFile, outDir });
  const server = createServer(outDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });

  // Round by round, each round visiting every route once: a busy minute on a shared machine then
  // costs every route one run, instead of sinking all the runs of whichever route it fell on.
  const targets = (['mobile', 'desktop'] as const).flatMap((preset) => paths.map((path) => ({ preset, path })));
  const runs = targets.map((): Figures[] => []);
  const rows: { route: string; preset: string; figures: Figures }[] = [];
  try {
    for (let round = 1; round <= RUNS; round++) {
      for (const [i, { preset, path }] of targets.entries())
        runs[i]!.push(await measured(`http://127.0.0.1:${port}${path}`, chrome.port, preset, round === 1 ? 'all' : 'performance'));
      console.log(`Round ${round} of ${RUNS} measured.`);
    }
    for (const [i, { preset, path }] of targets.entries()) {
      const measuredRuns = runs[i]!;
      // Accessibility, best practices and SEO as the first run found them; the rest, medians.
      const figures = Object.fromEntries(
        (Object.keys(measuredRuns[0]!) as (keyof Figures)[]).map((k) => [
          k,
          isOtherScore(k) ? measuredRuns[0]![k] : median(measuredRuns.map((r) => r[k])),
        ]),
      ) as unknown as Figures;
      rows.push({ route: path, preset, figures });
      const tbts = measuredRuns.map((r) => r.tbt);
      console.log(formatRow(path, preset, figures, range(tbts)));
    }
  } finally {
    chrome.kill();
    server.close();
    await rm(outDir, { recursive: true, force: true });
  }

  const failures = rows.flatMap(({ route, preset, figures: f }) => [
    ...(f.performance < GATE.performance ? [`${preset} ${route}: Performance ${f.performance} < ${GATE.performance}`] : []),
    ...(['accessibility', 'bestPractices', 'seo'] as const)
      .filter((k) => f[k] < GATE.other)
      .map((k) => `${preset} ${route}: ${k} ${f[k]} < ${GATE.other}`),
    ...(f.cls > GATE.cls ? [`${preset} ${route}: CLS ${f.cls} > ${GATE.cls}`] : []),
  ]);
  console.log(
    `\nMedians of ${RUNS} runs (range: the lowest and highest TBT; A11y, BP and SEO: the first run's); * marks a figure that misses its target (scores ${TARGET.score}, mobile LCP ≤ ${TARGET.lcpMobileMs} ms, TBT ≤ ${TARGET.tbtMs} ms, CLS ${TARGET.cls} to three decimals).`,
  );
  console.log(
    'JS KB is what Chrome transferred over plain http, gzip (it asks for Brotli over https only); the budget test counts Brotli.',
  );
  if (failures.length) throw new Error(`Audit gate failed:\n${failures.join('\n')}`);
  console.log('Audit gate passed.');
});

/** One row of medians; `tbtRange` is the lowest and highest TBT of the runs, the noisiest figure. */
function formatRow(route: string, preset: string, f: Figures, tbtRange: string): string {
  const mark = (text: string, miss: boolean) => `${text}${miss ? '*' : ''}`.padStart(8);
  const header = printedHeader
    ? ''
    : `${'preset'.padEnd(8)}${'route'.padEnd(10)}${['Perf', 'A11y', 'BP', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'range', 'CLS', 'JS KB'].map((h) => h.padStart(8)).join('')}\n`;
  printedHeader = true;
  return (
    header +
    preset.padEnd(8) +
    route.padEnd(10) +
    [
      mark(String(f.performance), f.performance < TARGET.score),
      mark(String(f.accessibility), f.accessibility < TARGET.score),
      mark(String(f.bestPractices), f.bestPractices < TARGET.score),
      mark(String(f.seo), f.seo < TARGET.score),
      mark(f.fcp.toFixed(0), false),
      mark(f.lcp.toFixed(0), preset === 'mobile' && f.lcp > TARGET.lcpMobileMs),
      mark(f.tbt.toFixed(0), f.tbt > TARGET.tbtMs),
      tbtRange.padStart(8),
      // CLS as Lighthouse reports it, to three decimals (its report rounds the same way).
      mark(f.cls.toFixed(3), Number(f.cls.toFixed(3)) > TARGET.cls),
      mark(f.jsKb.toFixed(1), false),
    ].join('')
  );
}
