import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, chromePath } from '../../src/audit/chromium.ts';
import { median, range } from '../../src/audit/median.ts';
import { commandLine } from '../../src/cli/commandLine.ts';
import { runCli } from '../../src/cli/runCli.ts';
import { startEditor } from '../../src/editor/server/editorServer.ts';
import { copyCarrierFiles } from '../support/carrierFiles.ts';

// `npm run bench:editor -- [carrier]`: the editor's own budget, on a copy of the carrier's folder
// (the example unless named). Starts the editor (its page built beforehand, as on any start but the
// first), opens it in Chromium BENCH_RUNS times (7 by default) and prints, as medians with their
// ranges:
// - load: from navigation to the preview's first page drawn;
// - preview: from a key typed in the hero's headline to the preview showing it (the budget: 300 ms),
//   measured in the page: the keystroke's time, and the moment the preview's frame says it drew
//   the version with that key.

const RUNS = Number(process.env.BENCH_RUNS || 7);

await runCli(async () => {
  const { configFiles, help } = commandLine({ command: 'npm run bench:editor', carriers: 'one', options: {} });
  if (help) return;
  const [configFile] = configFiles as [string];
  const copy = mkdtempSync(join(tmpdir(), 'bench-editor-'));
  copyCarrierFiles(configFile, copy);
  copyFileSync(configFile, join(copy, 'site.config.yaml'));
  const editor = await startEditor(join(copy, 'site.config.yaml'), '127.0.0.1', 0);
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
  const loads: number[] = [];
  const previews: number[] = [];
  try {
    for (let run = 0; run < RUNS + 1; run++) {
      const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(editor.address.origin);
      await page.waitForSelector('iframe[data-version]', { timeout: 120_000 });
      const loaded = performance.now() - started;
      const headline = page.locator('main.form').getByLabel('Headline');
      await headline.click();
      await page.keyboard.press('End');
      for (let key = 0; key < 3; key++) {
        // The time of the key in the page, and of the preview drawing it: the frame's data-version changes once it has drawn.
        await page.evaluate(() => {
          const state = window as unknown as { keyAt?: number; drawnAt?: number };
          state.drawnAt = undefined;
          const frame = document.querySelector('iframe')!;
          new MutationObserver((_, observer) => {
            state.drawnAt = performance.now();
            observer.disconnect();
          }).observe(frame, { attributes: true, attributeFilter: ['data-version'] });
          document.addEventListener('keydown', () => (state.keyAt = performance.now()), { once: true, capture: true });
        });
        await page.keyboard.press(String.fromCharCode(97 + key));
        await page.waitForFunction(() => (window as unknown as { drawnAt?: number }).drawnAt !== undefined, null, { timeout: 60_000 });
        const { keyAt, drawnAt } = await page.evaluate(() => {
          const { keyAt, drawnAt } = window as unknown as { keyAt: number; drawnAt: number };
          return { keyAt, drawnAt };
        });
        // The first run warms the server's caches: it is left out, as a person's first key is after the editor opened.
        if (run > 0) previews.push(drawnAt - keyAt);
      }
      if (run > 0) loads.push(loaded);
      await context.close();
    }
  } finally {
    await browser.close();
    editor.server.closeAllConnections();
    await new Promise((resolve) => editor.server.close(resolve));
    await editor.close();
    rmSync(copy, { recursive: true, force: true });
  }
  console.log(`Editor of ${configFile}, ${RUNS} runs (3 keys each for the preview):`);
  console.log(`  load     median ${Math.round(median(loads))} ms (${range(loads)})`);
  console.log(`  preview  median ${Math.round(median(previews))} ms (${range(previews)}); budget 300 ms`);
});
