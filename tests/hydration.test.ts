import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditedPages } from '../src/audit/auditedPages.ts';
import { loadSiteConfig } from '../src/config/loadSiteConfig.ts';
import { isInteractive } from '../src/site-data/partialHydration.ts';
import { brandedSite, builtSite, serve } from './support/builtSite.ts';
import { DESKTOP, fullyLoaded, nextFrames, openPage, PHONE, waitForHydration } from './support/page.ts';
import { useBrowserAndSite } from './support/browserAndSite.ts';
import { routeScripts } from './support/routeScripts.ts';
import { LATER_STYLESHEET } from '../src/render/laterFiles.ts';
import { pageFileOf } from './support/siteFiles.ts';

const env = useBrowserAndSite();
const config = loadSiteConfig('site.config.yaml');
/**
 * The pages the audits visit (src/audit/auditedPages.ts): every route, and the first posting
 * page of each jobs section; the other posting pages are the same component with other words.
 */
const AUDITED = auditedPages(config.routes).map((route) => route.path);

// The routes of each of these groups are visited at once, each in a context of its own: most of
// a visit is waiting (for the network to go quiet, for the idle callback that fetches the animations).
describe('every audited route hydrates cleanly', () => {
  it.concurrent.for(AUDITED)('%s hydrates with no console error or warning', async (path, { expect }) => {
    const { page, messages, close } = await openPage(env.browser, env.site.url + path);
    // Hydration attaches React to the server markup and marks the page (src/ui/hydrated.ts).
    await waitForHydration(page);
    expect(messages).toEqual([]);
    await close();
  });
});

describe('sections that are not interactive stay as prerendered on a first load', () => {
  const home = config.routes.find((r) => r.path === '/')!;
  const rawHome = () => readFileSync(join(builtSite(), 'index.html'), 'utf8');

  it('keeps their HTML exactly as written and hydrates only the interactive ones', async () => {
    const { page, messages, close } = await openPage(env.browser, `${env.site.url}/`, { reducedMotion: 'reduce' });
    const sections = await page.evaluate((raw) => {
      const prerendered = new DOMParser().parseFromString(raw, 'text/html').getElementById('main')!.children;
      return [...document.getElementById('main')!.children].map((element, i) => ({
        unchanged: element.outerHTML === prerendered[i]?.outerHTML,
        // React marks every element it hydrated with its fiber: a kept section's own element
        // (which React adopts) and nothing inside it.
        adopted: Object.keys(element).some((k) => k.startsWith('__reactFiber')),
        inside: [...element.querySelectorAll('*')].some((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))),
      }));
    }, rawHome());
    // One element per section, and after the first, the later stylesheet's, its link kept as written.
    const expected = home.sections.map((s) => ({ unchanged: true, adopted: true, inside: isInteractive(s.type) }));
    expect(sections).toEqual([expected[0], { unchanged: true, adopted: true, inside: false }, ...expected.slice(1)]);
    expect(messages).toEqual([]);
    await close();
  });

  it('moves between pages by plain links: each page arrives prerendered, with its own head, and hydrates', async () => {
    const { page, messages, close } = await openPage(env.browser, `${env.site.url}/`, { viewport: PHONE });
    const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
    const firstLoad = words(await page.locator('#main').textContent());
    await waitForHydration(page);
    const terms = config.routes.find((r) => r.path === '/terms')!;
    const nav = page.getByRole('navigation', { name: config.header.navLabel });
    await page.getByRole('button', { name: config.header.menuLabel }).click();
    await nav.getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL('**/terms');
    expect(await page.title()).toBe(terms.title);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(terms.description);
    await waitForHydration(page);
    // The menu is closed on a phone: its links are there, hidden.
    expect(await page.locator('header nav a[href="/terms"]').getAttribute('aria-current')).toBe('page');
    await page.getByRole('button', { name: config.header.menuLabel }).click();
    await nav.locator('a[href="/"]').click();
    await page.waitForURL(`${env.site.url}/`);
    await waitForHydration(page);
    expect(words(await page.locator('#main').textContent())).toBe(firstLoad);
    expect(await page.locator(`#main > :not([${LATER_STYLESHEET}])`).count()).toBe(home.sections.length);
    expect(messages).toEqual([]);
    await close();
  });
});

describe('a move to another page', () => {
  it('fetches the page ahead once the pointer rests on a link to it (speculation rules), so the click finds it there', async () => {
    const { page, messages, close } = await openPage(env.browser, `${env.site.url}/`, { viewport: DESKTOP });
    const prefetched = new Promise<string>((resolve) =>
      page.on('request', (request) => {
        if (/prefetch/.test(request.headers()['sec-purpose'] ?? '')) resolve(new URL(request.url()).pathname);
      }),
    );
    const link = page.locator('footer').getByRole('link', { name: 'Terms of Service' });
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    expect(await prefetched).toBe('/terms');
    // The CSP allows the rules by their hash: no violation reported.
    expect(messages).toEqual([]);
    await close();
  });
});

describe('what a visit downloads', () => {
  it.concurrent.for(AUDITED)('%s loads exactly the scripts its budget counts', async (path, { expect }) => {
    const context = await env.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(env.site.url + path);
    await fullyLoaded(page);
    await page.waitForLoadState('networkidle');
    const { firstLoad, onDemand } = routeScripts(builtSite(), pageFileOf(path));
    const sorted = (files: Iterable<string>) => [...files].sort();
    // A visitor who only reads the first screen gets the first load and nothing more.
    expect(sorted(scripts)).toEqual(sorted(firstLoad.map((f) => `/${f}`)));
    // Scrolling through the page sets off what loads on demand: the entrance animations, where
    // the page held some back.
    const heldBack = (await page.locator('[data-reveal="animated"]').count()) > 0;
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    if (heldBack) await page.waitForFunction(() => document.documentElement.dataset.motion === 'ready');
    else await nextFrames(page);
    expect(sorted(scripts)).toEqual(sorted([...firstLoad, ...(heldBack ? onDemand : [])].map((f) => `/${f}`)));
    await context.close();
  });
});

describe('the first screen first', () => {
  it("loads no script and no web manifest while the first screen's photo is still on its way, and hydrates once it has come", async () => {
    const site = await serve(brandedSite());
    const context = await env.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // The hero photo is held back until the test lets it go: a phone's slow connection, without a clock.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/hero-*', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${site.url}/`, { waitUntil: 'domcontentloaded' });
    // The headline paints, and a few frames pass: the moment the page used to start its scripts.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await nextFrames(page);
    await nextFrames(page);
    expect(requested.filter((path) => path.endsWith('.js') || path.endsWith('.webmanifest'))).toEqual([]);
    expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
    release();
    await waitForHydration(page);
    expect(requested.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0);
    // The manifest is linked then (Chrome fetches it, and an icon, as soon as it sees the link).
    expect(await page.locator('head link[rel="manifest"]').getAttribute('href')).toBe('/site.webmanifest');
    await context.close();
    await site.close();
  });
});

describe('styles on hydration', () => {
  it.each(['/', '/privacy'])(
    '%s keeps its prerendered <style> tags where they stand: hydrating moves, removes or adds none',
    async (path) => {
      const context = await env.browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      // Every <style> the page gains or loses once the parser is done with it: each one makes the
      // browser restyle the whole page in the middle of hydration.
      await page.addInitScript(() => {
        const changes: string[] = [];
        Object.assign(window, { styleChanges: changes });
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes)
              if (node.nodeName === 'STYLE' && document.readyState !== 'loading')
                changes.push(`added ${(node as Element).outerHTML.slice(0, 80)}`);
            for (const node of record.removedNodes)
              if (node.nodeName === 'STYLE') changes.push(`removed ${(node as Element).outerHTML.slice(0, 80)}`);
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(env.site.url + path);
      await fullyLoaded(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { styleChanges: string[] }).styleChanges)).toEqual([]);
      // The global styles still apply, from the page's own tag (Chromium quotes only the family names with spaces).
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe(
        config.theme.font.map((family) => (family.includes(' ') ? `"${family}"` : family)).join(', '),
      );
      await context.close();
    },
  );
});

describe('the later files', () => {
  it('lets the first screen paint before it arrives, and shows nothing below it unstyled meanwhile', async () => {
    const context = await env.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    // Held until the first screen is on screen, then let through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/later-*.css', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${env.site.url}/`, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    const meanwhile = await page.evaluate(async (attribute) => {
      // The largest paint, which the browser reports only once it has painted.
      const painted = await new Promise<string>((resolve) =>
        new PerformanceObserver((list) =>
          resolve((list.getEntries()[0] as PerformanceEntry & { element: Element }).element.tagName),
        ).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      );
      // Below the first section, if the parser has got that far: nothing drawn yet.
      const below = [...document.querySelectorAll(`#main > :not(:first-child, [${attribute}]), #main ~ *`)];
      return { painted, drawn: below.filter((element) => element.getClientRects().length > 0).map((element) => element.localName) };
    }, LATER_STYLESHEET);
    expect(meanwhile.painted).toBe('H1');
    expect(meanwhile.drawn).toEqual([]);
    release();
    await page.waitForLoadState('load');
    // Then the sections below are drawn with their rules: the second one with the padding its class gives it.
    const second = page.locator(`#main > :not([${LATER_STYLESHEET}])`).nth(1);
    expect(await second.evaluate((element) => parseFloat(getComputedStyle(element).paddingTop))).toBeGreaterThan(0);
    await context.close();
  });

  it.each([true, false])('draws the icons below the first screen from the later sprite (JavaScript %s)', async (javaScriptEnabled) => {
    const { page, messages, close } = await openPage(env.browser, `${env.site.url}/`, { viewport: PHONE, javaScriptEnabled });
    await page.waitForLoadState('networkidle');
    const uses = page.locator('use[href^="/assets/icons-"]');
    expect(await uses.count()).toBeGreaterThan(10);
    // Each one drawn: its symbol's copy has a size (a use whose file or symbol is missing has none).
    const sizes = await uses.evaluateAll((all) =>
      all.map((use) => {
        (use as SVGUseElement).scrollIntoView();
        const box = (use as SVGUseElement).getBBox();
        return box.width > 0 && box.height > 0;
      }),
    );
    expect(sizes.every(Boolean)).toBe(true);
    // And stroked as the page's own icons are, by the drawing rule of the page's sprite.
    expect(await uses.first().evaluate((use) => getComputedStyle(use).strokeLinecap)).toBe('round');
    expect(messages).toEqual([]);
    await close();
  });
});
