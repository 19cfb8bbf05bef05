import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditedPages } from '../../src/audit/auditedPages.ts';
import { loadSiteConfig } from '../../src/config/loadSiteConfig.ts';
import { brandedSite, builtSite, serve } from '../support/builtSite.ts';
import { BUILT_CARRIERS } from '../support/carriers.ts';
import { useBrowserAndSite } from '../support/browserAndSite.ts';
import { DESKTOP, PHONE, playAnimationsFast, visit } from '../support/page.ts';

/**
 * The browser compiles no style (src/app/browserStyleCache.ts): every rule a page can draw,
 * whatever the visitor does, is prerendered (its <head>, the later stylesheet, and there the
 * states only the browser shows: src/app/browserOnlyStates.tsx), so Emotion's style compiler
 * (the on-demand chunk `styleCompiler`) is never requested and no rule is inserted; and a style
 * the page lacks still applies, once that chunk has come.
 */
const env = useBrowserAndSite();

const CARRIERS = [
  { carrier: 'the example carrier', config: loadSiteConfig(BUILT_CARRIERS.example), root: builtSite },
  { carrier: 'the branded carrier', config: loadSiteConfig(BUILT_CARRIERS.branded), root: brandedSite },
];
const COMPILER = /\/assets\/styleCompiler-[\w-]+\.js$/;

/** Every rule the page's scripts insert and every <style> they add or write into, from the first script on. */
const RECORD_INSERTED_RULES = `
  const inserted = [];
  window.insertedRules = inserted;
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule, index) {
    inserted.push(rule);
    return insertRule.call(this, rule, index);
  };
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (document.readyState !== 'loading' && (node.nodeName === 'STYLE' || node.parentNode?.nodeName === 'STYLE'))
          inserted.push('<style> ' + node.textContent);
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

/**
 * A page in a context of its own that records inserted rules and requests of the style compiler,
 * at `url`; `visit` takes it to another page of the site (./support/page.ts visit: one tab from
 * page to page costs a quarter of a fresh one each). What it recorded of requests and errors
 * piles up from page to page; the inserted rules are those of the page it shows.
 */
async function openRecording(browser: Browser, url: string, prepare?: (context: BrowserContext) => Promise<unknown>) {
  const context = await browser.newContext({ viewport: PHONE });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  await context.addInitScript(RECORD_INSERTED_RULES);
  await prepare?.(context);
  const page = await context.newPage();
  const compilerRequests: string[] = [];
  page.on('request', (request) => {
    if (COMPILER.test(request.url())) compilerRequests.push(request.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await playAnimationsFast(page);
  await visit(page, url);
  const inserted = () => page.evaluate(() => (window as unknown as { insertedRules: string[] }).insertedRules);
  return { page, compilerRequests, errors, inserted, close: () => context.close() };
}

/**
 * What the first toast of `tone` looks like, and what the rules written for it say it should (read
 * from the page's stylesheets), once it shows; with `dismiss`, its close button is then pressed.
 * Found, read and dismissed in one task of the page: a toast goes away by itself four seconds
 * after it shows, on the page's real clock, and a step of the test's own between finding it and
 * reading it could come after that on a busy machine.
 */
const toastLooks = async (page: Page, tone: 'success' | 'error', { dismiss = false } = {}) => {
  const looks = await page.waitForFunction(
    ({ tone, dismiss }) => {
      const item = document.querySelector<HTMLElement>(`[data-toast="${tone}"]`);
      if (!item) return undefined;
      const seen = getComputedStyle(item);
      const own = [...item.classList].find((name) => name.startsWith('c-'))!;
      const rules = [...document.styleSheets].flatMap((sheet) => {
        try {
          return [...sheet.cssRules];
        } catch {
          return [];
        }
      });
      const declared = (selector: RegExp, property: string) =>
        rules
          .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && selector.test(rule.selectorText))
          .map((rule) => rule.style.getPropertyValue(property))
          .findLast(Boolean);
      // A colour as the browser computes it, to compare with what the element shows.
      const computed = (colour: string | undefined) => {
        const probe = document.body.appendChild(document.createElement('i'));
        probe.style.color = colour ?? '';
        const value = getComputedStyle(probe).color;
        probe.remove();
        return value;
      };
      const exactly = new RegExp(`^\\.${own}$`);
      const ofTone = new RegExp(`^\\.${own}(\\[data-toast="${item.dataset.toast}"\\])?$`);
      const result = {
        shown: { background: seen.backgroundColor, color: seen.color, border: seen.borderLeftColor, display: seen.display },
        written: {
          background: computed(declared(exactly, 'background') || declared(exactly, 'background-color')),
          color: computed(declared(exactly, 'color')),
          border: computed(declared(ofTone, 'border-left-color') || declared(exactly, 'border-left-color')),
          display: declared(exactly, 'display'),
        },
      };
      if (dismiss) item.querySelector('button')!.click();
      return result;
    },
    { tone, dismiss },
    // Asked on a timer, not on animation frames, which a busy browser may hold back for seconds.
    { polling: 50 },
  );
  // waitForFunction resolves on a truthy value only: the toast's looks.
  return (await looks.jsonValue())!;
};

describe.each(CARRIERS)('$carrier: the browser compiles no style', ({ config, root }) => {
  const paths = auditedPages(config.routes).map((route) => route.path);
  let site: Awaited<ReturnType<typeof serve>>;
  let tab: Awaited<ReturnType<typeof openRecording>>;
  beforeAll(async () => {
    site = await serve(root());
    tab = await openRecording(env.browser, `${site.url}/`);
  });
  afterAll(async () => {
    await tab?.close();
    await site?.close();
  });

  it.for(paths)('%s: the menu on a phone, tooltips, copy buttons that work and fail, and their toasts insert no rule', async (path) => {
    const { page, inserted, compilerRequests, errors } = tab;
    // On a phone: the menu opened and closed, every copy button pressed (its toast), then again
    // with a clipboard that refuses (the error toast), a toast dismissed.
    await page.setViewportSize(PHONE);
    await visit(page, site.url + path);
    // Open and closed as the visitor sees the panel (what the browser tells assistive technology
    // of it: tests/full/first-tap.test.ts, a11y.test.ts).
    const menu = page.locator('header button[aria-controls]');
    const panel = page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
    await menu.click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    await menu.click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    const copies = page.locator('[data-copy]:visible');
    expect(await copies.count(), 'a copy button to press').toBeGreaterThan(0);
    await copies.first().click();
    const success = await toastLooks(page, 'success');
    expect(success.shown, 'success').toEqual(success.written);
    await page.evaluate(() =>
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('Refused')) } }),
    );
    await copies.last().click();
    const failure = await toastLooks(page, 'error', { dismiss: true });
    expect(failure.shown, 'error').toEqual(failure.written);
    expect(await inserted(), 'on a phone').toEqual([]);

    // On a desktop: every tooltip (a copy button's, an ⓘ's) opened by the pointer.
    await page.setViewportSize(DESKTOP);
    await visit(page, site.url + path);
    // Each of the first four marked, so the one scrolled to, hovered and read is the same: as the
    // page scrolls, sections further down are laid out and their tooltips become visible, and a
    // place among the visible ones would name another tooltip from one step to the next.
    const tips = await page
      .locator('[data-tip]:visible')
      .evaluateAll((all) => all.slice(0, 4).map((tip, i) => tip.setAttribute('data-tip-probe', String(i))).length);
    expect(tips, 'a tooltip to open').toBeGreaterThan(0);
    for (let i = 0; i < tips; i++) {
      const tip = page.locator(`[data-tip-probe="${i}"]`);
      // In the middle of the view, out from under the floating buttons, at once: the page scrolls
      // smoothly, and a pointer put down while it still moves may rest on something else.
      await tip.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await tip.hover();
      await tip.locator('[role="tooltip"][data-open]').waitFor();
    }
    expect(await inserted(), 'on a desktop').toEqual([]);
    // Every visit of the tab so far, this page's among them.
    expect(compilerRequests).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows the error screen of a page that fails in the browser with its prerendered rules', async () => {
    // The page's first-load data turned into sections that cannot render (a call to action with nothing in it).
    const failing = await openRecording(env.browser, `${site.url}/privacy`, (context) =>
      context.route('**/assets/first-load-*.js', (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: `export const sections = Array.from(document.getElementById('main').children, () => ({ type: 'cta' }));`,
        }),
      ),
    );
    // React comes for a scroll to the footer's buttons, and fails.
    await failing.page.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const detail = failing.page.locator('[data-error-detail]');
    await detail.waitFor();
    // Its own rules apply: the screen's height, the detail's muted colour.
    const box = await detail.evaluate((element) => getComputedStyle(element.parentElement!).minHeight);
    expect(box).not.toBe('auto');
    expect(box).not.toBe('0px');
    expect(await failing.inserted()).toEqual([]);
    expect(failing.compilerRequests).toEqual([]);
    await failing.close();
  });

  it('turns the header dark over the error screen that replaces a page opening on a dark hero', async () => {
    const headerColour = (page: Page) => page.locator('header').evaluate((header) => getComputedStyle(header).color);
    const light = await openRecording(env.browser, `${site.url}/privacy`);
    const overLight = await headerColour(light.page);
    await light.close();
    const failing = await openRecording(env.browser, `${site.url}/`, (context) =>
      context.route('**/assets/first-load-*.js', (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: `export const sections = Array.from(document.getElementById('main').children, () => ({ type: 'cta' }));`,
        }),
      ),
    );
    const overHero = await headerColour(failing.page);
    expect(overHero).not.toBe(overLight);
    await failing.page.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await failing.page.locator('[data-error-detail]').waitFor();
    // Back at the top, where the header is clear over the screen.
    await failing.page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(() => headerColour(failing.page)).toBe(overLight);
    await failing.close();
  });
});

describe('a style the page lacks', () => {
  it('still applies: the style compiler loads, and the toast is drawn as written (here with the later stylesheet failed)', async () => {
    const { page, compilerRequests, inserted, close } = await openRecording(env.browser, `${env.site.url}/privacy`, (context) =>
      context.route('**/assets/later-*.css', (route) => route.abort()),
    );
    await page.locator('[data-copy]:visible').first().click();
    const toast = page.locator('[data-toast="success"]');
    await toast.waitFor();
    await expect.poll(() => toast.evaluate((item) => getComputedStyle(item).display)).toBe('flex');
    expect(compilerRequests).toHaveLength(1);
    expect((await inserted()).length).toBeGreaterThan(0);
    await close();
  });
});
