import type { BrowserContext, Page } from 'playwright-core';

/**
 * Layout shifts as Chromium reports them (PerformanceObserver 'layout-shift'), recorded from the first paint of
 * every page the context opens. Shifts right after a person's input do not count, as in CLS.
 */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    Object.defineProperty(window, '__layoutShifts', { value: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map((source) =>
          source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.className}` : 'text',
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export interface LayoutShiftSummary {
  /** The sum of every shift's score since the page loaded (a page visit shorter than CLS's 5 s windows). */
  cls: number;
  /** Which elements moved, for the message when a test fails. */
  moved: string[];
}

/** What `recordLayoutShifts` saw on the page so far. */
export async function layoutShifts(page: Page): Promise<LayoutShiftSummary> {
  const shifts = await page.evaluate(
    () => (window as unknown as { __layoutShifts?: { value: number; sources: string[] }[] }).__layoutShifts ?? [],
  );
  return {
    cls: shifts.reduce((sum, shift) => sum + shift.value, 0),
    moved: shifts.flatMap((shift) => shift.sources),
  };
}
