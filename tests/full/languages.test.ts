import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../schema/index.ts';
import { pathInLanguage } from '../../src/config/languages/languagePaths.ts';
import { inspectConfig } from '../../src/config/loadSiteConfig.ts';
import { siteInLanguage } from '../../src/config/languages/siteInLanguage.ts';
import { useBrowserAndSite } from '../support/browserAndSite.ts';
import { builtSite, otherSite, brandedSite } from '../support/builtSite.ts';
import { BUILT_CARRIERS } from '../support/carriers.ts';
import { DESKTOP, fullyLoaded, newPage, openPage, PHONE, visit } from '../support/page.ts';
import { listFiles, pageFileOf } from '../support/siteFiles.ts';

// Issue 22: the example carrier speaks English and Spanish; a carrier in one language is unchanged.
const example = inspectConfig(BUILT_CARRIERS.example);
const english = siteInLanguage(example.site, 'en-US');
const spanish = siteInLanguage(example.site, 'es-US');
const SPANISH = { prefix: 'es' };
const env = useBrowserAndSite();

/** Every string under `value`. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

/**
 * The interface's words in English that the Spanish site writes otherwise: the menu, notices,
 * labels, screens, the layout's buttons (what a page shows whatever its sections say).
 */
const interfaceWords = (config: SiteConfig) =>
  strings([config.ui, config.notFound, config.errorScreen, config.header, config.floatingButtons, config.footer, config.navigation]);
const englishOnly = [...new Set(interfaceWords(english))].filter(
  // Words long enough to be words (not "EIN" or a path), and not also a Spanish text.
  (text) => /[a-z]{3,}.*\s|[A-Z][a-z]{4,}/.test(text) && !text.startsWith('/') && !strings(spanish).includes(text),
);

/** The texts a visitor or a screen reader gets from the page: what it shows, and its labels. */
const pageWords = (page: Page) =>
  page.evaluate(() => [
    document.body.innerText,
    ...[...document.querySelectorAll('[aria-label], [title], [alt]')].map((el) =>
      ['aria-label', 'title', 'alt'].map((name) => el.getAttribute(name) ?? '').join(' '),
    ),
    document.title,
  ]);

describe('the example in Spanish', () => {
  it('is built page for page under /es, each page in es-US', () => {
    expect(spanish.routes.map((r) => r.path)).toEqual(english.routes.map((r) => pathInLanguage(r.path, SPANISH)));
    for (const route of spanish.routes) {
      const html = readFileSync(join(builtSite(), pageFileOf(route.path)), 'utf8');
      expect(html, route.path).toContain('<html lang="es-US">');
      expect(html, route.path).toContain(`<title>${route.title.replace(/&/g, '&amp;')}</title>`);
    }
  });

  it('declares each page in both languages (hreflang and x-default), both ways, each answering 200, each canonical to itself', async () => {
    for (const [i, route] of english.routes.entries()) {
      const pair = [route.path, spanish.routes[i]!.path];
      const heads = pair.map((path) => readFileSync(join(builtSite(), pageFileOf(path)), 'utf8'));
      const alternatesOf = (html: string) =>
        [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]);
      const expected = [
        ['en-US', new URL(pair[0]!, english.company.siteUrl).href],
        ['es-US', new URL(pair[1]!, english.company.siteUrl).href],
        ['x-default', new URL(pair[0]!, english.company.siteUrl).href],
      ];
      for (const [j, html] of heads.entries()) {
        if (html.includes('name="robots" content="noindex"')) continue; // a closed posting lists no alternates
        expect(alternatesOf(html), pair[j]).toEqual(expected);
        expect(html).toContain(`<link rel="canonical" href="${new URL(pair[j]!, english.company.siteUrl).href}">`);
      }
    }
    for (const path of spanish.routes.map((r) => r.path)) expect((await fetch(env.site.url + path)).status, path).toBe(200);
  });

  it('lists every page of both languages in the sitemap, each with its alternates', () => {
    const sitemap = readFileSync(join(builtSite(), 'sitemap.xml'), 'utf8');
    for (const path of [...english.routes, ...spanish.routes].map((r) => r.path)) {
      const url = new URL(path, english.company.siteUrl).href;
      expect(sitemap, path).toContain(`<url><loc>${url}</loc>`);
    }
    expect(sitemap.match(/hreflang="es-US"/g)?.length).toBe(english.routes.length * 2);
  });

  describe('on a phone', () => {
    // One tab without JavaScript and one with go from page to page (./support/page.ts visit).
    let still: Awaited<ReturnType<typeof newPage>>;
    let live: Awaited<ReturnType<typeof newPage>>;
    beforeAll(async () => {
      [still, live] = await Promise.all([
        newPage(env.browser, { viewport: PHONE, javaScriptEnabled: false }),
        newPage(env.browser, { viewport: PHONE }),
      ]);
    });
    afterAll(() => Promise.all([still?.close(), live?.close()]));

    it.each(['/es', '/es/privacy', '/es/drivers/otr-company-driver'])(
      '%s shows no English word of the interface, before and after hydration, menu open, and hydrates cleanly',
      async (path) => {
        expect(englishOnly.length).toBeGreaterThan(30);
        still.messages.length = live.messages.length = 0;
        await still.page.goto(env.site.url + path, { waitUntil: 'load' });
        const found = (words: string[]) => englishOnly.filter((text) => words.some((w) => w.includes(text)));
        expect(found(await pageWords(still.page))).toEqual([]);
        await visit(live.page, env.site.url + path);
        await live.page.getByRole('button', { name: spanish.header.menuLabel }).click();
        expect(found(await pageWords(live.page))).toEqual([]);
        expect([...still.messages, ...live.messages]).toEqual([]);
      },
    );
  });
});

describe('the language switch', () => {
  it('goes from a page to the same page in the other language and back, in the header and the footer, without JavaScript too', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page, messages, close } = await openPage(env.browser, `${env.site.url}/drivers`, { viewport: DESKTOP, javaScriptEnabled });
      const header = page.locator('header [data-languages] a');
      expect(await header.getAttribute('hreflang')).toBe('es-US');
      expect(await header.getAttribute('lang')).toBe('es-US');
      // On the bar its short name, the full one on hover; in the footer and the phone menu its full name.
      expect(await header.innerText()).toBe('ES');
      expect(await header.getAttribute('title')).toBe('Español');
      await header.click();
      await page.waitForURL('**/es/drivers');
      expect(await page.locator('html').getAttribute('lang')).toBe('es-US');
      if (javaScriptEnabled) await fullyLoaded(page);
      const footer = page.locator('footer [data-languages] a');
      // As the visitor reads it: scrolled to (the footer is laid out only as it nears the view).
      await footer.scrollIntoViewIfNeeded();
      await expect.poll(() => footer.innerText()).toBe('English');
      await footer.click();
      await page.waitForURL(`${env.site.url}/drivers`);
      expect(messages).toEqual([]);
      await close();
    }
  });

  it('is in the phone menu', async () => {
    const { page, close } = await openPage(env.browser, `${env.site.url}/es/privacy`, { viewport: PHONE });
    await page.getByRole('button', { name: spanish.header.menuLabel }).click();
    await page.locator('header [data-languages]').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${env.site.url}/privacy`);
    await close();
  });
});

describe('an unknown address', () => {
  it('under /es is answered 404 with the not-found page in Spanish, the rest with the English one', async () => {
    const spanishPage = await fetch(`${env.site.url}/es/old-quote-form`);
    expect(spanishPage.status).toBe(404);
    const text = await spanishPage.text();
    expect(text).toContain('<html lang="es-US">');
    expect(text).toContain(spanish.notFound.heading);
    const englishPage = await fetch(`${env.site.url}/esp/old-quote-form`);
    expect(englishPage.status).toBe(404);
    expect(await englishPage.text()).toContain(english.notFound.heading);
  });
});

describe.each([
  ['the branded carrier', brandedSite],
  ['the other carrier', otherSite],
])('%s, in one language', (_, root) => {
  it('has no other language: no /es pages, no switch, no alternates', () => {
    const files = listFiles(root());
    expect(files.filter((f) => f.startsWith('es/'))).toEqual([]);
    const home = readFileSync(join(root(), 'index.html'), 'utf8');
    expect(home).not.toContain('hreflang');
    expect(home).not.toContain('data-languages=""');
    expect(readFileSync(join(root(), 'sitemap.xml'), 'utf8')).not.toContain('xhtml:link');
  });
});
