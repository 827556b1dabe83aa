import type { Page } from 'playwright-core';

/**
 * Presses a Load More button as a person on a phone does: a quick fling to the end of the list (the cards passed on
 * the way are never drawn), a press once the page is quiet, then reading on into the new cards.
 */
export async function pressLoadMoreAndReadOn(page: Page, label: string): Promise<void> {
  const more = page.getByRole('button', { name: label });
  await more.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await more.click();
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 1200);
}
