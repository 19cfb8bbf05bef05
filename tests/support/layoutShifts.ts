import type { BrowserContext, Page } from 'playwright-core';

/** A layout shift a page recorded: its score, and the names of the elements it moved. */
export interface LayoutShift {
  value: number;
  moved: string[];
}

/** Makes every page of `context` record its layout shifts from its first script on, shifts right after input excluded (as CLS counts them). */
export const recordLayoutShifts = (context: BrowserContext) =>
  context.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[])
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, moved: entry.sources.map((source) => source.node?.nodeName ?? '?') });
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The layout shifts `page` has recorded (recordLayoutShifts) since it loaded. */
export const layoutShifts = (page: Page): Promise<LayoutShift[]> =>
  page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);

/** The sum of the shifts' scores: the page's CLS, where its shifts fall in one window. */
export const cumulativeShift = (shifts: LayoutShift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);
