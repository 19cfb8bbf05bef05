import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headingOf, home, scrollTo } from '../support/home.ts';
import { mailLinks } from '../support/mailto.ts';
import { expandedState } from '../support/expanded.ts';
import { site } from '../support/siteSections.ts';
import { TOOLTIP_DELAY_MS } from '../../src/ui/tooltip/TooltipProvider.tsx';
import { DESKTOP, fullyLoaded, openPage, PHONE, scrollEveryIslandNear, waitForHeaderTransitions } from '../support/page.ts';
import { useBrowserAndSite } from '../support/browserAndSite.ts';
import { builtSite } from '../support/builtSite.ts';

const { company, header, navigation, floatingButtons, footer, ui } = site;
const threshold = header.scrollThreshold;
const dark = site.theme.colors.dark;
/** The tooltips of the company tiles, in order. */
const infoTexts = site.routes[0]!.sections.flatMap((s) =>
  s.type === 'company-info' ? s.tiles.flatMap((t) => (t.tooltip ? [t.tooltip] : [])) : [],
);
const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ');

// It reads what its pages copy: a browser of its own.
const env = useBrowserAndSite(builtSite, { clipboard: true });

/** The header's look once its colour transition has settled. */
async function headerLook(page: Page) {
  await waitForHeaderTransitions(page);
  return page
    .locator('header')
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, backdrop: style.backdropFilter, height: el.getBoundingClientRect().height };
    });
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('shared layout at %s size', (name, viewport) => {
  let page: Page;
  let messages: string[];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ page, messages, close } = await openPage(env.browser, `${env.site.url}/`, {
      viewport,
      permissions: ['clipboard-read', 'clipboard-write'],
    }));
  });
  afterAll(() => close?.());

  it(`keeps the header transparent up to ${threshold} px of scroll, translucent and blurred past it, without moving anything`, async () => {
    const firstTop = () =>
      page
        .locator('main > section')
        .first()
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const top = await firstTop();
    await scrollTo(page, threshold);
    const at = await headerLook(page);
    expect(at.background).toBe('rgba(0, 0, 0, 0)');
    expect(at.backdrop).toBe('none');
    await scrollTo(page, threshold + 1);
    const past = await headerLook(page);
    expect(past.background).toBe(`rgba(${rgb(dark)}, 0.9)`);
    expect(past.backdrop).toMatch(/blur\(12px\)/);
    expect(past.height).toBe(at.height);
    expect(await firstTop()).toBe(top);
    await scrollTo(page, 0);
    expect((await headerLook(page)).background).toBe('rgba(0, 0, 0, 0)');
  });

  it('keeps the header readable over the hero: light text on the dark banner', async () => {
    const colour = await page
      .locator('header a')
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    expect(colour).toBe(`rgb(${rgb(site.theme.colors.onDark)})`);
  });

  it('puts the skip link first; it takes keyboard focus to the main content', async () => {
    await page.locator('body').focus();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    const skip = page.locator(':focus');
    expect(await skip.textContent()).toBe(ui.skipLink);
    expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0); // shown when focused
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await scrollTo(page, 0);
  });

  it('floats Email Us at the bottom left and Call Now at the bottom right, each at least 44×44 px', async () => {
    const email = page.locator('[data-floating-button] a').filter({ hasText: floatingButtons.email.label });
    const call = page.locator('[data-floating-button] a').filter({ hasText: floatingButtons.phone.label });
    const [e, c] = [(await email.boundingBox())!, (await call.boundingBox())!];
    for (const box of [e, c]) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      const gap = viewport.height - (box.y + box.height);
      expect(gap).toBeGreaterThanOrEqual(8);
      expect(gap).toBeLessThanOrEqual(32);
    }
    expect(e.x).toBeLessThanOrEqual(32);
    expect(viewport.width - (c.x + c.width)).toBeLessThanOrEqual(32);
    expect(e.x + e.width).toBeLessThan(c.x); // side by side, never overlapping
    const emailAction = floatingButtons.email;
    expect(emailAction.kind).toBe('mail');
    if (emailAction.kind === 'mail')
      expect((await mailLinks(page)).find((l) => l.text === emailAction.label)?.subject).toBe(emailAction.subject);
    expect(await call.getAttribute('href')).toBe(`tel:+1${company.phone.replace(/\D/g, '').slice(-10)}`);
    // They stay put while the page scrolls.
    await scrollTo(page, 1500);
    expect(await email.boundingBox()).toEqual(e);
    await scrollTo(page, 0);
  });

  it('never lets the floating buttons cover the end of the page', async () => {
    await scrollTo(page, 1e6);
    const covered = await page.evaluate(() => {
      const buttons = [...document.querySelectorAll('[data-floating-button] a')].map((b) => b.getBoundingClientRect());
      const content = [...document.querySelectorAll('footer a, footer p, footer li, footer h2, footer button')].map((el) => ({
        text: el.textContent,
        box: el.getBoundingClientRect(),
      }));
      const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return content.filter((c) => buttons.some((b) => overlap(b, c.box))).map((c) => c.text);
    });
    expect(covered).toEqual([]);
    await scrollTo(page, 0);
  });

  it('shows the footer: company, Quick Links, Contact Us, copyright with this year, licence and credit', async () => {
    const foot = page.locator('footer');
    const quick = foot.getByRole('navigation', { name: footer.quickLinksHeading });
    expect(await quick.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual(
      navigation.map((n) => [n.label, n.path]),
    );
    expect(await foot.getByRole('link', { name: company.email }).getAttribute('href')).toMatch(/^mailto:/);
    expect(await foot.getByRole('link', { name: company.phone }).getAttribute('href')).toMatch(/^tel:\+1/);
    for (const line of footer.contactLines) expect(await foot.getByText(line, { exact: true }).count()).toBe(1);
    expect(await foot.getByText(footer.copyright.replace('{year}', String(new Date().getFullYear()))).count()).toBe(1);
    expect(await foot.getByText(footer.licence).count()).toBe(1);
    const credit = foot.getByRole('link', { name: company.credit!.name });
    expect(await credit.getAttribute('href')).toBe(company.credit!.url);
    expect(await credit.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('copies the mailbox and the phone to the clipboard, confirming with a toast', async () => {
    // A page of its own: its clock is paused below, and a page's clock cannot be given back to the
    // real one (the shared page's next tests wait on its timers).
    const { page, close } = await openPage(env.browser, `${env.site.url}/`, {
      viewport,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await page.clock.install();
    const region = page.getByRole('region', { name: ui.notificationsLabel });
    expect(await region.locator('[aria-live="polite"]').count()).toBe(1);
    for (const [where, value] of [
      ['footer', company.email],
      ['#get-a-quote', company.phone],
    ] as const) {
      const button = page.locator(where).getByRole('button', { name: ui.copy.replace('{value}', value) });
      // In the middle of the screen: at its foot, where it may already be in view, the previous
      // toast (still rising into place) and the floating buttons sit over it.
      await button.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      // Pressed once React has the button (its island, opened by the scroll or the press before,
      // hydrated): what this test holds is React's copy and its toasts. A press while React is
      // still taking the island over is first-tap.test's to hold (a CI run on a busy machine
      // once lost such a press here: the clipboard kept the mailbox).
      await button.evaluate(
        (element) =>
          new Promise<void>((resolve) => {
            const hydrated = () =>
              Object.keys(element).some((key) => key.startsWith('__reactFiber$')) ? resolve() : requestAnimationFrame(hydrated);
            hydrated();
          }),
      );
      await button.click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(value);
      await region.getByText(ui.copied.replace('{value}', value)).waitFor();
    }
    // At most three at a time: the oldest gives way. The page's clock stands still from here and
    // is moved on by hand, so that the three are the same age however long the clicks take (its
    // animation frames stand still with it: the clicks do not wait for two to call the button still).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const copy = page.locator('footer').getByRole('button', { name: ui.copy.replace('{value}', company.email) });
    await copy.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    for (let i = 0; i < 3; i++) await copy.click({ force: true });
    // Each click confirms once its copy is done (the clipboard answers asynchronously): three of
    // the mailbox's, and the phone's, the oldest, gone.
    const copiedEmail = ui.copied.replace('{value}', company.email);
    await expect.poll(() => region.locator('li').allInnerTexts()).toEqual([copiedEmail, copiedEmail, copiedEmail]);
    // Each goes away by itself after about four seconds: the page's clock is moved on rather than
    // waited for (the exact duration is the component test's).
    await page.clock.runFor(3000);
    expect(await region.locator('li').count()).toBe(3);
    await page.clock.runFor(1500);
    await expect.poll(() => region.locator('li').count()).toBe(0);
    await close();
  });

  it('explains MC, DOT and EIN in a tooltip on keyboard focus, dismissed by Escape', async () => {
    const tiles = site.routes[0]!.sections.find((s) => s.type === 'company-info')!;
    if (tiles.type !== 'company-info') throw new Error('unreachable');
    const explained = tiles.tiles.filter((t) => t.tooltip);
    expect(explained.map((t) => t.label)).toEqual(['MC Number', 'DOT Number', 'EIN']);
    // Tab from the hero's last button: the next control is the first tile's info button.
    await page.locator('main > section').first().getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    const button = page.locator(':focus');
    expect(await button.getAttribute('aria-label')).toBe(ui.explain.replace('{label}', explained[0]!.label));
    const tip = page.getByRole('tooltip', { name: undefined }).filter({ hasText: explained[0]!.tooltip! });
    await tip.waitFor({ state: 'visible' });
    expect(await button.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
    const [b, t] = [(await button.boundingBox())!, (await tip.boundingBox())!];
    expect(t.x).toBeGreaterThanOrEqual(0);
    expect(t.x + t.width).toBeLessThanOrEqual(viewport.width);
    expect(t.y + t.height <= b.y || t.y >= b.y + b.height).toBe(true); // beside, not over, the button
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(await button.getAttribute('aria-label'));
    // The next one, again on focus.
    await page.keyboard.press('Tab'); // the MC tile's SAFER link
    await page.keyboard.press('Tab');
    await page.getByRole('tooltip').filter({ hasText: explained[1]!.tooltip! }).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
  });

  if (name === 'desktop') {
    it('opens a tooltip on hover only after a pause (700 ms), and at once when moving from one to the next', async () => {
      // A page of its own, on which no tooltip has closed yet (a closing opens the skip delay).
      const own = await openPage(env.browser, `${env.site.url}/`, { viewport });
      // The delay is React's (before React, CSS shows a tooltip on hover at once): a read through
      // the page brings React and every island.
      await scrollEveryIslandNear(own.page);
      const infos = own.page.getByRole('button', { name: /^What is the / });
      await infos.nth(0).scrollIntoViewIfNeeded();
      // Let the tiles' entrance animation settle first.
      await expect
        .poll(() =>
          infos
            .nth(0)
            .evaluate(
              (el) =>
                el.closest('li')!.checkVisibility({ opacityProperty: true }) && getComputedStyle(el.closest('li')!).transform === 'none',
            ),
        )
        .toBe(true);
      const tips = own.page.getByRole('tooltip');
      const shown = () => tips.filter({ visible: true }).count();
      // The page's clock stands still from here and is moved on by hand (the exact delays are the
      // component test's): hovering for 400 ms and for 700 ms are those times, whatever the load.
      await own.page.clock.install();
      await own.page.clock.pauseAt((await own.page.evaluate(() => Date.now())) + 1000);
      await infos.nth(0).hover();
      await own.page.clock.runFor(TOOLTIP_DELAY_MS - 300);
      expect(await shown()).toBe(0);
      await own.page.clock.runFor(300);
      await expect.poll(shown).toBe(1);
      // Within the skip delay of the first one closing, the next opens with no time passing at all.
      await infos.nth(1).hover();
      await expect.poll(() => tips.filter({ visible: true, hasText: infoTexts[1] }).count()).toBe(1);
      expect(await shown()).toBe(1);
      expect(own.messages).toEqual([]);
      await own.close();
    });

    it('lays the links out in the bar, the active one marked with aria-current="page"', async () => {
      const nav = page.getByRole('navigation', { name: header.navLabel });
      expect(await nav.getByRole('link').allTextContents()).toEqual(navigation.map((n) => n.label));
      expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
      expect(await nav.locator('[aria-current]').count()).toBe(1);
      expect(await page.getByRole('button', { name: header.menuLabel }).isVisible()).toBe(false);
      await nav.getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL('**/privacy');
      await expect.poll(() => nav.getByRole('link', { name: 'Privacy Policy' }).getAttribute('aria-current')).toBe('page');
      expect(await nav.locator('[aria-current]').count()).toBe(1);
      // Over a light page the transparent header turns its text dark.
      const colour = () =>
        page
          .locator('header a')
          .first()
          .evaluate((el) => getComputedStyle(el).color);
      await expect.poll(colour).toBe(`rgb(${rgb(site.theme.colors.text)})`);
      await page.goto(`${env.site.url}/`);
      await fullyLoaded(page);
    });
  }

  if (name === 'phone') {
    it('collapses the links into a menu button that opens, closes on Escape (focus back on it), outside press and link choice', async () => {
      const button = page.getByRole('button', { name: header.menuLabel });
      const nav = page.getByRole('navigation', { name: header.navLabel });
      expect(await expandedState(button)).toBe(false);
      const panelId = (await button.getAttribute('aria-controls'))!;
      const panel = page.locator(`[id="${panelId}"]`);
      expect(await panel.count()).toBe(1);
      expect(await nav.isVisible()).toBe(false);
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);

      const open = async () => {
        await button.click();
        expect(await expandedState(button)).toBe(true);
        await nav.waitFor({ state: 'visible' });
      };
      const closed = async () => {
        await nav.waitFor({ state: 'hidden' });
        expect(await expandedState(button)).toBe(false);
      };

      // Open: the four links and a Get a Quote mail link.
      await open();
      expect(await nav.getByRole('link').allTextContents()).toEqual(navigation.map((n) => n.label));
      expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
      const quote = panel.getByRole('link', { name: header.quoteAction.label });
      expect(await quote.isVisible()).toBe(true);
      expect(await quote.getAttribute('href')).toMatch(new RegExp(`^mailto:${company.email}\\?subject=`));

      // Escape closes and gives focus back to the button.
      await nav.getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      await closed();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(panelId);

      // A press outside closes.
      await scrollTo(page, 0);
      await open();
      // Just below the open panel, whatever its height on this screen: the page, not the menu.
      const below = (await panel.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(below.y + below.height + 20).toBeLessThan(viewport.height);
      await page.mouse.click(viewport.width / 2, below.y + below.height + 20);
      await closed();

      // Choosing a link goes there: a page load, with the menu closed, that marks the page as the current one.
      await open();
      await nav.getByRole('link', { name: 'Cookie Policy' }).click();
      await page.waitForURL('**/cookies');
      await fullyLoaded(page);
      await closed();
      await open();
      expect(await nav.getByRole('link', { name: 'Cookie Policy' }).getAttribute('aria-current')).toBe('page');
      await page.keyboard.press('Escape');
      await page.goto(`${env.site.url}/`);
      await fullyLoaded(page);
    });
  }

  it('opens at the top: after a reload in the middle of the page, and after moving to another page', async () => {
    await scrollTo(page, 2000);
    await page.reload();
    await fullyLoaded(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await scrollTo(page, 2000);
    await page.locator('footer').getByRole('link', { name: navigation[3]!.label }).click();
    await page.waitForURL(`**${navigation[3]!.path}`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto(`${env.site.url}/`);
    await fullyLoaded(page);
  });

  // On the page as it came back to the top; after the checks above: it adds a style to the page.
  if (name === 'phone')
    describe('printing or capturing the whole home page', () => {
      // On screen, sections far down are laid out only as they near the view (content-visibility),
      // so a capture of the whole page in screen media (a full-page screenshot, innerText) finds them
      // empty. Printed, or captured in print media, every section is there; a capture tool can also
      // add one style (README, Performance).
      const last = headingOf(home.sections.at(-1)!);

      it('shows every section down to the last heading in print media, or with the capture style', async () => {
        const text = () => page.evaluate(() => document.body.innerText);
        expect(await text()).not.toContain(last);
        await page.emulateMedia({ media: 'print' });
        expect(await text()).toContain(last);
        await page.emulateMedia({ media: 'screen' });
        expect(await text()).not.toContain(last);
        await page.addStyleTag({ content: 'main > * { content-visibility: visible !important; }' });
        expect(await text()).toContain(last);
      });
    });

  it('logs no console error or warning', () => {
    expect(messages).toEqual([]);
  });
});

describe("a link to one of the home page's sections", () => {
  // Sections far down are laid out only as they near the view (content-visibility); a visit
  // that starts at one of them must still land exactly on it, just under the fixed header.
  const targets = home.sections.flatMap((section) => (section.id ? [section.id] : [])).slice(-3);

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('opens the page with that section just under the header, on a %s', async (_, viewport) => {
    // Each in a page of its own, all at once: most of each visit is the smooth scroll's time.
    await Promise.all(
      targets.map(async (id) => {
        const { page, messages, close } = await openPage(env.browser, `${env.site.url}/#${id}`, { viewport });
        const padding = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));
        // The page scrolls smoothly (scroll-behavior), so the section settles there after a moment.
        const top = () => page.evaluate((target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top), id);
        await expect.poll(top, { interval: 50, message: `#${id}` }).toBe(Math.round(padding));
        expect(messages).toEqual([]);
        await close();
      }),
    );
  });
});
