import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopInChromium } from '../support/browser.ts';
import { phoneLayoutProblems, quickNavCoverage } from '../support/phone-layout.ts';
import { ADMIN_SCREENS, CONTENT_SCREENS } from '../support/screens.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { logInThroughDialog, submitAdminLogin } from '../support/sign-in-pages.ts';

const shop = shopInChromium();

const PUBLIC_PAGES = [
  '/',
  '/plans',
  '/plans?view=list',
  '/plans/tema-courtyard-villa',
  ...CONTENT_SCREENS,
  '/checkout',
  '/payment/verify',
  '/download/',
  '/no-such-page',
  '/fr',
  '/fr/plans',
  '/fr/plans?view=list',
  '/fr/plans/tema-courtyard-villa',
];
const BUYER_PAGES = ['/user/dashboard', '/user/profile', '/user/orders', '/user/favorites', '/user/settings'];
const ADMIN_PAGES = [...ADMIN_SCREENS];

/** Opens each page at 360 px, lets it settle, keeps a screenshot and lists what a phone user would notice. */
async function problemsOn(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(`${shop.web}${path}`);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(300);
    await page.screenshot({ path: screenshotPath(`phone${path.replace(/[/?=]+/g, '-') || '-home'}-360`) });
    const problems = [...(await phoneLayoutProblems(page)), ...(await quickNavCoverage(page))];
    if (problems.length) found[path] = problems;
  }
  return found;
}

describe('every page at 360 px', () => {
  it('public pages: nothing scrolls sideways, spills out of its box, is cut off or covered by a fixed element', async () => {
    const page = await shop.openPage(360, { cookieChoiceMade: true });
    expect(await problemsOn(page, PUBLIC_PAGES)).toEqual({});
    // Every public page in English and French, each scrolled through: the longest walk of the suite.
  }, 240_000);

  it('the buyer area: the same', async () => {
    const page = await shop.openPage(360, { cookieChoiceMade: true });
    await page.goto(shop.web);
    await logInThroughDialog(page, shop.seeded('user'));
    await page.waitForURL('**/user/dashboard');
    expect(await problemsOn(page, BUYER_PAGES)).toEqual({});
  });

  it('the admin area: the same', async () => {
    const page = await shop.openPage(360, { cookieChoiceMade: true });
    await page.goto(`${shop.web}/admin/login`);
    await submitAdminLogin(page, shop.seeded('super_admin'));
    await page.waitForURL('**/admin/dashboard');
    expect(await problemsOn(page, ADMIN_PAGES)).toEqual({});
  });

  it('on a wide screen too, the quick-navigation button rests on nothing in the buyer and admin areas', async () => {
    const page = await shop.openPage(1280, { height: 720, cookieChoiceMade: true });
    await page.goto(`${shop.web}/admin/login`);
    await submitAdminLogin(page, shop.seeded('super_admin'));
    await page.waitForURL('**/admin/dashboard');
    const found: Record<string, string[]> = {};
    for (const path of [...ADMIN_PAGES, ...BUYER_PAGES]) {
      await page.goto(`${shop.web}${path}`);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const problems = await quickNavCoverage(page);
      if (problems.length) found[path] = problems;
    }
    expect(found).toEqual({});
  });
});
