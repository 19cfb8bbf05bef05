import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** WCAG 2.2 AA, as axe tags it. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on `page`, one line each, so a failure says what and where: every rule of
 * `tags`, or only `rules` when given; on the whole page, or only within the elements of
 * `include` (a state that redraws one part, the header scrolled or its menu open, is judged
 * there: the rest of the page was judged as it loaded and has not changed).
 *
 * axe-core itself, put into the page once (through the DevTools protocol, which the page's
 * Content-Security-Policy does not govern) and run there: the pages have no frames to reach, and
 * @axe-core/playwright's frame-by-frame run, finished in a page of its own, cost a second a
 * call where this costs a fifth.
 */
export async function axeViolations(
  page: Page,
  { tags = WCAG_AA, rules, include }: { tags?: string[]; rules?: string[]; include?: string } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ include, runOnly }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const { violations } = await axe.run(include ? { include: [include] } : document, { runOnly, resultTypes: ['violations'] });
      return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim()})`));
    },
    { include, runOnly: rules ? { type: 'rule' as const, values: rules } : { type: 'tag' as const, values: tags } },
  );
}
