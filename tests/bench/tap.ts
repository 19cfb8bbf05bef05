import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, chromePath } from '../../src/audit/chromium.ts';
import { auditedPages } from '../../src/audit/auditedPages.ts';
import { median, range } from '../../src/audit/median.ts';
import { commandLine } from '../../src/cli/commandLine.ts';
import { runCli } from '../../src/cli/runCli.ts';
import { loadSiteConfig } from '../../src/config/loadSiteConfig.ts';
import { buildSite } from '../../src/prerender/buildSite.ts';
import { projectPath } from '../../src/hosting/buildRecord.ts';
import { createServer } from '../../src/server/createServer.ts';
import { CPU_SLOWDOWN, SLOW_PHONE_CONTEXT, slowDown } from '../support/slowPhone.ts';

// `npm run bench:tap -- [carrier …]`: on a slow phone (390 px, the processor 6x slower, a slow 4G
// network: tests/support/slowPhone.ts), how long after the navigation a visitor's first tap on
// the menu button works. For each audited page of each carrier (the example and the branded
// fixture carrier unless named), built into a temporary folder and served by `npm start`'s
// server, it opens the page BENCH_RUNS times (5 by default), one visit at a time, taps the menu
// as soon as it is visible, and notes, from the navigation's start, when the button was tapped
// and when the frame that shows the menu open was drawn. Nothing is held back: React comes when
// the page asks for it, as for a visitor: that first tap asks for it. Once React has the header,
// the menu is tapped again, and the frame that shows it closed is noted too: the next interaction
// once React has come (issue 48, item 4: answered within 200 ms on this phone, INP-style: from
// the tap's event to the frame that shows its effect).

const RUNS = Number(process.env.BENCH_RUNS || 5);
const DEFAULT_CARRIERS = ['site.config.yaml', 'tests/fixtures/carriers/ridgeline'];

/** What the page notes of each tap on a button: when it happened, the frame after it, and whether that frame showed the menu open (ms from the navigation). */
interface Tap {
  tapped: number;
  frame: number;
  open: boolean;
}

/** In the page: every tap (click) on a button, as a Tap, and when React marked the page hydrated. */
function recordTaps() {
  const record = window as unknown as { taps: Tap[]; reactCame?: number };
  record.taps = [];
  addEventListener(
    'click',
    (event) => {
      const tapped = event.timeStamp;
      requestAnimationFrame((frame) => {
        record.taps.push({ tapped, frame, open: !!document.querySelector('header [popover]')?.checkVisibility() });
      });
    },
    true,
  );
  // (Run before the document has its root element: the whole document is watched for the mark.)
  new MutationObserver((_, observer) => {
    if (!document.documentElement || !('hydrated' in document.documentElement.dataset)) return;
    record.reactCame = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
}

async function main(configs: string[]) {
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
  const rows: string[] = [];
  try {
    for (const configFile of configs) {
      const outDir = await mkdtemp(join(tmpdir(), 'bench-tap-'));
      try {
        console.log(`Building ${configFile}…`);
        await buildSite({ configFile, outDir });
        const server = createServer(outDir);
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        const config = loadSiteConfig(configFile);
        try {
          for (const { path } of auditedPages(config.routes)) {
            const tapped: number[] = [];
            const opened: number[] = [];
            const reactCame: number[] = [];
            const nextTap: number[] = [];
            for (let run = 0; run < RUNS; run++) {
              const context = await browser.newContext(SLOW_PHONE_CONTEXT);
              // A slowed page on a busy machine takes its time: no 30 s limit to a visit.
              context.setDefaultTimeout(0);
              await context.addInitScript(recordTaps);
              const page = await context.newPage();
              await slowDown(context, page);
              await page.goto(url + path, { waitUntil: 'commit' });
              const menu = page.getByRole('button', { name: config.header.menuLabel });
              const taps = (count: number) =>
                page
                  .waitForFunction((count) => (window as unknown as { taps: Tap[] }).taps.length >= count, count)
                  .then(() => page.evaluate(() => (window as unknown as { taps: Tap[] }).taps));
              await menu.tap();
              const [first] = await taps(1);
              if (!first!.open) throw new Error(`${path}: the menu was not open in the frame after the first tap`);
              // React comes for that tap, and takes the header's island (the menu open: at once).
              await page.waitForFunction(() =>
                [...document.querySelectorAll('header *')].some((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))),
              );
              await menu.tap();
              const [, second] = await taps(2);
              if (second!.open) throw new Error(`${path}: the menu was still open in the frame after the tap that closes it`);
              tapped.push(first!.tapped);
              opened.push(first!.frame);
              reactCame.push(await page.evaluate(() => (window as unknown as { reactCame: number }).reactCame));
              nextTap.push(second!.frame - second!.tapped);
              await context.close();
            }
            const gap = opened.map((time, i) => time - tapped[i]!);
            rows.push(
              [
                configFile.padEnd(52),
                path.padEnd(28),
                `${median(tapped).toFixed(0)} (${range(tapped)})`.padStart(18),
                `${median(opened).toFixed(0)} (${range(opened)})`.padStart(18),
                `${median(gap).toFixed(0)} (${range(gap)})`.padStart(14),
                `${median(reactCame).toFixed(0)} (${range(reactCame)})`.padStart(18),
                `${median(nextTap).toFixed(0)} (${range(nextTap)})`.padStart(14),
              ].join(' '),
            );
            console.log(rows.at(-1));
          }
        } finally {
          server.close();
        }
      } finally {
        await rm(outDir, { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\n${'config'.padEnd(52)} ${'page'.padEnd(28)} ${'tapped, ms'.padStart(18)} ${'menu open, ms'.padStart(18)} ${'tap to open'.padStart(14)} ${'React came, ms'.padStart(18)} ${'next tap'.padStart(14)}`,
  );
  for (const row of rows) console.log(row);
  console.log(
    `\nFrom the navigation's start, medians of ${RUNS} visits with (lowest-highest): the first tap on the menu button, made as soon as ` +
      `it was visible, the frame that showed the menu open, and when React had come for it; then, once React had the header, ` +
      `from the next tap (closing the menu) to the frame that showed it closed. ${SLOW_PHONE_CONTEXT.viewport.width} px, CPU ${CPU_SLOWDOWN}x slower, slow 4G.`,
  );
}

await runCli(async () => {
  const args = process.argv.slice(2);
  const line = commandLine({ command: 'npm run bench:tap', carriers: 'many', options: {} }, args.length ? args : DEFAULT_CARRIERS);
  if (!line.help) await main(line.configFiles.map(projectPath));
});
