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
// the page asks for it, as for a visitor.

const RUNS = Number(process.env.BENCH_RUNS || 5);
const DEFAULT_CARRIERS = ['site.config.yaml', 'tests/fixtures/carriers/ridgeline'];

/** In the page: when the first click on a button happened, and when the frame after it showed the menu open (ms from the navigation). */
function recordFirstTap() {
  const record = window as unknown as { tapped?: number; opened?: number | null };
  addEventListener(
    'click',
    (event) => {
      if (record.tapped !== undefined) return;
      record.tapped = event.timeStamp;
      requestAnimationFrame((frame) => {
        record.opened = document.querySelector('header [popover]')?.checkVisibility() ? frame : null;
      });
    },
    true,
  );
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
            for (let run = 0; run < RUNS; run++) {
              const context = await browser.newContext(SLOW_PHONE_CONTEXT);
              // A slowed page on a busy machine takes its time: no 30 s limit to a visit.
              context.setDefaultTimeout(0);
              await context.addInitScript(recordFirstTap);
              const page = await context.newPage();
              await slowDown(context, page);
              await page.goto(url + path, { waitUntil: 'commit' });
              await page.getByRole('button', { name: config.header.menuLabel }).tap();
              await page.waitForFunction(() => (window as unknown as { opened?: number | null }).opened !== undefined);
              const times = await page.evaluate(() => {
                const { tapped, opened } = window as unknown as { tapped: number; opened: number | null };
                return { tapped, opened };
              });
              if (times.opened === null) throw new Error(`${path}: the menu was not open in the frame after the first tap`);
              tapped.push(times.tapped);
              opened.push(times.opened);
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
    `\n${'config'.padEnd(52)} ${'page'.padEnd(28)} ${'tapped, ms'.padStart(18)} ${'menu open, ms'.padStart(18)} ${'tap to open'.padStart(14)}`,
  );
  for (const row of rows) console.log(row);
  console.log(
    `\nFrom the navigation's start, medians of ${RUNS} visits with (lowest-highest): the first tap on the menu button, made as soon as ` +
      `it was visible, and the frame that showed the menu open. ${SLOW_PHONE_CONTEXT.viewport.width} px, CPU ${CPU_SLOWDOWN}x slower, slow 4G.`,
  );
}

await runCli(async () => {
  const args = process.argv.slice(2);
  const line = commandLine({ command: 'npm run bench:tap', carriers: 'many', options: {} }, args.length ? args : DEFAULT_CARRIERS);
  if (!line.help) await main(line.configFiles.map(projectPath));
});
