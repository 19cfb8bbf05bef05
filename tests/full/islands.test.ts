import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../src/config/loadSiteConfig.ts';
import { isInteractive } from '../../src/site-data/partialHydration.ts';
import { TAKEN_OVER, WAITING_ISLANDS } from '../../src/ui/islands/islands.ts';
import { BUILT_CARRIERS } from '../support/carriers.ts';
import { useBrowserAndSite } from '../support/browserAndSite.ts';
import { brandedSite, builtSite } from '../support/builtSite.ts';
import { fullyLoaded, idleMoments, newPage, nextFrames, waitForHydration } from '../support/page.ts';
import { holdBackReact } from '../support/slowPhone.ts';

// Issues 38 and 48: React hydrates an interactive part (an island: src/ui/islands/islands.ts) when
// it is first used or scrolled near, never all at once, and never because the browser is idle.
// On the example at a desktop's size, and on the branded carrier (its photos, logo and brand
// fonts) at a phone's.

const CARRIERS = [
  { name: 'the example, on a desktop', config: BUILT_CARRIERS.example, site: builtSite, viewport: { width: 1280, height: 800 } },
  { name: 'the branded carrier, on a phone', config: BUILT_CARRIERS.branded, site: brandedSite, viewport: { width: 390, height: 844 } },
];

/** The islands of a home page, by name: the header, each interactive section (by its type), the footer. */
function islandsOf(configFile: string): Record<string, string> {
  const home = loadSiteConfig(configFile).routes.find((route) => route.path === '/')!;
  return {
    header: '#root > header',
    ...Object.fromEntries(
      home.sections.flatMap((section, i) => (isInteractive(section.type) ? [[section.type, `#main > :nth-child(${i + 1})`]] : [])),
    ),
    footer: '#root > footer',
  };
}

/**
 * In the page, before its own scripts: the texts the page copies are noted (not written: the
 * clipboard is the browser's, which other files share).
 */
function noteCopies() {
  const record = window as unknown as { copied: string[] };
  record.copied = [];
  navigator.clipboard.writeText = (text) => {
    record.copied.push(text);
    return Promise.resolve();
  };
}

/** The islands React has hydrated: those with an element inside that React knows (its fiber). */
const hydrated = (page: Page, islands: Record<string, string>) =>
  page.evaluate(
    (islands) =>
      Object.entries(islands)
        .filter(([, selector]) =>
          [...document.querySelectorAll(`${selector} *`)].some((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))),
        )
        .map(([name]) => name),
    islands,
  );

const waitForIsland = (page: Page, selector: string) =>
  page.waitForFunction(
    (selector) => [...document.querySelectorAll(`${selector} *`)].some((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))),
    selector,
  );

/** The islands React has taken over (src/ui/islands/islands.ts, TAKEN_OVER): opened, hydrated now or in a moment. */
const taken = (page: Page, islands: Record<string, string>) =>
  page.evaluate(
    ({ islands, mark }) =>
      Object.entries(islands)
        .filter(([, selector]) => (document.querySelector(selector) as unknown as Record<string, boolean> | null)?.[mark])
        .map(([name]) => name),
    { islands, mark: TAKEN_OVER },
  );

const copied = (page: Page) => page.evaluate(() => (window as unknown as { copied: string[] }).copied);

describe.each(CARRIERS)('islands hydrate on need: $name', ({ config: configFile, site, viewport }) => {
  const config = loadSiteConfig(configFile);
  const islands = islandsOf(configFile);
  const env = useBrowserAndSite(site);

  /** Opens the home page, and waits until it has done all it does on its own: React has not come, nor on the idle moments after. */
  async function openHome() {
    const opened = await newPage(env.browser, { viewport });
    await opened.page.addInitScript(noteCopies);
    await opened.page.goto(`${env.site.url}/`, { waitUntil: 'load' });
    await fullyLoaded(opened.page);
    await idleMoments(opened.page);
    expect(await opened.page.evaluate(() => 'hydrated' in document.documentElement.dataset)).toBe(false);
    return opened;
  }

  it('a press hydrates its own island alone, acted on once; no idle moment hydrates another, each waits to be used', async () => {
    // A window as tall as the page: every island is in view, and nothing scrolls.
    const { page, messages, close } = await openHome();
    // (Twice: the sections below the first screen are laid out once in view, and take their own height.)
    for (let i = 0; i < 2; i++)
      await page.setViewportSize({ width: viewport.width, height: await page.evaluate(() => document.documentElement.scrollHeight) });
    expect(await page.evaluate(() => scrollY)).toBe(0);

    // The footer's first copy button (the mailbox): React comes for it, and takes that island alone.
    await page.locator('footer button[data-copy]').first().click();
    await waitForIsland(page, islands.footer!);
    expect(await hydrated(page, islands)).toEqual(['footer']);
    expect(await taken(page, islands)).toEqual(['footer']);
    // Copied once: by the native layer, or by React if it came first (a toast confirms it then, or
    // as React takes over within the tick's 2 s).
    expect(await copied(page)).toEqual([config.company.email]);
    expect(await page.locator('[data-toast]').count()).toBeLessThanOrEqual(1);

    // The call to action's copy button, pressed while React is here and its island waits: React
    // hydrates the island in that press, and copies once, confirmed by its toast.
    expect(await taken(page, islands)).not.toContain('cta');
    await page.locator(`${islands.cta} button[data-copy]`).first().click();
    await page.locator('[data-toast]', { hasText: config.company.email }).last().waitFor();
    expect(await copied(page)).toEqual([config.company.email, config.company.email]);
    expect((await hydrated(page, islands)).sort()).toEqual(['cta', 'footer']);

    // Idle moments open no other island: each waits for the visitor.
    await idleMoments(page);
    expect((await taken(page, islands)).sort()).toEqual(['cta', 'footer']);
    // A pointer resting on one opens it (as a press or a focus would), and that one alone.
    const others = Object.keys(islands).filter((name) => !['cta', 'footer'].includes(name));
    for (const [i, name] of others.entries()) {
      await page.locator(`${islands[name]} :is(a, button, h2)`).first().hover();
      await waitForIsland(page, islands[name]!);
      expect((await taken(page, islands)).length).toBe(3 + i);
    }
    await waitForHydration(page);

    expect(messages).toEqual([]);
    await close();
  });

  it('a scroll hydrates the islands within a screen of the view, and no other', async () => {
    const { page, messages, close } = await openHome();
    // To the call to action, the last section: React comes for its buttons, near now, and for the
    // header's (fixed on screen) and the footer's, just below.
    await page.evaluate(
      (selector) => scrollTo({ top: document.querySelector<HTMLElement>(selector)!.offsetTop, behavior: 'instant' }),
      islands.cta!,
    );
    for (const name of ['cta', 'header', 'footer']) await waitForIsland(page, islands[name]!);
    // The company's facts, far above, wait.
    expect(await hydrated(page, islands)).toEqual(['header', 'cta', 'footer']);
    expect(await taken(page, islands)).toEqual(['header', 'cta', 'footer']);
    expect(await page.evaluate((name) => document.documentElement.getAttribute(name), WAITING_ISLANDS)).toBe('1');
    // It waits through idle moments, until it comes near: a scroll back up to it.
    await idleMoments(page);
    expect(await page.evaluate((name) => document.documentElement.getAttribute(name), WAITING_ISLANDS)).toBe('1');
    await page.evaluate((selector) => document.querySelector(selector)!.scrollIntoView({ behavior: 'instant' }), islands['company-info']!);
    await waitForHydration(page);
    await waitForIsland(page, islands['company-info']!);
    expect(messages).toEqual([]);
    await close();
  });
});

/** A frame of a tooltip's text as a test watches it: shown or not, its opacity, its box. */
interface TipFrame {
  shown: boolean;
  opacity: string;
  place: string;
}

describe('a tooltip in use before React comes', () => {
  const islands = islandsOf(BUILT_CARRIERS.example);
  const env = useBrowserAndSite();

  /**
   * The example's `/` on a desktop (or a touch phone), fully loaded with React held back, scrolled
   * to the first ⓘ of the company's facts (a scroll asks for React, which waits for `releaseReact`;
   * `reactTakesItOver` lets it come and returns once the tip's Tooltip runs).
   */
  async function companyTipBeforeReact(device: 'desktop' | 'phone' = 'desktop') {
    const { page, messages, close } = await newPage(
      env.browser,
      device === 'phone'
        ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
        : { viewport: { width: 1280, height: 800 } },
    );
    const releaseReact = await holdBackReact(page);
    await page.goto(`${env.site.url}/`, { waitUntil: 'load' });
    await fullyLoaded(page);
    const tip = page.locator(`${islands['company-info']} [data-tip]:has([role="tooltip"])`).first();
    await tip.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const reactTakesItOver = async () => {
      releaseReact();
      await waitForIsland(page, islands['company-info']!);
      await expect.poll(() => tip.getAttribute('data-live'), { message: 'its Tooltip running' }).toBe('');
    };
    return { page, messages, close, releaseReact, reactTakesItOver, tip, bubble: tip.locator('[role="tooltip"]') };
  }

  it('stays shown as React takes its island over, the pointer still on it, and goes when the pointer leaves', async () => {
    const { page, messages, close, releaseReact, tip, bubble } = await companyTipBeforeReact();
    await tip.hover();
    // Shown by the page's CSS while React is away.
    await expect.poll(() => bubble.isVisible()).toBe(true);
    // Then watched frame by frame until React shows it and a few frames more: it must not go away
    // in between (it did for a frame or two while the page's React had come and the island's not
    // yet: 3 runs of 3), nor fade in again, nor move (React placed it 35 px away on a phone).
    await bubble.evaluate((element) => {
      const frames: TipFrame[] = [];
      let afterOpen = 0;
      (window as unknown as { tipFrames: Promise<TipFrame[]> }).tipFrames = new Promise((resolve) => {
        const watch = () => {
          const { x, y, width, height } = element.getBoundingClientRect();
          frames.push({
            shown: element.checkVisibility(),
            opacity: getComputedStyle(element).opacity,
            place: `${x},${y} ${width}×${height}`,
          });
          if (element.hasAttribute('data-open')) afterOpen++;
          if (afterOpen < 10) requestAnimationFrame(watch);
          else resolve(frames);
        };
        requestAnimationFrame(watch);
      });
    });
    releaseReact();
    await waitForIsland(page, islands['company-info']!);
    await idleMoments(page);
    expect(await bubble.isVisible(), 'shown once React has the island, the pointer not moved').toBe(true);
    expect(await bubble.getAttribute('data-open')).toBe('');
    const frames = await page.evaluate(() => (window as unknown as { tipFrames: Promise<TipFrame[]> }).tipFrames);
    expect(frames.filter(({ shown }) => !shown).length, `frames without the text, of ${frames.length}`).toBe(0);
    expect(new Set(frames.map(({ opacity }) => opacity)), 'never faded').toEqual(new Set(['1']));
    expect(new Set(frames.map(({ place }) => place)), 'never moved').toEqual(new Set([frames[0]!.place]));
    await page.mouse.move(0, 400);
    await expect.poll(() => bubble.isVisible()).toBe(false);
    expect(await tip.getAttribute('data-in-box'), 'placed by React from its next opening').toBe(null);
    expect(messages).toEqual([]);
    await close();
  });

  it('dismissed by Escape stays closed as React takes its island over, and shows again when its button is left and focused again', async () => {
    const { page, messages, close, reactTakesItOver, tip, bubble } = await companyTipBeforeReact();
    const button = tip.getByRole('button');
    await button.focus();
    await expect.poll(() => bubble.isVisible(), { message: 'shown by the CSS on focus' }).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => bubble.isVisible(), { message: 'dismissed before React' }).toBe(false);
    // React comes and takes the island over, the button still focused: the text stays dismissed
    // (it came back, opened by React, and nothing closed it: CI, 2026-12-05).
    await reactTakesItOver();
    await idleMoments(page);
    expect(await bubble.isVisible(), 'still dismissed, React running').toBe(false);
    expect(await page.evaluate(() => document.activeElement?.closest('[data-tip]')?.hasAttribute('data-dismissed'))).toBe(false);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    // Left and focused again from the keyboard: shown, and Escape dismisses it again.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => bubble.isVisible(), { message: 'shown again on focus' }).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => bubble.isVisible(), { message: 'dismissed by React' }).toBe(false);
    expect(messages).toEqual([]);
    await close();
  });

  it('dismissed by Escape while React is away, shows again once its button is left and used again', async () => {
    const { page, messages, close, tip, bubble } = await companyTipBeforeReact();
    await tip.hover();
    await expect.poll(() => bubble.isVisible(), { message: 'shown by the CSS on hover' }).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => bubble.isVisible(), { message: 'dismissed on hover' }).toBe(false);
    await page.mouse.move(0, 400);
    await tip.hover();
    await expect.poll(() => bubble.isVisible(), { message: 'shown again on the next hover' }).toBe(true);
    await page.mouse.move(0, 400);
    await tip.getByRole('button').focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => bubble.isVisible(), { message: 'dismissed on focus' }).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => bubble.isVisible(), { message: 'shown again on the next focus' }).toBe(true);
    expect(await page.evaluate(() => document.querySelector('[data-tip][data-live]')), 'React still away').toBe(null);
    expect(messages).toEqual([]);
    await close();
  });

  it('toggled by a tap on its focused button, by Enter and by Space, while React is away, as React toggles it', async () => {
    const { page, messages, close, tip, bubble } = await companyTipBeforeReact('phone');
    const button = tip.getByRole('button');
    await button.tap();
    await expect.poll(() => bubble.isVisible(), { message: 'shown by the first tap' }).toBe(true);
    await button.tap();
    await expect.poll(() => bubble.isVisible(), { message: 'hidden by the second tap' }).toBe(false);
    await button.tap();
    await expect.poll(() => bubble.isVisible(), { message: 'shown again by the third' }).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => bubble.isVisible(), { message: 'hidden by Enter' }).toBe(false);
    await page.keyboard.press(' ');
    await expect.poll(() => bubble.isVisible(), { message: 'shown again by Space' }).toBe(true);
    // A tap elsewhere takes the focus away: gone, and the next tap on it shows it at once.
    await page.touchscreen.tap(5, 400);
    await expect.poll(() => bubble.isVisible(), { message: 'gone with a tap elsewhere' }).toBe(false);
    await button.tap();
    await expect.poll(() => bubble.isVisible(), { message: 'shown by the next first tap' }).toBe(true);
    expect(await page.evaluate(() => document.querySelector('[data-tip][data-live]')), 'React still away').toBe(null);
    expect(messages).toEqual([]);
    await close();
  });

  it('a click on its focused button that React takes the island over in the middle of is acted on once', async () => {
    const { page, messages, close, reactTakesItOver, tip, bubble } = await companyTipBeforeReact();
    const button = tip.getByRole('button');
    await button.click();
    await expect.poll(() => bubble.isVisible(), { message: 'shown by the first click' }).toBe(true);
    // Pressed while React is away, released once React has the island: React's click hides it
    // (it shows the text it took over), and the page's own layer does nothing more.
    await page.mouse.down();
    await reactTakesItOver();
    await page.mouse.up();
    await idleMoments(page);
    expect(await bubble.isVisible(), 'hidden by the one click').toBe(false);
    expect(await tip.getAttribute('data-dismissed'), 'no mark of the page layer left').toBe(null);
    await button.click();
    await expect.poll(() => bubble.isVisible(), { message: 'shown by the next click, React running' }).toBe(true);
    expect(messages).toEqual([]);
    await close();
  });

  it('shown by the CSS under the header, is placed in sight below its button as React takes it over', async () => {
    const { page, messages, close, reactTakesItOver, tip, bubble } = await companyTipBeforeReact();
    // Its ⓘ just below the fixed header: the CSS puts the text above the button, under the header
    // and past the screen's top (no CSS knows where the header ends). Scrolled there again until it
    // stays: the sections above, laid out as they come near the view, may still change their
    // height after a scroll (on a busy machine the ⓘ then stood 350 px lower, its text in sight).
    await tip.evaluate(async (element) => {
      const offset = () => element.getBoundingClientRect().top - document.querySelector('header')!.getBoundingClientRect().bottom - 16;
      while (Math.abs(offset()) > 1) {
        scrollTo({ top: scrollY + offset(), behavior: 'instant' });
        for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
      }
    });
    await tip.getByRole('button').focus();
    await expect.poll(() => bubble.isVisible(), { message: 'shown by the CSS on focus' }).toBe(true);
    await reactTakesItOver();
    await nextFrames(page);
    const placed = await bubble.evaluate((element) => {
      const text = element.getBoundingClientRect();
      const middle = document.elementFromPoint(text.x + text.width / 2, text.y + 4);
      return {
        top: text.top,
        buttonBottom: element.parentElement!.querySelector('button')!.getBoundingClientRect().bottom,
        headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
        textOnTop: !!middle && element.contains(middle),
      };
    });
    expect(placed.top, 'below its button').toBeGreaterThan(placed.buttonBottom);
    expect(placed.top, 'below the header').toBeGreaterThan(placed.headerBottom);
    expect(placed.textOnTop, 'nothing drawn over its first line').toBe(true);
    expect(await bubble.isVisible(), 'still shown').toBe(true);
    expect(messages).toEqual([]);
    await close();
  });
});
