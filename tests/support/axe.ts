import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 AA, as axe tags it. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's violations on `page`, one line each, so a failure says what and where: every rule of
 * `tags`, or only `rules` when given.
 */
export async function axeViolations(page: Page, { tags = WCAG_AA, rules }: { tags?: string[]; rules?: string[] } = {}) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (rules ? builder.withRules(rules) : builder.withTags(tags)).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim()})`));
}

/** Scrolls past the header's threshold and waits for its fade into the scrolled colours to end. */
export async function scrollPastHeader(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.waitForSelector('header[data-scrolled]');
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}
