import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { parse } from 'yaml';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { builtSite } from '../support/builtSite.ts';
import { copyCarrierFiles } from '../support/carrierFiles.ts';
import { BUILT_CARRIERS } from '../support/carriers.ts';
import { connectChromium } from '../support/chromium.ts';
import { freePort } from '../support/freePort.ts';
import { aYearLater } from '../support/page.ts';
import { descendants, kill, running } from '../support/processTree.ts';

/**
 * `npm run dev`, the editing loop of a person rebranding the site: the page shows the config,
 * a save shows at once, a mistake shows in Vite's error overlay with its file:line:column, and
 * fixing it brings the page back. Runs `npm run dev -- <config>` in a child process on a temp
 * copy of site.config.yaml, in real Chromium, and stops it as a terminal's Ctrl-C or a process
 * manager would.
 */
const GOOD = readFileSync('site.config.yaml', 'utf8');
/** A text of the example in English, the language of the pages at / (written beside its Spanish). */
type Text = { 'en-US': string };
const parsed = parse(GOOD, { merge: true }) as {
  routes: { sections: { type: string; headline?: Text }[] }[];
  notFound: { heading: Text };
};
const headline = parsed.routes[0]!.sections.find((s) => s.type === 'hero')!.headline!['en-US'];
/** The folder of the branded carrier, whose logo the example takes on in one test. */
const RIDGELINE = dirname(BUILT_CARRIERS.branded);

let dir: string;
let file: string;
let vite: ChildProcess;
let browser: Browser;
let url: string;
let output = '';

beforeAll(async () => {
  mkdirSync('tests/output', { recursive: true });
  dir = resolve(mkdtempSync('tests/output/dev-'));
  file = join(dir, 'site.config.yaml');
  writeFileSync(file, GOOD);
  copyCarrierFiles('site.config.yaml', dir);
  const port = await freePort();
  url = `http://127.0.0.1:${port}/`;
  vite = spawn('npm', ['run', 'dev', '--', file, '--host', '127.0.0.1', '--port', String(port)], {
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', npm_config_update_notifier: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  vite.stdout!.on('data', (chunk) => (output += chunk));
  vite.stderr!.on('data', (chunk) => (output += chunk));
  [browser] = await Promise.all([
    connectChromium(),
    new Promise<void>((ready, fail) => {
      // Colours are off, and stripped anyway (picocolors turns them on when CI is set).
      // eslint-disable-next-line no-control-regex -- ANSI colour codes start with ESC
      vite.stdout!.on('data', () => output.replace(/\x1b\[[0-9;]*m/g, '').includes(`:${port}/`) && ready());
      vite.on('exit', (code) => fail(new Error(`vite exited with ${code}:\n${output}`)));
    }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  if (vite && vite.exitCode === null) {
    for (const below of descendants(vite.pid!)) kill(below);
    vite.kill('SIGKILL');
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Waits until React has taken over the page, so the next save cannot race its module loads. */
async function hydrated(page: Page) {
  // React comes when the visitor needs it: a scroll to the footer's buttons (src/browser/afterFirstScreen.ts).
  await page.waitForFunction(() => 'loaded' in document.documentElement.dataset);
  await page.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
  await page.waitForLoadState('networkidle');
}

/** The text of the page's h1 in server-rendered HTML. */
const h1Of = (html: string) =>
  /<h1\b[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" })[name]!);

/** How many times the dev server printed `text` since `from` (an index into its output). */
const printed = (text: string, from = 0) => output.slice(from).split(text).length - 1;

/**
 * Saves `config` (a good one) while `page` shows the site, and waits until it has reloaded with it, as the person
 * who saved sees it. With no page open, Vite would keep the reload for the next page to connect, which would then
 * load twice.
 */
async function saveAndReload(page: Page, config: string) {
  const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
  writeFileSync(file, config);
  await reloaded;
  await hydrated(page);
}

describe('npm run dev', () => {
  beforeEach(() => onTestFailed(() => console.log(`vite said:\n${output}`)));

  it('answers any client, not only browsers: a route with its page, HEAD too, an unknown path with the not-found page and 404', async () => {
    // fetch() and curl send no Accept header that names HTML.
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(h1Of(await page.text())).toBe(headline);
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const missing = await fetch(new URL('no-such-page', url));
    expect(missing.status).toBe(404);
    expect(h1Of(await missing.text())).toBe(parsed.notFound.heading['en-US']);
  });

  it('shows the palette preview at /__palette: every role on each ground it is drawn on, with its ratio, all passing', async () => {
    const response = await fetch(new URL('__palette', url));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Palette preview</h1>');
    const rows = [...html.matchAll(/<th scope="row">(\w+)<\/th><td>([^<]+)<\/td><td>(\d+\.\d\d):1<\/td><td>([\d.]+):1 (✓|✗ fails)<\/td>/g)];
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.find(([, role, ground]) => role === 'link' && ground === 'the page background')).toBeDefined();
    for (const [row, , , ratio, minimum, verdict] of rows) {
      expect(Number(ratio), row).toBeGreaterThanOrEqual(Number(minimum));
      expect(verdict).toBe('✓');
    }
  });

  it("loads pages with nothing in the console and every request answered, the icons as the build writes them, with the carrier's logo too", async () => {
    const context = await browser.newContext();
    // Read a year after the build: the visitor's year written into the footer before its island hydrates is no mismatch.
    await context.addInitScript(aYearLater);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(`${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('requestfailed', (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
    page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()}: ${r.url()}`));
    const load = async (path: string) => {
      await page.goto(new URL(path, url).href);
      await hydrated(page);
    };
    try {
      for (const path of ['/', '/es/privacy']) await load(path);
      // The icons the page links to are the build's, byte for byte (the build writes them from the same config).
      const icons = await page
        .locator('link[rel~="icon"]')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href')!).filter((href) => !href.startsWith('data:')));
      expect(icons.length).toBeGreaterThan(0);
      for (const icon of icons) {
        const answer = await fetch(new URL(icon, url));
        expect(answer.status, icon).toBe(200);
        expect(Buffer.from(await answer.arrayBuffer()).equals(readFileSync(join(builtSite(), icon))), icon).toBe(true);
      }

      // The carrier adds its logo: the header draws it with rules of its own.
      copyFileSync(join(RIDGELINE, 'brand/logo.svg'), join(dir, 'logo.svg'));
      await saveAndReload(page, GOOD.replace(/^company:\n/m, 'company:\n  logo: ./logo.svg\n'));
      for (const path of ['/', '/privacy']) {
        await load(path);
        expect(await page.locator('header [data-logo]').count(), path).toBeGreaterThan(0);
      }
      expect(problems).toEqual([]);
    } finally {
      await saveAndReload(page, GOOD);
      await context.close();
    }
  });

  it('renders the page, shows a saved change at once, shows a mistake in the overlay and recovers when it is fixed', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    await hydrated(page);
    const h1 = page.getByRole('heading', { level: 1 });
    expect(await h1.textContent()).toBe(headline);

    // Save a new headline: the open page shows it without a manual reload.
    writeFileSync(file, GOOD.replace(`en-US: ${headline}`, 'en-US: Saved And Shown At Once'));
    await expect.poll(() => h1.textContent()).toBe('Saved And Shown At Once');
    await hydrated(page);

    // Save a mistake: the overlay shows the located problem, as `npm run check` prints it.
    const before = output.length;
    const broken = GOOD.replace(/ {2}email: .*\n/, '  email: dispatch.example.com\n');
    writeFileSync(file, broken);
    const line = broken.slice(0, broken.indexOf('dispatch.example.com')).split('\n').length;
    const overlay = page.locator('vite-error-overlay .message-body');
    await expect
      .poll(() => overlay.textContent().catch(() => ''))
      .toContain(`${relative(process.cwd(), file)}:${line}:10  company.email  Not an email address`);

    // Fix it: the overlay goes and the page is back.
    writeFileSync(file, GOOD);
    await expect.poll(() => page.locator('vite-error-overlay').count()).toBe(0);
    await expect.poll(() => h1.textContent()).toBe(headline);
    await hydrated(page);
    expect(errors).toEqual([]);
    await context.close();
    // The terminal showed the mistake once, and each message on a line of its own.
    expect(printed('company.email  Not an email address', before)).toBe(1);
    expect(printed('changed: reloading the page\n', before)).toBeGreaterThanOrEqual(1);
    expect(output).not.toMatch(/reloading the page[^\n]/);
  });

  it('a page opened while the config is broken shows the overlay too, and the terminal the mistake once', async () => {
    const before = output.length;
    const broken = GOOD.replace(/ {2}phone: .*\n/, '  phone: "555-0142"\n');
    writeFileSync(file, broken);
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      // Once the dev server has seen the save (it prints the problem then), every page it serves shows it.
      await expect.poll(() => printed('company.phone  Not a North American phone number', before)).toBe(1);
      await page.goto(url);
      expect(await page.locator('vite-error-overlay .message-body').textContent()).toContain(
        'company.phone  Not a North American phone number',
      );
      // Opened twice more: the problem is not printed again for each request.
      for (let i = 0; i < 2; i++) await page.goto(url);
      expect(await page.locator('vite-error-overlay .message-body').textContent()).toContain(
        'company.phone  Not a North American phone number',
      );
      expect(printed('company.phone  Not a North American phone number', before)).toBe(1);
    } finally {
      writeFileSync(file, GOOD);
      await context.close();
    }
  });

  it('stops on SIGINT to the npm process, as on Ctrl-C: the dev server closes, and every process exits 0', async () => {
    const tree = descendants(vite.pid!);
    expect(tree.length).toBeGreaterThan(0);
    const exited = new Promise<number | null>((done) => vite.once('exit', (code) => done(code)));
    vite.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(tree.filter(running)).toEqual([]);
    await expect(fetch(url)).rejects.toThrow();
  });
});
