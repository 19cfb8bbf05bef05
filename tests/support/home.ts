import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Section, SectionOf, SectionType } from '../../schema/index.ts';
import { loadSiteConfig } from '../../src/config/loadSiteConfig.ts';
import { settled } from './page.ts';

/** The default config, tokens resolved: what the built site must show. */
export const config = loadSiteConfig('site.config.yaml');
export const home = config.routes.find((r) => r.path === '/')!;

export function sectionOf<T extends SectionType>(type: T): SectionOf<T> {
  const found = home.sections.find((s): s is SectionOf<T> => s.type === type);
  if (!found) throw new Error(`No ${type} section on the home page`);
  return found;
}

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

export interface MailLink {
  text: string;
  address: string;
  subject: string | null;
  body: string | null;
  raw: string;
}

/** Every mail link of the page, decoded as a mail program would. */
export function mailLinks(page: Page): Promise<MailLink[]> {
  return page.$$eval('a[href^="mailto:"]', (links) =>
    links.map((a) => {
      const raw = a.getAttribute('href')!;
      const [address, query = ''] = raw.slice('mailto:'.length).split('?');
      const params = Object.fromEntries(
        query
          .split('&')
          .filter(Boolean)
          .map((pair) => {
            const [k, v = ''] = pair.split('=');
            return [k, decodeURIComponent(v)] as [string, string];
          }),
      );
      return {
        text: (a.textContent ?? '').replace(/\s+/g, ' ').trim(),
        address: decodeURIComponent(address!),
        subject: params.subject ?? null,
        body: params.body ?? null,
        raw,
      };
    }),
  );
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
    await settled(page);
  }
  await scrollTo(page, height);
  await settled(page);
}

export const OUTPUT_DIR = join(import.meta.dirname, '..', 'output');
export function outputFile(name: string) {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  return join(OUTPUT_DIR, name);
}
