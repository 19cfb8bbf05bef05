import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fill } from '../schema/placeholders.ts';
import type { SiteConfig } from '../schema/index.ts';
import { auditedPages } from '../src/audit/auditedPages.ts';
import { inspectConfig } from '../src/config/loadSiteConfig.ts';
import { siteInLanguage, siteLanguages } from '../src/config/languages/siteInLanguage.ts';
import { useBrowserAndSite } from './support/browserAndSite.ts';
import { builtSite } from './support/builtSite.ts';
import { BUILT_CARRIERS } from './support/carriers.ts';
import { expandedState } from './support/expanded.ts';
import { DESKTOP, idleMoments, newPage, PHONE, scrollEveryIslandNear, visit } from './support/page.ts';

// The browser smoke of `npm test` (issue 46): what a change to any component or page most often
// breaks, seen once in a real browser, cheaply. Each kind of page of the example (the home page,
// the jobs list, a posting, a policy), in each of its languages, at a phone's and a desktop's
// width, in one tab that goes from page to page: it loads no React on its own (issue 48), and
// hydrates, once the visitor has scrolled through it, with no console error or warning,
// the phone's menu opens and closes, and a copy button copies and says so. The full tier
// (tests/full/) holds the rest: every page of every carrier, the slow phone, every width, axe.

const example = inspectConfig(BUILT_CARRIERS.example);
const LANGUAGES = siteLanguages(example.config).map(({ lang }) => siteInLanguage(example.site, lang));

/** One page of each kind: the first of the audited pages that holds a section of that type. */
function pagesOfEachKind(config: SiteConfig) {
  const pages = auditedPages(config.routes);
  const kinds = ['hero', 'jobs', 'job-posting', 'policy'] as const;
  return kinds.map((kind) => pages.find((route) => route.sections.some((section) => section.type === kind))!.path);
}

// It reads what its pages copy: a browser of its own.
const env = useBrowserAndSite(builtSite, { clipboard: true });
let page: Page;
let messages: string[];
let close: () => Promise<void>;
beforeAll(async () => {
  ({ page, messages, close } = await newPage(env.browser, { permissions: ['clipboard-read', 'clipboard-write'] }));
});
afterAll(() => close?.());

describe.each(LANGUAGES.map((config, i) => ({ config, lang: config.lang, first: i % 2 === 0 })))(
  'the example in $lang',
  ({ config, first }) => {
    const menuButton = () => page.getByRole('button', { name: config.header.menuLabel });
    const navigation = () => page.getByRole('navigation', { name: config.header.navLabel });

    // Each kind of page once in each language, at a phone's and a desktop's width in turn, the
    // other way round in the next language: each kind is seen at both widths.
    describe.each(pagesOfEachKind(config).map((path, i) => ({ path, size: (i % 2 === 0) === first ? 'phone' : 'desktop' })))(
      '$path at $size width',
      ({ path, size }) => {
        beforeAll(async () => {
          await page.setViewportSize(size === 'phone' ? PHONE : DESKTOP);
          messages.length = 0;
          await visit(page, env.site.url + path);
        });

        it('loads no script but its first-load one on its own, also once the browser is idle', async () => {
          // Twice idle, after the page has done all it does on its own: the idle moments where it
          // once loaded React (src/browser/afterFirstScreen.ts lists React's modules to preload
          // in the same task that decides to load it, so they would be in the page by now).
          await idleMoments(page);
          const loaded = await page.evaluate(() => ({
            scripts: performance
              .getEntriesByType('resource')
              .map((entry) => new URL(entry.name).pathname)
              .filter((path) => path.endsWith('.js')),
            preloaded: document.querySelectorAll('link[rel="modulepreload"]').length,
            hydrated: 'hydrated' in document.documentElement.dataset,
          }));
          expect(loaded).toEqual({
            scripts: [expect.stringMatching(/^\/assets\/afterFirstScreen-[\w-]+\.js$/)],
            preloaded: 0,
            hydrated: false,
          });
        });

        it('hydrates with no console error or warning, in its language, once the visitor has scrolled through it', async () => {
          await scrollEveryIslandNear(page);
          expect(await page.getAttribute('html', 'lang')).toBe(config.lang);
          expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
          expect(messages).toEqual([]);
        });

        if (size === 'phone')
          it('opens and closes its menu', async () => {
            await menuButton().click();
            expect(await expandedState(menuButton())).toBe(true);
            await navigation().waitFor({ state: 'visible' });
            await page.keyboard.press('Escape');
            expect(await expandedState(menuButton())).toBe(false);
            await navigation().waitFor({ state: 'hidden' });
            expect(messages).toEqual([]);
          });
        else
          it("copies the mailbox from the footer's copy button and says so", async () => {
            const { email } = config.company;
            const copied = fill(config.ui.copied, { value: email });
            // The toast shows for a few seconds: looked for in the page as it comes, not after a
            // round trip that a busy machine can make longer than that.
            const toastShown = page.evaluate(
              (text) =>
                new Promise<void>((resolve) => {
                  const look = () => document.body.textContent.includes(text) && (observer.disconnect(), resolve());
                  const observer = new MutationObserver(look);
                  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
                  look();
                }),
              copied,
            );
            await page
              .locator('footer')
              .getByRole('button', { name: fill(config.ui.copy, { value: email }) })
              .click();
            await toastShown;
            expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(email);
            expect(messages).toEqual([]);
          });
      },
    );
  },
);
