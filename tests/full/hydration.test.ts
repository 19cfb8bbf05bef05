import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditedPages } from '../../src/audit/auditedPages.ts';
import { loadSiteConfig } from '../../src/config/loadSiteConfig.ts';
import { isInteractive } from '../../src/site-data/partialHydration.ts';
import { VISITOR_YEAR } from '../../src/ui/dates/visitorDates.ts';
import { brandedSite, builtSite, serve } from '../support/builtSite.ts';
import {
  DESKTOP,
  fullyLoaded,
  idleMoments,
  newPage,
  nextFrames,
  openPage,
  PHONE,
  scrollEveryIslandNear,
  visit,
  waitForVisitorDates,
} from '../support/page.ts';
import { useBrowserAndSite } from '../support/browserAndSite.ts';
import { routeScripts } from '../support/routeScripts.ts';
import { pageFileOf } from '../support/siteFiles.ts';

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
    // React comes when the visitor needs it, each island as it comes near: a read through the page
    // brings them all (src/ui/islands/hydrated.ts marks the page).
    await scrollEveryIslandNear(page);
    expect(messages).toEqual([]);
    await close();
  });
});

describe('sections that are not interactive stay as prerendered on a first load', () => {
  const home = config.routes.find((r) => r.path === '/')!;
  const rawHome = () => readFileSync(join(builtSite(), 'index.html'), 'utf8');

  it('keeps their HTML exactly as written and hydrates only the interactive ones', async () => {
    const { page, messages, close } = await openPage(env.browser, `${env.site.url}/`, { reducedMotion: 'reduce' });
    await scrollEveryIslandNear(page);
    // React hydrates section by section, in tasks of their own after the page is marked hydrated:
    // wait for it to have taken every section's element (a busy machine takes a while).
    await page.waitForFunction(() =>
      [...document.getElementById('main')!.children].every((element) => Object.keys(element).some((k) => k.startsWith('__reactFiber'))),
    );
    const sections = await page.evaluate((raw) => {
      const prerendered = new DOMParser().parseFromString(raw, 'text/html').getElementById('main')!.children;
      // The one attribute React's side adds: a tooltip marks its wrapper once it runs
      // (data-live, src/ui/tooltip/Tooltip.tsx), so that the page's CSS lets go of its text.
      const asWritten = (element: Element) => {
        const copy = element.cloneNode(true) as Element;
        for (const marked of copy.querySelectorAll('[data-live]')) marked.removeAttribute('data-live');
        return copy.outerHTML;
      };
      return [...document.getElementById('main')!.children].map((element, i) => ({
        unchanged: asWritten(element) === prerendered[i]?.outerHTML,
        // React marks every element it hydrated with its fiber: a kept section's own element
        // (which React adopts) and nothing inside it.
        adopted: Object.keys(element).some((k) => k.startsWith('__reactFiber')),
        inside: [...element.querySelectorAll('*')].some((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))),
      }));
    }, rawHome());
    expect(sections).toHaveLength(home.sections.length);
    expect(sections).toEqual(home.sections.map((s) => ({ unchanged: true, adopted: true, inside: isInteractive(s.type) })));
    expect(messages).toEqual([]);
    await close();
  });

  it("keeps the layout parts that are only words and plain links (skip link, floating buttons, language switch, the footer's company, quick links and bottom line) exactly as written, not hydrated inside", async () => {
    const { page, messages, close } = await openPage(env.browser, `${env.site.url}/`, { viewport: PHONE });
    // Once the page's script has written the visitor's year into the copyright (the build's, in a
    // later year), and React has come and taken the footer's island, for a read through the page.
    await waitForVisitorDates(page);
    await scrollEveryIslandNear(page);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('footer *')].some((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))),
    );
    const parts = await page.evaluate(
      ([raw, yearMark]) => {
        const SELECTOR =
          'a[href="#main"], [data-floating-button], header [data-languages], footer > div > div:first-child, footer nav, footer > div:last-child';
        const written = new DOMParser().parseFromString(raw, 'text/html');
        // The copyright's year is the visitor's once the browser has written it (src/ui/dates/visitorDates.ts):
        // the build's year on a page visited in a later year is the one change expected.
        for (const time of written.querySelectorAll<HTMLTimeElement>(`time[${yearMark}]`))
          time.dateTime = time.textContent = String(new Date().getFullYear());
        const prerendered = [...written.querySelectorAll(SELECTOR)].map((el) => el.outerHTML);
        const fiber = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactFiber'));
        return [...document.querySelectorAll(SELECTOR)].map((element, i) => ({
          unchanged: element.outerHTML === prerendered[i],
          adopted: fiber(element),
          inside: [...element.querySelectorAll('*')].some(fiber),
        }));
      },
      [rawHome(), VISITOR_YEAR] as const,
    );
    // The skip link, the floating buttons' row, the header's language switch, and the footer's company,
    // quick links and bottom line (its language switch inside, kept with it).
    expect(parts).toEqual(Array(6).fill({ unchanged: true, adopted: true, inside: false }));
    expect(messages).toEqual([]);
    await close();
  });

  // What Chrome's translator and some extensions do to a page before React reads it: each text of
  // the header and the footer put in <font> elements of its own (the translator's way), an element
  // put between two sections. React cannot hydrate what it finds: it draws the island anew, and
  // for the element in <main> the whole page. The parts it keeps as prerendered (the sections, the
  // footer's company and links) must still hold what the visitor was reading.
  const translated = (html: string) =>
    html.replace(/<(header|footer)\b[\s\S]*?<\/\1>/g, (part) => part.replace(/>([^<>]*\S[^<>]*)</g, '><font>$1</font><'));
  const withElementInMain = (html: string) => html.replace(/(<main\b[^>]*>[\s\S]*?<\/section>)/, '$1<div>Saved to your reading list</div>');

  /** A phone's page that gets `changed` for the home page, recording as newPage's does. */
  async function openChanged(changed: string) {
    expect(changed.match(/<font>/g)?.length).toBeGreaterThan(20);
    const opened = await newPage(env.browser, { viewport: PHONE });
    await opened.page.route(`${env.site.url}/`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: changed }));
    return opened;
  }

  /** Expects the sections and the footer's kept parts to read as in `changed`, and React to have said, only, that it drew parts anew. */
  async function expectWordsKept({ page, messages }: { page: Page; messages: string[] }, changed: string) {
    const texts = await page.evaluate((raw) => {
      const before = new DOMParser().parseFromString(raw, 'text/html');
      // The footer's bottom line shows the visitor's year once React has it: left out.
      const PARTS = ['main', 'footer > div > div:first-child', 'footer nav'];
      const words = (root: ParentNode, selector: string) => root.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();
      return PARTS.map((selector) => ({ selector, now: words(document, selector), before: words(before, selector) }));
    }, changed);
    for (const { selector, now, before } of texts) expect(now, selector).toBe(before);
    // The parts kept as prerendered keep the translator's words too (their <font> elements).
    expect(await page.locator('footer nav font').count()).toBeGreaterThan(0);
    // React drew the rest anew, and said so: its error #418, the server's HTML not matched.
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((message) => !message.includes('#418'))).toEqual([]);
  }

  it('keeps every word of a translated page whose header and footer React draws anew', async () => {
    const changed = translated(rawHome());
    const opened = await openChanged(changed);
    await visit(opened.page, `${env.site.url}/`);
    await scrollEveryIslandNear(opened.page);
    // The footer was drawn anew (React's copy buttons have no <font>); <main> was hydrated.
    expect(await opened.page.locator('footer button font').count()).toBe(0);
    await expectWordsKept(opened, changed);
    await opened.close();
  });

  it('keeps every word of a page with an element put in <main>, which React draws anew whole', async () => {
    const changed = withElementInMain(translated(rawHome()));
    const opened = await openChanged(changed);
    const { page } = opened;
    // React comes for the focused menu button, whose island alone (the header) is then opened.
    await page.goto(`${env.site.url}/`, { waitUntil: 'load' });
    await page.getByRole('button', { name: config.header.menuLabel }).focus();
    await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
    await nextFrames(page);
    // Drawn anew, the footer is there at once, though its island was not opened: no prerendered
    // HTML is left for it to keep while it waits (so are the sections', compared below).
    expect(await page.locator('#root > footer nav').count()).toBe(1);
    await expectWordsKept(opened, changed);
    await opened.close();
  });

  it('moves between pages by plain links: each page arrives prerendered, with its own head, and hydrates once its menu is pressed', async () => {
    const { page, messages, close } = await openPage(env.browser, `${env.site.url}/`, { viewport: PHONE });
    const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
    const firstLoad = words(await page.locator('#main').textContent());
    const terms = config.routes.find((r) => r.path === '/terms')!;
    const nav = page.getByRole('navigation', { name: config.header.navLabel });
    const reactCame = () => page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
    await page.getByRole('button', { name: config.header.menuLabel }).click();
    await reactCame();
    await nav.getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL('**/terms');
    expect(await page.title()).toBe(terms.title);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(terms.description);
    await fullyLoaded(page);
    // The menu is closed on a phone: its links are there, hidden.
    expect(await page.locator('header nav a[href="/terms"]').getAttribute('aria-current')).toBe('page');
    await page.getByRole('button', { name: config.header.menuLabel }).click();
    await reactCame();
    await nav.locator('a[href="/"]').click();
    await page.waitForURL(`${env.site.url}/`);
    await fullyLoaded(page);
    expect(words(await page.locator('#main').textContent())).toBe(firstLoad);
    expect(await page.locator('#main > *').count()).toBe(home.sections.length);
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
  it.concurrent.for(AUDITED)(
    '%s loads exactly the scripts its budget counts, React only once a button comes near',
    async (path, { expect }) => {
      const context = await env.browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.add(new URL(request.url()).pathname);
      });
      await page.goto(env.site.url + path);
      await fullyLoaded(page);
      // Twice idle: where React once came by itself.
      await idleMoments(page);
      await page.waitForLoadState('networkidle');
      const { firstLoad, onNeed } = routeScripts(builtSite(), pageFileOf(path));
      const sorted = (files: Iterable<string>) => [...files].sort();
      // A visitor who only reads the first screen gets the first load and nothing more.
      expect(sorted(scripts)).toEqual(sorted(firstLoad.map((f) => `/${f}`)));
      expect(await page.evaluate(() => 'hydrated' in document.documentElement.dataset)).toBe(false);
      // A scroll to the footer's copy buttons brings React with the page's own chunks, and it
      // hydrates; never the style compiler, which only a style the page lacks would load
      // (src/app/browserStyleCache.ts, tests/full/runtime-styles.test.ts).
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
      await page.waitForLoadState('networkidle');
      expect(sorted(scripts)).toEqual(sorted([...firstLoad, ...onNeed].map((f) => `/${f}`)));
      await context.close();
    },
  );
});

describe('the first screen first', () => {
  it("loads no script and no web manifest while the first screen's photo is still on its way, then its own, and hydrates when the visitor scrolls", async () => {
    const site = await serve(brandedSite());
    const context = await env.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const messages: string[] = [];
    page.on('console', (m) => ['error', 'warning'].includes(m.type()) && messages.push(m.text()));
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
    expect(requested.filter((path) => /\.(js|webmanifest|css)$/.test(path))).toEqual([]);
    expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
    // Nor any image but that photo: the header's logo is written into the page.
    expect(requested.filter((path) => /\.(svg|png|jpe?g|webp|avif)$/.test(path) && !path.includes('/hero-'))).toEqual([]);
    release();
    await fullyLoaded(page);
    expect(requested.filter((path) => path.endsWith('.js'))).toEqual([expect.stringMatching(/^\/assets\/afterFirstScreen-[\w-]+\.js$/)]);
    // The rules below the first screen came before it hydrated (src/app/laterStyles.ts).
    expect(requested.filter((path) => /^\/assets\/later-[\w-]+\.css$/.test(path))).toHaveLength(1);
    // The manifest is linked then (Chrome fetches it, and an icon, as soon as it sees the link).
    expect(await page.locator('head link[rel="manifest"]').getAttribute('href')).toBe('/site.webmanifest');
    // Hydrated, the header still shows the logo written into it.
    await scrollEveryIslandNear(page);
    const logo = page.locator('header img').first();
    expect(await logo.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(messages).toEqual([]);
    await context.close();
    await site.close();
  });
});

describe('the rules below the first screen (src/app/laterStyles.ts)', () => {
  /** What a visitor sees of the first section and of the later part (the sections after it, the footer). */
  const looks = (page: Page) =>
    page.evaluate(() => {
      const [first, second] = document.getElementById('main')!.children;
      const footer = document.querySelector('main ~ footer')!;
      const style = (element: Element) => getComputedStyle(element);
      return {
        first: style(first!).visibility,
        // The first section's own rules (its padding), from the page's <head>.
        firstStyled: style(first!).paddingTop !== '0px',
        later: [style(second!).visibility, style(footer).visibility],
        // The later part's own rules (the second section's and the footer's padding), from the later stylesheet.
        laterStyled: style(second!).paddingTop !== '0px' && style(footer).paddingTop !== '0px',
        // Whether the second section, near the first screen, is laid out: not before the later part
        // shows (src/app/laterStyles.ts: `content-visibility: hidden` until then).
        laterLaidOut: second!.querySelector('h2')!.checkVisibility({ contentVisibilityAuto: true }),
      };
    });
  const LATER = '**/assets/later-*.css';
  /** The page once the later part shows: everything visible, styled and, near the view, laid out. */
  const SHOWN = { first: 'visible', firstStyled: true, later: ['visible', 'visible'], laterStyled: true, laterLaidOut: true };

  it('paints the first screen from <head> while they load, the rest hidden until they apply; then it shows, styled, and hydrates', async () => {
    const { page, messages, close } = await openPage(env.browser, `${env.site.url}/`, { viewport: PHONE });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(LATER, async (route) => {
      requested = true;
      await released;
      await route.continue();
    });
    await page.reload({ waitUntil: 'domcontentloaded' });
    // The entry links them once the largest paint is on screen.
    await page.waitForFunction(() => document.querySelector('link[data-later-styles]'));
    expect(await looks(page)).toEqual({ ...SHOWN, later: ['hidden', 'hidden'], laterStyled: false, laterLaidOut: false });
    expect(requested).toBe(true);
    // Hydration waits for them: it reads which rules the page has. A press on the menu asks for
    // React; it comes, and hydrates once they have.
    await page.getByRole('button', { name: config.header.menuLabel }).click();
    await page.waitForFunction(() => document.querySelector('link[rel="modulepreload"]'));
    await nextFrames(page);
    expect(await page.evaluate(() => 'hydrated' in document.documentElement.dataset)).toBe(false);
    release();
    await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
    await page.keyboard.press('Escape');
    expect(await looks(page)).toEqual(SHOWN);
    expect(messages).toEqual([]);
    await close();
  });

  it('lays out the sections near the view a part a task, out of sight and after the brand fonts, then shows them a few parts a frame, where they stay', async () => {
    // The branded carrier: brand fonts, photos, and sections of every kind near its first screen.
    const site = await serve(brandedSite());
    const context = await env.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const log = {
        frames: 0,
        heldPartsInSight: 0,
        partsPerTask: [] as number[],
        elementsShownPerTask: [] as number[],
        facesAtFirstPart: -1,
        faces: 0,
      };
      Object.assign(window, { laterPartLog: log });
      // Each batch of mutations is one task's (observers are told at the end of the task).
      new MutationObserver((records) => {
        // A part shown: its elements, once laid out (`out`), no longer held.
        const shown = records
          .filter((record) => record.oldValue === 'out' && !(record.target as Element).hasAttribute('data-held'))
          .reduce((sum, record) => sum + (record.target as Element).getElementsByTagName('*').length + 1, 0);
        if (shown) log.elementsShownPerTask.push(shown);
        const released = records.filter(
          (record) => record.oldValue === 'part' && (record.target as Element).getAttribute('data-held') !== 'part',
        ).length;
        if (!released) return;
        if (log.facesAtFirstPart < 0) log.facesAtFirstPart = [...document.fonts].filter((face) => face.status === 'loaded').length;
        log.partsPerTask.push(released);
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-held'], attributeOldValue: true });
      // In every frame, what a visitor could see: a part not laid out yet is never inside a section in sight.
      const frame = () => {
        log.frames++;
        for (const part of document.querySelectorAll('[data-held=part]'))
          if (getComputedStyle(part.closest('main > *, main ~ *')!).visibility !== 'hidden') log.heldPartsInSight++;
        if ('loaded' in document.documentElement.dataset) return;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      addEventListener('DOMContentLoaded', () => {
        log.faces = (
          JSON.parse(document.querySelector<HTMLElement>('noscript[data-brand-faces]')?.dataset.brandFaces ?? '[]') as unknown[]
        ).length;
      });
    });
    await page.goto(site.url);
    await fullyLoaded(page);
    const log = await page.evaluate(
      () =>
        (
          window as unknown as {
            laterPartLog: {
              heldPartsInSight: number;
              partsPerTask: number[];
              elementsShownPerTask: number[];
              facesAtFirstPart: number;
              faces: number;
            };
          }
        ).laterPartLog,
    );
    // Several parts, each laid out in a task of its own.
    expect(log.partsPerTask.length).toBeGreaterThan(5);
    expect(log.partsPerTask.every((count) => count === 1)).toBe(true);
    expect(log.heldPartsInSight).toBe(0);
    // Then shown a few parts a frame (src/browser/laterPartLayout.ts, FRAME_ELEMENTS): no frame paints a section whole.
    expect(log.elementsShownPerTask.length).toBeGreaterThan(log.partsPerTask.length / 3);
    expect(Math.max(...log.elementsShownPerTask)).toBeLessThanOrEqual(20);
    // The brand faces were in place before the first part was laid out, so none lays the later part out again.
    expect(log.faces).toBeGreaterThan(0);
    expect(log.facesAtFirstPart).toBeGreaterThanOrEqual(log.faces);
    // Then everything shows, in its own shape: nothing held, nothing marked for React to find.
    expect(await page.locator('[data-held]').count()).toBe(0);
    expect(await looks(page)).toEqual(SHOWN);
    await context.close();
    await site.close();
  });

  it.each(['/', '/#services'])(
    '%s shows the rest unstyled, every word of it, should they fail to load; the page hydrates all the same',
    async (path) => {
      const { page, close } = await openPage(env.browser, `${env.site.url}/`, { viewport: PHONE });
      await page.route(LATER, (route) => route.abort());
      await page.goto(env.site.url + path);
      await fullyLoaded(page);
      await scrollEveryIslandNear(page);
      // (Hydrating, Emotion writes the rules of what it renders itself, the footer's among them.)
      expect(await looks(page)).toMatchObject({ first: 'visible', firstStyled: true, later: ['visible', 'visible'], laterLaidOut: true });
      await close();
    },
  );

  it('come at once for a page opened at a #fragment, which may be further down, before the first screen has loaded', async () => {
    const site = await serve(brandedSite());
    const context = await env.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    // The hero photo never arrives while the test looks, and the page's timers stand still (the
    // entry gives up waiting for a photo after 3 s): the first screen never finishes loading.
    await page.route('**/assets/hero-*', () => undefined);
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    const stylesheet = page.waitForRequest(/\/assets\/later-[\w-]+\.css$/);
    await page.goto(`${site.url}/#careers`, { waitUntil: 'domcontentloaded' });
    await stylesheet;
    await page.waitForFunction(() => getComputedStyle(document.getElementById('careers')!).visibility === 'visible');
    await context.close();
    await site.close();
  });

  it('styles the whole page before its first paint for a visitor without JavaScript', async () => {
    const { page, messages, close } = await openPage(env.browser, `${env.site.url}/`, { viewport: PHONE, javaScriptEnabled: false });
    expect(await looks(page)).toEqual(SHOWN);
    expect(messages).toEqual([]);
    await close();
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
      await scrollEveryIslandNear(page);
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
