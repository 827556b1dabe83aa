import { describe, expect, it } from 'vitest';
import { shopInChromium } from '../support/browser.ts';
import { screenshotPath } from '../support/screenshots.ts';

const shop = shopInChromium();

describe('Load More on the plan list in Chromium', () => {
  it('at 360 px keeps the view where the new cards begin, focuses the first one and loads its picture', async () => {
    // Prepare: the plan list on a phone, scrolled down to Load More as a buyer would
    const page = await shop.openPage(360, { height: 740 });
    await page.goto(`${shop.web}/plans`);
    const cards = page.getByRole('region', { name: 'Plans' }).getByRole('article');
    await cards.nth(11).waitFor();
    expect(await cards.count()).toBe(12);
    const more = page.getByRole('button', { name: 'Load More Plans' });
    await more.scrollIntoViewIfNeeded();

    // Act
    await more.click();
    const firstNew = cards.nth(12);
    await firstNew.waitFor();

    // Assess: focus is on the first new card, which is in view, and its picture was asked for and drawn
    await expect
      .poll(() => firstNew.evaluate((card) => card === document.activeElement), { timeout: 5_000 })
      .toBe(true);
    const title = (await firstNew.locator('.plan-card-title').textContent()) ?? '';
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby'))).toBeTruthy();
    expect(await firstNew.getAttribute('aria-labelledby')).toBeTruthy();
    await expect(page.getByRole('article', { name: title }).first().isVisible()).resolves.toBe(true);
    const box = await firstNew.evaluate((card) => {
      const { top, bottom } = card.getBoundingClientRect();
      return { top, bottom, height: window.innerHeight };
    });
    expect(box.top, 'the first new card starts inside the view').toBeGreaterThanOrEqual(0);
    expect(box.top, 'the first new card starts inside the view').toBeLessThan(box.height / 2);
    await expect
      .poll(
        () =>
          firstNew
            .locator('img')
            .first()
            .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        { timeout: 10_000 },
      )
      .toBe(true);
    await page.screenshot({ path: screenshotPath('plans-load-more-360') });
    await page.context().close();
  });
});
