import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkAtOnce } from '../../src/app/laterStyles.ts';
import { loadSiteConfig } from '../../src/config/loadSiteConfig.ts';
import { postingOpen } from '../../schema/buildDay.ts';
import { requireBuildRecord } from '../../src/hosting/buildRecord.ts';
import { hostileSite, serve, VARIANT_CONFIGS_DIR } from '../support/builtSite.ts';
import { connectChromium } from '../support/chromium.ts';
import { PAYLOADS } from '../support/hostileSite.ts';
import { decodeMailto } from '../support/mailto.ts';
import { cspViolations, DESKTOP, fullyLoaded, playAnimationsFast, recordCspViolations, settled } from '../support/page.ts';
import { pageFileOf } from '../support/siteFiles.ts';

/**
 * A config that passes the check although every text an attacker could reach holds markup or
 * script (./support/hostileSite.ts): the site it builds shows those texts as text, and nothing
 * runs or changes beyond them. Built with the real build (once, by the run's global setup),
 * served by the real server, visited in Chromium.
 */
const file = join(VARIANT_CONFIGS_DIR, 'hostile-but-valid.yaml');
const outDir = hostileSite();

let browser: Browser;
let site: Awaited<ReturnType<typeof serve>>;
const config = () => loadSiteConfig(file);

beforeAll(async () => {
  [browser, site] = await Promise.all([connectChromium(), serve(outDir)]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
/** The inline <script> elements of a page, any type, any case. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].map((m) => ({ attributes: m[1]!, code: m[2]! }));

describe('a hostile but valid config', () => {
  it('passes the check (every payload is plain text)', () => {
    expect(config().company.name).toBe(PAYLOADS.name);
  });

  it('builds pages with one script (the entry), the link of the later styles for a #fragment, the speculation rules and their data blocks, whose hashes are the only ones the CSP allows', async () => {
    const routes = config().routes;
    const pages = [...routes.map((r) => pageFileOf(r.path)), '404.html'];
    // The carrier's block on every content page, and an open posting's JobPosting on its own.
    const dataBlocks = (page: string) =>
      page === '404.html'
        ? 0
        : 1 +
          (routes
            .find((r) => pageFileOf(r.path) === page)
            ?.sections.some((s) => s.type === 'job-posting' && postingOpen(s.posting, requireBuildRecord(outDir).buildDay))
            ? 1
            : 0);
    const headers = await readFile(join(outDir, '_headers'), 'utf8');
    const allowed = [...headers.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]);
    expect(allowed).toHaveLength(3);
    for (const page of pages) {
      const scripts = inlineScripts(await readFile(join(outDir, page), 'utf8'));
      // What the CSP governs: the entry, the speculation rules and on a page with later styles
      // their link (the not-found page has all its rules in <head>); JSON-LD is data it leaves alone.
      const executable = scripts.filter((s) => !/type="application\/ld\+json"/.test(s.attributes));
      const laterStyles = (await readFile(join(outDir, 'index.html'), 'utf8')).match(/<noscript data-later-styles="([^"]+)"/)![1]!;
      const expected = page === '404.html' ? allowed.filter((hash) => hash !== sha256(linkAtOnce(laterStyles))) : allowed;
      expect(executable.map((s) => sha256(s.code)).sort(), page).toEqual(expected.sort());
      expect(scripts.length - executable.length, page).toBe(dataBlocks(page));
    }
    for (const host of ['nginx.conf', 'vercel.json']) {
      const text = await readFile(join(outDir, host), 'utf8');
      expect(new Set([...text.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1])), host).toEqual(new Set(allowed));
    }
  });

  it('shows every payload as text in Chromium: no dialog, no CSP violation, no page error', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await recordCspViolations(context);
    const page = await context.newPage();
    await playAnimationsFast(page);
    const dialogs: string[] = [];
    const errors: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      for (const path of [...config().routes.map((r) => r.path), '/no-such-page']) {
        await page.goto(site.url + path);
        await fullyLoaded(page);
        // Scroll through, so every lazy part and animation runs too.
        await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
        await settled(page);
        expect(await cspViolations(page), path).toEqual([]);
        // The entry, and the later styles' link for a #fragment, which this visit without one did not run.
        expect(await page.locator('script[type="module"]').count(), path).toBe(1);
        expect(await page.locator('link[data-later-styles]').count(), path).toBe(path === '/no-such-page' ? 0 : 1);
        expect(await page.locator('img[src="x"], svg[onload]').count(), path).toBe(0);
      }
      await page.goto(site.url + '/');
      expect(await page.locator('h1').textContent()).toBe(PAYLOADS.headline);
      expect(await page.getByText(PAYLOADS.subtitle, { exact: true }).count()).toBe(1);
      expect(await page.title()).toContain(PAYLOADS.name);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(PAYLOADS.description);
      const quote = await page.locator('a[href^="mailto:"]', { hasText: /quote/i }).first().getAttribute('href');
      expect(decodeMailto(quote!).subject).toBe(PAYLOADS.quoteSubject);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe('"Evil Font", Arial, sans-serif');

      await page.goto(site.url + '/privacy');
      const heading = page.locator('article h2').first();
      expect(await heading.textContent()).toContain(PAYLOADS.policyHeading);
      const id = await heading.getAttribute('id');
      expect(id).toBe('политика-h2-script-alert-9-script');
      expect(await page.locator(`a[href="#${id}"]`).count()).toBe(1);
      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
