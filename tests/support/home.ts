import type { Page } from 'playwright-core';
import type { Section } from '../../schema/index.ts';
import { nextFrames, settled } from './page.ts';
import { site } from './siteSections.ts';

/** The home page of site.config.yaml. */
export const home = site.routes.find((r) => r.path === '/')!;

/** The heading a visitor reads first in each section, in page order. */
export function headingOf(section: Section): string {
  switch (section.type) {
    case 'hero':
      return section.headline;
    case 'policy':
      return section.title;
    case 'job-posting':
      return section.posting.title;
    default:
      return section.heading;
  }
}

/** Keys whose values are not shown as text (ids, kinds, link targets, mail fields, hidden tooltips). */
const NOT_TEXT = new Set([
  'type',
  'id',
  'kind',
  'variant',
  'href',
  'subject',
  'body',
  'src',
  'alt',
  'width',
  'height',
  'icon',
  'verify',
  'tooltip',
  'rating',
  'contacts',
]);

/** Every string of a section that a visitor should read on the page. */
export function textsOf(value: unknown, key = ''): string[] {
  if (NOT_TEXT.has(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => textsOf(v, k));
  return [];
}

/**
 * The strings of `expected` that no visible element shows: each must sit in an element that
 * is rendered, not `visibility: hidden` and not at opacity 0 (itself or any ancestor).
 */
export function invisibleTexts(page: Page, expected: string[]): Promise<string[]> {
  return page.evaluate((strings) => {
    const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
    const elements = [...document.body.querySelectorAll<HTMLElement>('*')];
    return strings.filter((text) => {
      const want = norm(text);
      // The innermost elements holding the whole string.
      const holders = elements.filter(
        (el) => norm(el.textContent ?? '').includes(want) && ![...el.children].some((c) => norm(c.textContent ?? '').includes(want)),
      );
      return !holders.some((el) =>
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true, checkOpacity: true, checkVisibilityCSS: true }),
      );
    });
  }, expected);
}

/** Scrolls to `y` at once (the page scrolls smoothly otherwise) and waits for the scroll event. */
export async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        const target = Math.max(0, Math.min(top, document.documentElement.scrollHeight - window.innerHeight));
        if (Math.abs(window.scrollY - target) < 1) return resolve();
        window.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), { once: true });
        window.scrollTo({ top: target, behavior: 'instant' });
      }),
    y,
  );
}

/** Scrolls through the whole page, a part of a screen at a time, so that every entrance animation starts; returns once all have played. */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.round((page.viewportSize()?.height ?? 800) * 0.6);
  for (let y = 0; y < height; y += step) {
    await scrollTo(page, y);
    await nextFrames(page);
  }
  await scrollTo(page, height);
  await settled(page);
}
