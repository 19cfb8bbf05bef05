import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 AA, as axe tags it. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's violations on `page`, one line each, so a failure says what and where: every rule of
 * `tags`, or only `rules` when given; on the whole page, or only within the elements of
 * `include` (a state that redraws one part, the header scrolled or its menu open, is judged
 * there: the rest of the page was judged as it loaded and has not changed).
 */
export async function axeViolations(
  page: Page,
  { tags = WCAG_AA, rules, include }: { tags?: string[]; rules?: string[]; include?: string } = {},
) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await (rules ? builder.withRules(rules) : builder.withTags(tags)).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim()})`));
}

/** The part of the page that scrolling past the header's threshold, or opening its menu, redraws. */
export const HEADER = 'header';

/** Scrolls past the header's threshold and waits for the header's fade into the scrolled colours to end. */
export async function scrollPastHeader(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.waitForSelector('header[data-scrolled]');
  await waitForHeaderTransitions(page);
}

/** Waits until the header and everything in it have finished their transitions (the colours axe reads are the final ones). */
export const waitForHeaderTransitions = (page: Page) =>
  page.waitForFunction(() =>
    document
      .querySelector('header')!
      .getAnimations({ subtree: true })
      .every((a) => a.playState !== 'running'),
  );
