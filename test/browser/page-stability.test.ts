import { describe, expect, it } from 'vitest';
import { shopInChromium } from '../support/browser.ts';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts.ts';
import { pressLoadMoreAndReadOn } from '../support/load-more.ts';

const shop = shopInChromium();

/** Pages whose first screen the app renders in the browser after a redirect or a guard, where the footer jumped. */
const COLD_VISITS = ['/checkout', '/checkout', '/checkout', '/user/favorites', '/fr/checkout'];

describe('first paint stays where it is', () => {
  it('a cold visit without saved data moves nothing when the app takes over (CLS 0)', async () => {
    const found: Record<string, number> = {};
    for (const [run, path] of COLD_VISITS.entries()) {
      const page = await shop.openPage(360, { height: 780, cookieChoiceMade: true });
      await recordLayoutShifts(page.context());
      await page.goto(`${shop.web}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const { cls, moved } = await layoutShifts(page);
      if (cls > 0) found[`${run} ${path}: ${moved.join(', ')}`] = cls;
      await page.context().close();
    }
    expect(found).toEqual({});
  });

  it('reaching Load More on Plans and pressing it moves nothing on screen (CLS 0)', async () => {
    const found: Record<string, number> = {};
    for (const [path, label] of [
      ['/plans', 'Load More Plans'],
      ['/fr/plans', 'Voir plus de plans'],
    ] as const) {
      const page = await shop.openPage(360, { height: 780, cookieChoiceMade: true });
      await recordLayoutShifts(page.context());
      // The next page answers as on a phone network: later than the half second after a press that CLS forgives.
      await page.route(/\/api\/plans\?.*cursor=/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.goto(`${shop.web}${path}`, { waitUntil: 'networkidle' });
      await pressLoadMoreAndReadOn(page, label);
      await page.waitForTimeout(500);
      const { cls, moved } = await layoutShifts(page);
      if (cls > 0) found[`${path}: ${moved.join(', ')}`] = cls;
      await page.context().close();
    }
    expect(found).toEqual({});
  });
});
