import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../support/api-client.ts';
import { shopInChromium } from '../support/browser.ts';
import { paidOrder } from '../support/paystack-stand-in.ts';
import { phoneLayoutProblems } from '../support/phone-layout.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { logInThroughDialog } from '../support/sign-in-pages.ts';

const shop = shopInChromium();

/** Buys a package through the Paystack stand-in, as a card payment, and waits until its files are ready. */
async function buy(token: string, email: string, planId: string, packageType: 'basic' | 'standard' | 'premium') {
  await paidOrder(shop, token, { email, planId, packageType });
}

async function settle(page: Page, path: string) {
  await page.goto(`${shop.web}${path}`);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(300);
}

describe('a buyer who spent a lot, on a 360 px phone', () => {
  it('sees every amount whole on one line, and nothing scrolls sideways', async () => {
    // Prepare: a new buyer with two Premium orders of the dearest plans, so the amounts are long
    const email = `big-spender-${Date.now()}@example.com`;
    const token = await shop.signUp(email, 'Tema2026house', { given: 'Abena', family: 'Owusu' });
    await buy(token, email, 'trasacco-pool-villa', 'premium');
    await buy(token, email, 'east-legon-family-villa', 'premium');
    const page = await shop.openPage(360, { cookieChoiceMade: true });
    await page.goto(shop.web);
    await logInThroughDialog(page, { email, password: 'Tema2026house' });
    await page.waitForURL('**/user/dashboard');

    // Act / Assess: the dashboard, the orders and the profile, each with its "Total Spent"
    const found: Record<string, string[]> = {};
    for (const path of ['/user/dashboard', '/user/orders', '/user/profile']) {
      await settle(page, path);
      await page.getByText('Total Spent').first().waitFor();
      await page.getByText('Total Spent').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`phone-polish-money${path.replace(/\//g, '-')}-360`) });
      const problems = await phoneLayoutProblems(page);
      if (problems.length) found[path] = problems;
    }
    expect(found).toEqual({});
  });
});

/** "4.8 / 5 (4 reviews)" as [4.8, 4]; a plan nobody reviewed as [0, 0]. */
function ratingShown(text: string): [number, number] {
  const match = /^([\d.]+) \/ 5 \((\d+) reviews?\)$/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2])] : [0, 0];
}

const highestFirst = (ratings: [number, number][]) =>
  ratings.every(([value, count], index) => {
    const [previous, previousCount] = ratings[index - 1] ?? [Number.POSITIVE_INFINITY, 0];
    return value < previous || (value === previous && count <= previousCount);
  });

describe('Highest Rated and the comparison, on a 360 px phone', () => {
  it('lists plans by the rating as shown, in the API and on the screen', async () => {
    // Prepare / Act: every active plan as the API sorts them
    const call = apiCaller(shop.api);
    const listed = await call<{ plans: { title: string; rating_average: number; rating_count: number }[] }>(
      'GET',
      '/api/plans?sort=rating&limit=50',
    );
    // Assess: by the one-decimal rating a visitor reads, then by how many reviews
    const shown = listed.body.plans.map((plan): [number, number] => [
      Math.round(Math.round(plan.rating_average * 1000) / 100) / 10,
      plan.rating_count,
    ]);
    expect(shown.length).toBeGreaterThan(20);
    expect(highestFirst(shown), JSON.stringify(shown)).toBe(true);

    // Act: the list sorted by "Highest Rated", its first four plans compared
    const page = await shop.openPage(360, { cookieChoiceMade: true });
    await page.goto(`${shop.web}/plans?sort=rating`);
    const titles = page.locator('.plan-card-title');
    await titles.first().waitFor();
    expect((await titles.allTextContents()).slice(0, 4)).toEqual(listed.body.plans.slice(0, 4).map((p) => p.title));
    const toggles = page.getByRole('checkbox', { name: /^Compare / });
    for (let index = 0; index < 4; index += 1) await toggles.nth(index).check();
    await page.getByRole('button', { name: 'Compare Plans (4)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare Plans' });
    const ratingRow = dialog.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: 'Rating' }) });
    const onScreen = (await ratingRow.locator('td').allTextContents()).map(ratingShown);
    await page.screenshot({ path: screenshotPath('phone-polish-compare-360') });

    // Assess: the ratings read highest first, and the table fits the dialog
    expect(highestFirst(onScreen), JSON.stringify(onScreen)).toBe(true);
    expect(await phoneLayoutProblems(page)).toEqual([]);
  });

  it('keeps the plans ticked for comparison after a visit to one of them', async () => {
    // Prepare: two plans ticked on the list
    const page = await shop.openPage(360, { cookieChoiceMade: true });
    await page.goto(`${shop.web}/plans`);
    const toggles = page.getByRole('checkbox', { name: /^Compare / });
    await toggles.nth(1).waitFor();
    await toggles.nth(0).check();
    await toggles.nth(1).check();
    const chosen = (await page.locator('.plan-card-title').allTextContents()).slice(0, 2);

    // Act: open the first plan, then come back with the browser's Back, and later by a fresh visit
    await page
      .getByRole('link', { name: /^View Details/ })
      .first()
      .click();
    await page.waitForURL('**/plans/*');
    await page.goBack();
    await page.getByRole('button', { name: 'Compare Plans (2)' }).waitFor();
    await page.goto(`${shop.web}/plans`);

    // Assess: the comparison still holds the two plans
    // (the page restores the choice once it has taken over the prerendered list)
    await page.getByRole('button', { name: 'Compare Plans (2)' }).waitFor();
    await page.getByRole('button', { name: 'Compare Plans (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare Plans' });
    expect(chosen).toHaveLength(2);
    for (const title of chosen) {
      await dialog.getByRole('link', { name: title, exact: true }).first().waitFor();
    }
    // and at 360 px nothing in the dialog scrolls sideways
    const sideways = await dialog.evaluate((root) =>
      [root, ...root.querySelectorAll('*')].some(
        (element) =>
          ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) &&
          element.scrollWidth > element.clientWidth + 1,
      ),
    );
    expect(sideways).toBe(false);
  });
});

/** WCAG's contrast ratio of two CSS colours (rgb() or rgba(), alpha laid over `under`). */
function contrast(front: string, back: string, under = [0, 0, 0]): number {
  const parse = (css: string, base: number[]) => {
    const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
    return [r, g, b].map((value, index) => value * a + (base[index] ?? 0) * (1 - a));
  };
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, b = 0] = rgb.map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const backRgb = parse(back, under);
  const [light, dark] = [luminance(parse(front, backRgb)), luminance(backRgb)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('small things on a phone and in the dark theme', () => {
  it("cards' Download icon keeps its size at 360 px", async () => {
    const page = await shop.openPage(360, { cookieChoiceMade: true });
    await page.goto(shop.web);
    await logInThroughDialog(page, shop.seeded('user'));
    await page.waitForURL('**/user/dashboard');
    await page.goto(`${shop.web}/plans`);
    const icon = page
      .getByRole('link', { name: /^Download / })
      .first()
      .locator('svg');
    await icon.waitFor();
    const box = await icon.boundingBox();
    expect({ width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) }).toEqual({
      width: 18,
      height: 18,
    });
  });

  it('gallery arrows stand out in the dark theme (WCAG 3:1 for controls)', async () => {
    const page = await shop.openPage(1280, { cookieChoiceMade: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(shop.web);
    await logInThroughDialog(page, shop.seeded('user'));
    await page.waitForURL('**/user/dashboard');
    await page.goto(`${shop.web}/plans/tema-courtyard-villa`);
    const next = page.getByRole('button', { name: /next/i }).first();
    await next.waitFor();
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
    const colours = await next.evaluate((button) => {
      const style = getComputedStyle(button);
      return { glyph: style.color, disc: style.backgroundColor };
    });
    expect(contrast(colours.glyph, colours.disc)).toBeGreaterThanOrEqual(3);
  });

  it('a toast on a phone leaves the header uncovered', async () => {
    const page = await shop.openPage(360, { cookieChoiceMade: true });
    await page.goto(`${shop.web}/plans`);
    const toggles = page.getByRole('checkbox', { name: /^Compare / });
    await toggles.nth(4).waitFor();
    for (let index = 0; index < 5; index += 1) await toggles.nth(index).click();
    const toast = page.locator('.toast').filter({ hasText: 'You can compare up to 4 plans at once' });
    await toast.waitFor();
    const [toastBox, headerBox] = await Promise.all([
      toast.boundingBox(),
      page.locator('header').first().boundingBox(),
    ]);
    await page.screenshot({ path: screenshotPath('phone-polish-toast-360') });
    expect(toastBox && headerBox && toastBox.y >= headerBox.y + headerBox.height).toBe(true);
  });

  it('clearing favourites counts them in words that fit the number', async () => {
    // Prepare: a new buyer with one saved plan
    const email = `one-favourite-${Date.now()}@example.com`;
    const token = await shop.signUp(email, 'Tema2026house', { given: 'Kofi', family: 'Mensah' });
    await apiCaller(shop.api)('POST', '/api/favorites', token, { planId: 'tema-courtyard-villa' });
    const page = await shop.openPage(360, { cookieChoiceMade: true });
    await page.goto(shop.web);
    await logInThroughDialog(page, { email, password: 'Tema2026house' });
    await page.waitForURL('**/user/dashboard');

    // Act
    await page.goto(`${shop.web}/user/favorites`);
    await page.getByRole('button', { name: 'Clear All' }).first().click();

    // Assess: one plan is not "all 1 saved plan"
    await expect(page.getByRole('dialog').locator('.dialog-description').textContent()).resolves.toBe(
      'This removes your saved plan from your favorites.',
    );
  });
});
