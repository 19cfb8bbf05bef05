import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '../../schema/index.ts';
import { headingOf, home, invisibleTexts, scrollThrough, textsOf } from '../support/home.ts';
import { mailLinks } from '../support/mailto.ts';
import { sectionOf, site } from '../support/siteSections.ts';
import { DESKTOP, fullyLoaded, openPage, PHONE, settled } from '../support/page.ts';
import { useBrowserAndSite } from '../support/browserAndSite.ts';
import { builtSite } from '../support/builtSite.ts';
import { requireBuildRecord } from '../../src/hosting/buildRecord.ts';

const { company } = site;
const E164 = `+1${company.phone.replace(/\D/g, '').slice(-10)}`;

/** The nine section types of the home page, in the order the specification shows them. */
const SPEC_ORDER = ['hero', 'about', 'company-info', 'services', 'fleet', 'why-choose', 'testimonials', 'driver-recruitment', 'cta'];

/** Everything on the home page a visitor reads, from the config; the footer's year is the visitor's unless given. */
function homeTexts({ withHeaderLinks, year = String(new Date().getFullYear()) }: { withHeaderLinks: boolean; year?: string }): string[] {
  const { footer, floatingButtons, navigation } = site;
  return [
    ...home.sections.flatMap((s) => textsOf(s)),
    // The closing section shows the mailbox and the phone.
    company.email,
    company.phone,
    ...(withHeaderLinks ? navigation.map((n) => n.label) : []),
    company.name,
    floatingButtons.email.label,
    floatingButtons.phone.label,
    footer.about,
    footer.quickLinksHeading,
    footer.contactHeading,
    ...footer.contactLines,
    footer.copyright.replace('{year}', year),
    footer.licence,
    ...(company.credit ? [company.credit.label, company.credit.name] : []),
  ];
}

// It reads what its pages copy: a browser of its own.
const env = useBrowserAndSite(builtSite, { clipboard: true });

/** The icons in the visible page that draw nothing (a reference to a symbol the page lacks draws an empty box). */
const blankIcons = (page: Page) =>
  page.$$eval('#root svg', (svgs) =>
    (svgs as SVGSVGElement[])
      .filter((svg) => svg.checkVisibility())
      .filter((svg) => {
        const box = (svg.querySelector('use') ?? svg).getBBox();
        return box.width === 0 || box.height === 0;
      })
      .map((svg) => svg.outerHTML.slice(0, 100)),
  );

/**
 * The visible icons not drawn at the size they give: an icon's <svg> gives its width alone, and
 * the sprite's rule makes its height the same (without it, an <svg> with no height is 150 px tall).
 */
const unsquareIcons = (page: Page) =>
  page.$$eval('#root svg:not([height])', (svgs) =>
    svgs
      // Every section and the footer laid out, also those off screen (which content-visibility skips).
      .filter(
        (svg) => (
          svg.closest<HTMLElement>('main > *, main ~ footer')?.style.setProperty('content-visibility', 'visible'),
          svg.checkVisibility()
        ),
      )
      // Laid out, not as drawn (an entrance animation may be scaling it).
      .map((svg) => ({ svg: svg.outerHTML.slice(0, 60), size: [getComputedStyle(svg).width, getComputedStyle(svg).height] }))
      .filter(({ svg, size }) => size.some((px) => px !== `${svg.match(/width="([\d.]+)"/)?.[1]}px`))
      .map(({ svg }) => svg),
  );

it('declares the nine home sections in the order of the specification', () => {
  expect(home.sections.map((s) => s.type)).toEqual(SPEC_ORDER);
  expect(sectionOf('services', home).id).toBe('services');
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('home page at %s size', (name, viewport) => {
  let page: Page;
  let messages: string[];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ page, messages, close } = await openPage(env.browser, `${env.site.url}/`, { viewport }));
    await fullyLoaded(page);
    await scrollThrough(page);
  });
  afterAll(() => close?.());

  it('shows the nine sections in order, each under its heading, inside main', async () => {
    const headings = await page.$$eval('main > section', (sections) =>
      sections.map((s) => document.getElementById(s.getAttribute('aria-labelledby') ?? '')?.textContent?.trim()),
    );
    expect(headings).toEqual(home.sections.map(headingOf));
    expect(await page.locator('h1').allTextContents()).toEqual([sectionOf('hero', home).headline]);
    expect(await page.locator('main > section').nth(3).getAttribute('id')).toBe('services');
  });

  it('shows every text of the config, visibly, once the visitor has scrolled through', async () => {
    const missing = await invisibleTexts(page, homeTexts({ withHeaderLinks: name === 'desktop' }));
    expect(missing).toEqual([]);
    // The entrance animations have all come to rest.
    const unsettled = await page.$$eval(
      '[data-reveal="animated"]',
      (els) => els.filter((el) => getComputedStyle(el).opacity !== '1').length,
    );
    expect(unsettled).toBe(0);
  });

  it('addresses every mail link to the mailbox, with a clear, correctly encoded subject', async () => {
    const links = await mailLinks(page);
    expect(links.length).toBeGreaterThanOrEqual(10);
    for (const link of links) {
      expect(link.to, link.raw).toBe(company.email);
      expect(link.subject?.trim(), `${link.text} has no subject`).toBeTruthy();
      // Percent-encoded: no raw spaces, no "+" standing for a space, CRLF line breaks.
      expect(link.raw).not.toMatch(/[\s+]/);
      if (link.body) expect(link.raw).toContain('%0D%0A');
    }
    const subjectOf = (text: string) => links.filter((l) => l.text === text).map((l) => l.subject);
    expect(subjectOf('Apply Now')).toEqual(['Driver Application']);
    expect(subjectOf('Learn More')).toEqual(['Driver Inquiry']);
  });

  it('gives each configured mail action its own subject and body', async () => {
    const links = await mailLinks(page);
    const panel = sectionOf('driver-recruitment', home).panel;
    const actions: Action[] = [
      ...sectionOf('hero', home).actions,
      sectionOf('services', home).action,
      sectionOf('fleet', home).action,
      sectionOf('why-choose', home).action,
      ...panel.actions,
      site.floatingButtons.email,
      ...(name === 'desktop' ? [site.header.quoteAction] : []),
    ];
    for (const action of actions) {
      if (action.kind !== 'mail') continue;
      const link = links.find((l) => l.text === action.label && l.subject === action.subject);
      expect(link, `mail link "${action.label}"`).toBeTruthy();
      expect(link!.body ?? undefined).toBe(action.body);
    }
    // The quote links prefill a template a shipper can fill in.
    const quote = links.find((l) => l.text === 'Get a Quote')!;
    for (const field of ['Origin', 'Destination', 'Pickup date', 'Equipment', 'Weight', 'Commodity']) expect(quote.body).toContain(field);
    expect(links.find((l) => l.text === 'Request a Quote')?.body).toBe(quote.body);
    // The mailbox itself is a link in the closing section and the footer.
    const cta = sectionOf('cta', home).contacts!;
    expect(links.filter((l) => l.text === company.email).map((l) => l.subject)).toEqual([cta.subject, site.footer.mailSubject]);
    expect(links.find((l) => l.text === company.email)!.body).toContain('Origin');
  });

  it('dials the E.164 number from every telephone link, showing the number as written', async () => {
    const tels = await page.$$eval('a[href^="tel:"]', (links) =>
      links.map((a) => ({ href: a.getAttribute('href'), text: a.textContent.replace(/\s+/g, ' ').trim() })),
    );
    expect(tels.length).toBeGreaterThanOrEqual(4);
    for (const tel of tels) expect(tel.href).toBe(`tel:${E164}`);
    const texts = tels.map((t) => t.text);
    expect(texts).toContain(sectionOf('cta', home).actions[0]!.label);
    expect(texts.filter((t) => t === company.phone)).toHaveLength(2); // closing section and footer
    expect(texts.some((t) => t.startsWith(site.floatingButtons.phone.label))).toBe(true);
  });

  it('links the MC and DOT tiles to the carrier snapshot on FMCSA SAFER', async () => {
    const mc = new URL((await page.locator('a[data-verify="mc"]').getAttribute('href'))!);
    const dot = new URL((await page.locator('a[data-verify="usdot"]').getAttribute('href'))!);
    expect(mc.origin + mc.pathname).toBe('https://safer.fmcsa.dot.gov/query.asp');
    expect(Object.fromEntries(mc.searchParams)).toMatchObject({
      query_type: 'queryCarrierSnapshot',
      query_param: 'MC_MX',
      query_string: company.mcNumber.replace(/\D/g, ''),
    });
    expect(Object.fromEntries(dot.searchParams)).toMatchObject({
      query_type: 'queryCarrierSnapshot',
      query_param: 'USDOT',
      query_string: company.dotNumber,
    });
    expect(await page.locator('a[data-verify]').evaluateAll((as) => as.map((a) => a.getAttribute('rel')))).toEqual([
      'noopener noreferrer',
      'noopener noreferrer',
    ]);
  });

  it('rates every testimonial with stars and a text for screen readers', async () => {
    const ratings = page.getByRole('img', { name: /^Rated \d out of 5$/ });
    expect(await ratings.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(
      sectionOf('testimonials', home).items.map((t) => `Rated ${t.rating} out of 5`),
    );
    // Five stars each, as many filled as the rating.
    const drawn = await ratings.evaluateAll((els) =>
      els.map((el) => [...el.querySelectorAll('use')].map((use) => getComputedStyle(use).fill !== 'none')),
    );
    expect(drawn).toEqual(sectionOf('testimonials', home).items.map((t) => Array.from({ length: 5 }, (_, star) => star < t.rating)));
    // Side by side inside the row, 20 px stars 2 px apart: each star's drawing 22 px right of the one before.
    const placed = await ratings.evaluateAll((els) =>
      els.map((el) => {
        const row = el.querySelector('svg')!.getBoundingClientRect();
        const stars = [...el.querySelectorAll('use')].map((use) => use.getBoundingClientRect());
        return {
          inside: stars.every((s) => s.left >= row.left && s.right <= row.right && s.top >= row.top && s.bottom <= row.bottom),
          steps: stars.slice(1).map((s, i) => Math.round((s.left - stars[i]!.left) * 10) / 10),
        };
      }),
    );
    expect(placed).toEqual(placed.map(() => ({ inside: true, steps: [22, 22, 22, 22] })));
  });

  it('shows the fleet illustration at the size read from its file, with its text alternative', async () => {
    const { image } = sectionOf('fleet', home);
    const img = page.getByRole('img', { name: image.alt });
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    const [width, height] = [Number(await img.getAttribute('width')), Number(await img.getAttribute('height'))];
    expect(width).toBeGreaterThan(0);
    const natural = await img.evaluate((el: HTMLImageElement) => el.naturalWidth / el.naturalHeight);
    expect(width / height).toBeCloseTo(natural, 2);
    const box = (await img.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(width / height, 1);
  });

  it('fits the viewport width: nothing scrolls sideways or sticks out of the screen', async () => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    const sticking = await page.$$eval('body *', (els) =>
      els
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5);
        })
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(sticking).toEqual([]);
  });

  // After the checks above, which read the page as a visitor's: it turns content-visibility off in every section.
  if (name === 'phone')
    describe('icons', () => {
      it('are all drawn on the home page, each from the one symbol the page writes for it', async () => {
        expect(await page.locator('#root svg use').count()).toBeGreaterThan(20);
        expect(await blankIcons(page)).toEqual([]);
        expect(await unsquareIcons(page)).toEqual([]);
      });
    });

  it('logs no console error or warning', () => {
    expect(messages).toEqual([]);
  });
});

describe('with JavaScript disabled', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('shows every word of the home page at %s size', async (name, viewport) => {
    const { page, close } = await openPage(env.browser, `${env.site.url}/`, { viewport, javaScriptEnabled: false });
    // The footer's year as built (the build day's): the script that sets the visitor's own does not run.
    const year = requireBuildRecord(builtSite()).buildDay.slice(0, 4);
    expect(await invisibleTexts(page, homeTexts({ withHeaderLinks: name === 'desktop', year }))).toEqual([]);
    const html = await page.content();
    expect(html).not.toMatch(/style="[^"]*opacity:\s*0[;"]/);
    expect(await page.locator('[data-reveal="animated"]').count()).toBe(0);
    await close();
  });

  it.each([
    ['a small phone', { width: 320, height: 640 }],
    ['a phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)("shows each ⓘ's explanation on keyboard focus inside the screen of %s, just above its button", async (_, viewport) => {
    const { page, close } = await openPage(env.browser, `${env.site.url}/`, { viewport, javaScriptEnabled: false });
    const infos = page.getByRole('button', { name: /^What is/ });
    expect(await infos.count()).toBeGreaterThan(0);
    for (const info of await infos.all()) {
      await info.focus();
      // Both boxes read at once: the page may still be scrolling the button into view.
      const { button, tip } = await info.evaluate((element) => {
        const text = element.closest('[data-tip]')!.querySelector('[role="tooltip"]')!;
        const box = ({ top, bottom, left, right }: DOMRect) => ({ top, bottom, left, right });
        return { button: box(element.getBoundingClientRect()), tip: text.checkVisibility() ? box(text.getBoundingClientRect()) : null };
      });
      if (!tip) throw new Error(`${await info.getAttribute('aria-label')}: its explanation is not shown on focus`);
      expect(tip.left).toBeGreaterThanOrEqual(0);
      expect(tip.right).toBeLessThanOrEqual(viewport.width);
      expect(tip.bottom).toBeLessThanOrEqual(button.top);
      expect(button.top - tip.bottom).toBeLessThan(16);
    }
    await close();
  });
});

describe("the footer's copyright", () => {
  it("shows the visitor's year, not the build's, once the page has loaded, without React", async () => {
    const built = Number(requireBuildRecord(builtSite()).buildDay.slice(0, 4));
    const context = await env.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    // A visitor three years after the build: their clock, not the page's, says which year it is.
    await page.clock.setFixedTime(new Date(built + 3, 2, 1, 12));
    await page.goto(`${env.site.url}/`, { waitUntil: 'load' });
    await fullyLoaded(page);
    expect(await page.evaluate(() => 'hydrated' in document.documentElement.dataset)).toBe(false);
    const year = page.locator('footer time[data-visitor-year]');
    await expect.poll(() => year.textContent()).toBe(String(built + 3));
    expect(await year.getAttribute('datetime')).toBe(String(built + 3));
    // As the visitor reads it: scrolled to (the footer is laid out only as it nears the view).
    await year.scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('footer').innerText()).toContain(site.footer.copyright.replace('{year}', String(built + 3)));
    await context.close();
  });
});

describe('with reduced motion', () => {
  it('never holds anything back, and everything is in place without scrolling', async () => {
    const { page, messages, close } = await openPage(env.browser, `${env.site.url}/`, { viewport: DESKTOP, reducedMotion: 'reduce' });
    expect(await page.evaluate(() => document.documentElement.dataset.motion)).toBeUndefined();
    expect(await invisibleTexts(page, homeTexts({ withHeaderLinks: true }))).toEqual([]);
    await scrollThrough(page);
    expect(await page.locator('[data-reveal="animated"]').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.dataset.motion)).toBeUndefined();
    expect(messages).toEqual([]);
    await close();
  });
});

describe('entrance animations', () => {
  /** Reloads the page recording each Web Animation it starts: the element it moves and its delay (ms). */
  const recordAnimations = async (page: Page) => {
    await page.addInitScript(() => {
      const started: { element: Element; delay: number }[] = [];
      Object.assign(window, { started });
      const { animate } = Element.prototype as { animate: (this: Element, ...args: Parameters<Element['animate']>) => Animation };
      Element.prototype.animate = function (this: Element, ...args) {
        const timing = args[1];
        started.push({ element: this, delay: typeof timing === 'object' ? Number(timing.delay ?? 0) : 0 });
        return animate.apply(this, args);
      };
    });
    await page.reload();
  };
  /** The delay of the animation that brought each of these elements in, if one did. */
  const delaysOf = (page: Page, selector: string) =>
    page.$$eval(selector, (elements) => {
      const { started } = window as unknown as { started: { element: Element; delay: number }[] };
      return elements.map((element) => started.find((s) => s.element === element)?.delay);
    });

  it('hold back only what is below the fold, and play once as it scrolls into view', async () => {
    const { page, messages, close } = await openPage(env.browser, `${env.site.url}/`, { viewport: DESKTOP });
    await recordAnimations(page);
    await fullyLoaded(page);
    expect(await page.evaluate(() => document.documentElement.dataset.motion)).toBe('armed');
    // Nothing in the first screen is hidden or animated.
    const inFirstScreen = await page.$$eval(
      '[data-reveal="animated"]',
      (els) => els.filter((el) => el.getBoundingClientRect().top < window.innerHeight).length,
    );
    expect(inFirstScreen).toBe(0);
    expect(await invisibleTexts(page, [sectionOf('hero', home).headline, sectionOf('hero', home).subtitle])).toEqual([]);
    // Below the fold, sections wait faded for the visitor.
    const services = page.locator('#services [data-reveal="animated"]').first();
    await expect.poll(() => services.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await services.scrollIntoViewIfNeeded();
    await expect.poll(() => services.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    // The cards of its first row rose one after another, in order, whichever of the observer's reports brought each.
    const rowTop = await page
      .locator('#services li[data-reveal]')
      .first()
      .evaluate((card) => card.getBoundingClientRect().top);
    const firstRow = (await delaysOf(page, '#services li[data-reveal]')).slice(0, 3);
    expect(
      await page
        .locator('#services li[data-reveal]')
        .nth(2)
        .evaluate((card) => card.getBoundingClientRect().top),
    ).toBe(rowTop);
    expect(firstRow).toEqual([0, 80, 160]);
    // Once: scrolling away and back does not hide it again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await settled(page);
    expect(await services.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(messages).toEqual([]);
    await close();
  });

  it('on a phone, where each card is a row of its own, raises each card as it comes, without waiting', async () => {
    const { page, close } = await openPage(env.browser, `${env.site.url}/`, { viewport: PHONE });
    await recordAnimations(page);
    await fullyLoaded(page);
    const cards = page.locator('#services li[data-reveal]');
    for (const i of [0, 1, 2]) {
      await cards.nth(i).evaluate((card) => card.scrollIntoView({ block: 'end', behavior: 'instant' }));
      await expect.poll(() => cards.nth(i).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    }
    // Each is a row of its own.
    expect((await delaysOf(page, '#services li[data-reveal]')).slice(0, 3)).toEqual([0, 0, 0]);
    await close();
  });
});

describe('icons', () => {
  it("are drawn when an interaction shows them: the menu's close button, a copy button's tick, its toast's", async () => {
    const { page, messages, close } = await openPage(env.browser, `${env.site.url}/`, {
      viewport: PHONE,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    /** The symbol an icon refers to, if it draws something: a reference to a symbol the page lacks draws nothing. */
    const drawn = (icon: Locator) =>
      icon.evaluate((use: SVGUseElement) => {
        const box = use.getBBox();
        return box.width > 0 && box.height > 0 ? use.getAttribute('href') : null;
      });
    const menu = page.getByRole('button', { name: site.header.menuLabel });
    await menu.click();
    expect(await drawn(menu.locator('use'))).toBe('#i-X');
    expect(await unsquareIcons(page)).toEqual([]);
    await page.keyboard.press('Escape');
    const copy = page.locator('footer').getByRole('button', { name: site.ui.copy.replace('{value}', company.email) });
    await copy.scrollIntoViewIfNeeded();
    // The tick and the toast show for a few seconds: each is looked at in the page as it comes,
    // not after a round trip a busy machine can make longer than that.
    type Shown = { tick: string | null; toast: string | null };
    await copy.evaluate((button, toastsLabel) => {
      (window as unknown as { shown: Promise<Shown> }).shown = new Promise<Shown>((resolve) => {
        const drawnIcon = (use: SVGUseElement | null | undefined) => {
          const box = use?.getBBox();
          return box && box.width > 0 && box.height > 0 ? use!.getAttribute('href') : null;
        };
        let tick: string | null | undefined;
        let toast: string | null | undefined;
        const look = () => {
          const icon = button.querySelector('use');
          if (tick === undefined && icon?.getAttribute('href') !== '#i-Copy') tick = drawnIcon(icon);
          const region = [...document.querySelectorAll('section[aria-label]')].find((r) => r.getAttribute('aria-label') === toastsLabel);
          const toastIcon = region?.querySelector('use');
          if (toast === undefined && toastIcon) toast = drawnIcon(toastIcon);
          if (tick !== undefined && toast !== undefined) {
            observer.disconnect();
            resolve({ tick, toast });
          }
        };
        const observer = new MutationObserver(look);
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['href'] });
      });
    }, site.ui.notificationsLabel);
    await copy.click();
    expect(await page.evaluate(() => (window as unknown as { shown: Promise<Shown> }).shown)).toEqual({
      tick: '#i-Check',
      toast: '#i-CircleCheck',
    });
    expect(await unsquareIcons(page)).toEqual([]);
    expect(messages).toEqual([]);
    await close();
  });
});
