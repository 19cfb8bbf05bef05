import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../src/config/loadSiteConfig.ts';
import { useBrowserAndSite } from '../support/browserAndSite.ts';
import { brandedSite } from '../support/builtSite.ts';
import { BUILT_CARRIERS } from '../support/carriers.ts';
import { scrollThrough } from '../support/home.ts';
import { cumulativeShift, layoutShifts, recordLayoutShifts } from '../support/layoutShifts.ts';
import { DESKTOP } from '../support/page.ts';

/**
 * Issue 13's proof on a carrier that is not the example: its own logo (and white variant),
 * photos of 3000+ px and over 1 MB, and brand fonts, visited as a phone on a slow network does.
 */
const config = loadSiteConfig(BUILT_CARRIERS.branded);
const ROUTES = config.routes.map((r) => r.path);
const env = useBrowserAndSite(brandedSite);

/** Lighthouse's mobile device: a 412-px-wide phone at 1.75 device pixels per CSS pixel. */
const PHONE_412 = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const MAX_IMAGE_KB = 150;
// Per route, what a phone downloads of each kind (bytes on the wire).
const BUDGET_KB = { image: 300, font: 60 };

interface Visit {
  page: Page;
  close: () => Promise<void>;
  responses: { url: string; type: string; bytes: number }[];
  /** Sum of the layout-shift scores of the visit, shifts right after input excluded (as CLS counts them). */
  cls: () => Promise<number>;
}

/** Opens `path` with the network of a slow phone (fonts and photos arrive after the first paint), recording every response and layout shift. */
async function visit(browser: Browser, path: string, options = PHONE_412, throttle = true): Promise<Visit> {
  const context = await browser.newContext(options);
  await recordLayoutShifts(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Lighthouse's slow 4G: 150 ms round trips, 1.6 Mbit/s down.
  if (throttle)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  const responses: Visit['responses'] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    pending.push(
      response.body().then(
        (body) => void responses.push({ url: response.url(), type: response.request().resourceType(), bytes: body.length }),
        () => undefined,
      ),
    );
  });
  await page.goto(env.site.url + path, { waitUntil: 'networkidle' });
  // Down the whole page, so that every lazy image loads.
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return {
    page,
    responses,
    close: () => context.close(),
    cls: async () => cumulativeShift(await layoutShifts(page)),
  };
}

describe.each(ROUTES)('the branded carrier at %s on a 412-px phone', (path) => {
  let v: Visit;
  beforeAll(async () => {
    v = await visit(env.browser, path);
  });
  afterAll(() => v?.close());

  it(`downloads no image over ${MAX_IMAGE_KB} KB, and only the optimised ones the build wrote`, () => {
    const images = v.responses.filter((r) => r.type === 'image');
    expect(images.filter((r) => r.bytes > MAX_IMAGE_KB * 1024).map((r) => `${r.url} ${(r.bytes / 1024).toFixed(0)} KB`)).toEqual([]);
    // Photos come as AVIF from assets/ (Chromium shows AVIF): never the supplied JPEGs.
    const photos = images.filter((r) => /\.(jpe?g|png|webp|avif)$/.test(r.url));
    for (const photo of photos) expect(new URL(photo.url).pathname).toMatch(/^\/assets\/[\w-]+-\d+-[\w-]{10}\.avif$/);
  });

  it(`stays within its budgets: images ${BUDGET_KB.image} KB, fonts ${BUDGET_KB.font} KB`, () => {
    const total = (type: string) => v.responses.filter((r) => r.type === type).reduce((sum, r) => sum + r.bytes, 0) / 1024;
    console.log(`${path}: images ${total('image').toFixed(1)} KB, fonts ${total('font').toFixed(1)} KB`);
    expect(total('image')).toBeLessThanOrEqual(BUDGET_KB.image);
    expect(total('font')).toBeLessThanOrEqual(BUDGET_KB.font);
    // Fonts are the carrier's, subset, from this site.
    for (const font of v.responses.filter((r) => r.type === 'font')) expect(new URL(font.url).pathname).toMatch(/^\/assets\/.+\.woff2$/);
  });

  it('shifts nothing while its fonts and photos arrive (CLS 0)', async () => {
    expect(await v.cls()).toBeLessThan(0.001);
  });

  it('draws its text in the brand fonts once they have arrived', async () => {
    const families = await v.page.evaluate(() => [
      getComputedStyle(document.querySelector('h1')!).fontFamily,
      getComputedStyle(document.body).fontFamily,
    ]);
    expect(families[0]).toContain(config.theme.fonts!.heading!.family);
    expect(families[1]).toContain(config.theme.fonts!.body!.family);
    const loaded = await v.page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, ''));
    });
    expect(loaded).toEqual(expect.arrayContaining([config.theme.fonts!.heading!.family, config.theme.fonts!.body!.family]));
    // And the page draws with them: a face of each family, at the weight the page asks for, is ready.
    const ready = await v.page.evaluate(
      ([heading, body]) => [
        document.fonts.check(`${getComputedStyle(document.querySelector('h1')!).fontWeight} 16px "${heading}"`),
        document.fonts.check(`400 16px "${body}"`),
      ],
      [config.theme.fonts!.heading!.family, config.theme.fonts!.body!.family],
    );
    expect(ready).toEqual([true, true]);
  });

  it("shows the carrier's logo, named by the company name, in the header and the footer", async () => {
    for (const landmark of ['banner', 'contentinfo'] as const) {
      const logo = v.page.getByRole(landmark).getByRole('img', { name: config.company.name });
      await expect.poll(() => logo.count()).toBeGreaterThan(0);
      const visible = logo.filter({ visible: true }).first();
      const [width, height] = [await visible.getAttribute('width'), await visible.getAttribute('height')];
      expect(Number(width) / Number(height)).toBeGreaterThan(1);
    }
  });
  if (path === '/')
    it('fetches its hero photo first, at the width a 412-px phone needs', async () => {
      const hero = v.page.locator('main > :first-child img').first();
      const current = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
      // 412 CSS px at 1.75 is 721 device pixels: the 960 candidate, never the 1920.
      expect(current).toMatch(/-960-[\w-]{10}\.avif$/);
      expect(await hero.getAttribute('fetchpriority')).toBe('high');
      expect(await hero.getAttribute('loading')).toBeNull();
      const preload = await v.page.locator('link[rel="preload"][as="image"]').getAttribute('imagesrcset');
      expect(preload).toContain(new URL(current).pathname);
    });
  if (path === '/')
    it('leaves the connection to its first screen: the brand fonts start only once the hero photo has arrived', async () => {
      const { photoEnd, largestPaint, fontStarts } = await v.page.evaluate(async () => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const photo = resources.find((r) => r.name === document.querySelector<HTMLImageElement>('main > :first-child img')!.currentSrc)!;
        // The first largest paint, which only an observer reads back.
        const paints = await new Promise<PerformanceEntryList>((resolve) =>
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            resolve(list.getEntries());
          }).observe({ type: 'largest-contentful-paint', buffered: true }),
        );
        return {
          photoEnd: photo.responseEnd,
          largestPaint: paints[0]!.startTime,
          fontStarts: resources.filter((r) => r.name.endsWith('.woff2')).map((r) => r.startTime),
        };
      });
      expect(fontStarts.length).toBeGreaterThan(0);
      for (const start of fontStarts) expect(start).toBeGreaterThanOrEqual(Math.max(photoEnd, largestPaint));
    });
});

describe("the branded carrier's next page", () => {
  /** Ways on from the home page that find its fonts in the cache: a link to another page, and a reload (no referrer, as after a search). */
  const WAYS_ON = {
    'a page reached by a link': async (page: Page) => {
      // As a link does: the referrer is this site, and no input excuses a shift.
      const next = ROUTES.find((route) => route !== '/')!;
      await page.evaluate((path) => location.assign(path), next);
      await page.waitForURL(`**${next}`);
    },
    'the home page reloaded': (page: Page) => page.reload({ waitUntil: 'commit' }),
  };

  it.for(Object.keys(WAYS_ON) as (keyof typeof WAYS_ON)[])(
    '%s draws in the brand fonts from its first paint, from the cache, with nothing moved (CLS exactly 0)',
    async (way) => {
      const context = await env.browser.newContext(PHONE_412);
      try {
        await recordLayoutShifts(context);
        const page = await context.newPage();
        const families = [config.theme.fonts!.heading!.family, config.theme.fonts!.body!.family];
        // The home page, until the client entry has loaded the brand faces (after its first screen).
        await page.goto(`${env.site.url}/`);
        await page.waitForFunction(
          (wanted) =>
            wanted.every((family) => [...document.fonts].some((f) => f.family.replace(/"/g, '') === family && f.status === 'loaded')),
          families,
        );
        await WAYS_ON[way](page);
        await page.waitForLoadState('load');
        const { faces, fonts, firstPaint } = await page.evaluate(async () => {
          await document.fonts.ready;
          return {
            faces: [...document.fonts]
              .filter((f) => f.status === 'loaded' && f.display === 'optional')
              .map((f) => f.family.replace(/"/g, '')),
            fonts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
              .filter((r) => r.name.endsWith('.woff2'))
              .map((r) => ({ start: r.startTime, transferSize: r.transferSize })),
            // The first contentful paint, once the browser has queued its entry (after the frame is presented).
            firstPaint: await new Promise<number>((resolve) =>
              new PerformanceObserver((list, observer) => {
                const paint = list.getEntriesByName('first-contentful-paint')[0];
                if (!paint) return;
                observer.disconnect();
                resolve(paint.startTime);
              }).observe({ type: 'paint', buffered: true }),
            ),
          };
        });
        expect(await layoutShifts(page)).toEqual([]);
        expect(faces).toEqual(expect.arrayContaining(families));
        // Asked for before the first paint, and answered by the browser's cache, not the network.
        expect(fonts.length).toBeGreaterThan(0);
        for (const font of fonts) {
          expect(font.start).toBeLessThan(firstPaint);
          expect(font.transferSize).toBe(0);
        }
      } finally {
        await context.close();
      }
    },
  );
});

describe('the branded carrier without JavaScript', () => {
  it('draws its text in the brand fonts all the same', async () => {
    const context = await env.browser.newContext({ ...PHONE_412, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${env.site.url}/`, { waitUntil: 'networkidle' });
      const loaded = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, ''));
      });
      expect(loaded).toEqual(expect.arrayContaining([config.theme.fonts!.heading!.family, config.theme.fonts!.body!.family]));
    } finally {
      await context.close();
    }
  });
});

describe('the branded home page', () => {
  it('keeps the fleet photo lazy, at the width of its column, with its size reserved', async () => {
    const v = await visit(
      env.browser,
      '/',
      { ...PHONE_412, viewport: DESKTOP, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
      false,
    );
    try {
      const fleetSection = config.routes[0]!.sections.find((s) => s.type === 'fleet')!;
      const fleet = v.page.locator(`#${fleetSection.id} img`);
      expect(await fleet.getAttribute('loading')).toBe('lazy');
      expect(await fleet.getAttribute('decoding')).toBe('async');
      await fleet.scrollIntoViewIfNeeded();
      await expect.poll(() => fleet.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      // The file the browser took is at least as wide as the column it fills, and the smallest such.
      const { current, shown } = await fleet.evaluate((img: HTMLImageElement) => ({
        current: img.currentSrc,
        shown: img.getBoundingClientRect().width,
      }));
      const width = Number(/-(\d+)-[\w-]{10}\.avif$/.exec(current)?.[1]);
      expect(width).toBeGreaterThanOrEqual(shown);
      const widths = [
        ...(await v.page.locator(`#${fleetSection.id} source[type="image/avif"]`).getAttribute('srcset'))!.matchAll(/ (\d+)w/g),
      ].map((m) => Number(m[1]));
      expect(widths.filter((w) => w >= shown && w < width)).toEqual([]);
    } finally {
      await v.close();
    }
  });
});
