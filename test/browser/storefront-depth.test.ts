import type { PublicPlan } from '@shop/shared/plans/plan';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility.ts';
import { shopInChromium, sidewaysOverflow } from '../support/browser.ts';
import { screenshotPath } from '../support/screenshots.ts';

const shop = shopInChromium();

/** A fresh browser whose cookie choice is already made, so the banner does not cover what is tested. */
const openPage = (width: number) => shop.openPage(width, { cookieChoiceMade: true });

/** An active plan with at least three pictures, straight from the API a visitor's browser calls. */
async function planWithGallery(): Promise<PublicPlan> {
  const response = await fetch(`${shop.api}/api/plans?limit=50`);
  const { plans } = (await response.json()) as { plans: PublicPlan[] };
  const plan = plans.find((candidate) => candidate.gallery_images.length >= 2);
  if (!plan) throw new Error('The seed has no plan with a gallery');
  return plan;
}

/** A page opened signed in as the seeded person with that role (signing in itself is tested in accounts and admin). */
async function openSignedIn(width: number, role: 'user' | 'admin'): Promise<Page> {
  return shop.openPage(width, { cookieChoiceMade: true, signedIn: await shop.sessionOf(shop.seeded(role)) });
}

const counterText = (page: Page) =>
  page.getByRole('region', { name: 'Plan pictures' }).locator('.gallery-counter').textContent();

describe('storefront depth in Chromium', () => {
  it('moves the gallery, opens the lightbox and closes it with Escape', async () => {
    const plan = await planWithGallery();
    const page = await openPage(1280);
    await page.goto(`${shop.web}/plans/${plan.id}`);

    await page.getByRole('heading', { level: 1, name: plan.title }).waitFor();
    const gallery = page.getByRole('region', { name: 'Plan pictures' });
    const total = (await gallery.getByRole('listitem').count()) || 1;
    // Left alone, the gallery moves on by itself after 3 s.
    await expect(counterText(page)).resolves.toBe(`1 / ${total}`);
    await page.waitForFunction(
      (expected) => document.querySelector('.gallery-counter')?.textContent === expected,
      `2 / ${total}`,
      { timeout: 5000 },
    );

    // Pointing at the gallery rests it, so the buttons move it one step at a time.
    await gallery.hover();
    const before = Number((await counterText(page))?.split(' / ')[0]);
    await gallery.getByRole('button', { name: 'Next picture' }).click();
    await expect(counterText(page)).resolves.toBe(`${(before % total) + 1} / ${total}`);
    await gallery.getByRole('button', { name: 'Previous picture' }).click();
    await expect(counterText(page)).resolves.toBe(`${before} / ${total}`);

    await gallery.getByRole('button', { name: new RegExp(`Open picture ${before} of ${total} full size`) }).click();
    const lightbox = page.getByRole('dialog', { name: `${plan.title}: picture ${before} of ${total}` });
    await lightbox.waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: `${plan.title}: picture ${(before % total) + 1} of ${total}` }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Focus goes back to the picture that opened the lightbox, so keyboard users keep their place.
    await expect(page.evaluate(() => document.activeElement?.className)).resolves.toBe('gallery-open');

    await expect(page.getByText('100% Money Guarantee').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('radio', { name: /Standard Package/ }).isChecked()).resolves.toBe(true);
    await page.context().close();
  });

  it('tells a visitor to log in before saving or reviewing, and hands the chosen package to checkout', async () => {
    const plan = await planWithGallery();
    const page = await openPage(1280);
    await page.goto(`${shop.web}/plans/${plan.id}`);
    await page.getByRole('heading', { level: 1, name: plan.title }).waitFor();

    await page.getByRole('button', { name: `Save ${plan.title}` }).click();
    await page.getByText('Please log in to add favorites').waitFor();
    await expect(page.getByRole('button', { name: 'Write a Review' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByText('Please log in to submit a review').isVisible()).resolves.toBe(true);

    await page.getByRole('radio', { name: /Premium Package/ }).check();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');
    const handOver = await page.evaluate(() => JSON.parse(localStorage.getItem('checkoutData') ?? 'null'));
    expect(handOver).toEqual({ planId: plan.id, package: 'premium' });
    await page.context().close();
  });

  it('saves a plan to favorites, shows it on /user/favorites and writes a review that lands on top', async () => {
    const plan = await planWithGallery();
    const page = await openSignedIn(1280, 'user');
    await page.goto(`${shop.web}/plans/${plan.id}`);
    await page.getByRole('heading', { level: 1, name: plan.title }).waitFor();

    await page.getByRole('button', { name: `Save ${plan.title}` }).click();
    await page.getByRole('button', { name: `Saved ${plan.title}` }).waitFor();

    // A review: 4 stars, and text with markup that must show as typed.
    const reviews = page.getByRole('region', { name: 'Customer Reviews' });
    await reviews.getByRole('button', { name: 'Write a Review' }).click();
    const form = page.getByRole('form', { name: 'Write a Review' });
    await form.locator('label').filter({ hasText: '4 stars' }).click();
    await form.getByLabel('Title').fill('Clear drawings <b>bold</b>');
    await form.getByLabel('Your Review').fill('Our builder in Tema understood every sheet. <script>alert(1)</script>');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Review submitted successfully!').waitFor();
    await form.waitFor({ state: 'detached' });

    const first = reviews.getByRole('article').first();
    await expect(first.getByRole('heading').textContent()).resolves.toBe('Clear drawings <b>bold</b>');
    await expect(first.getByText('<script>alert(1)</script>', { exact: false }).isVisible()).resolves.toBe(true);
    // The plan's rating is the server's recount of its reviews; the page header and the reviews section agree with it.
    const after = (await (await fetch(`${shop.api}/api/plans/${plan.id}`)).json()) as PublicPlan;
    expect(after.rating_count).toBeGreaterThanOrEqual(1);
    const expected = `${after.rating_average.toFixed(1)} (${after.rating_count} ${after.rating_count === 1 ? 'review' : 'reviews'})`;
    await reviews.getByText(expected).waitFor();
    await page.locator('.plan-details-summary').getByText(expected).waitFor();
    await page.screenshot({ path: screenshotPath('plan-detail-1280'), fullPage: true });

    // One review per person and plan: a second one is refused with the server's words.
    await reviews.getByRole('button', { name: 'Write a Review' }).click();
    await form.getByLabel('Title').fill('Second thoughts');
    await form.getByLabel('Your Review').fill('Still good.');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await form.getByRole('alert').getByText('You have already reviewed this plan').waitFor();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(reviews.getByRole('article').count()).resolves.toBe(after.rating_count);

    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: plan.title }).waitFor();
    await reviews.getByText('Clear drawings <b>bold</b>').waitFor();
    const overflow = await sidewaysOverflow(page);
    expect(overflow, 'the plan page scrolls sideways at 360 px').toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('plan-detail-360'), fullPage: true });
    // Screen-sized views too, readable at full size: the top, the packages and the reviews.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshotPath('plan-detail-360-top') });
    await page.getByRole('heading', { name: 'Choose Your Package' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('plan-detail-360-packages') });
    await reviews.getByRole('heading', { name: 'Customer Reviews' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('plan-detail-360-reviews') });

    await page.goto(`${shop.web}/user/favorites`);
    const saved = page.getByRole('region', { name: 'Saved plans' });
    await saved.getByRole('heading', { name: plan.title }).waitFor();
    await expect(page.locator('.stat-card', { hasText: 'Total Favorites' }).locator('dd').textContent()).resolves.toBe(
      '1',
    );
    const overflowFavorites = await sidewaysOverflow(page);
    expect(overflowFavorites, '/user/favorites scrolls sideways at 360 px').toBeLessThanOrEqual(0);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('favorites-360'), fullPage: true });
    await saved.getByRole('heading', { name: plan.title }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('favorites-360-card') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: screenshotPath('favorites-1280'), fullPage: true });

    await page.getByRole('button', { name: 'Clear All Favorites' }).click();
    await page.getByRole('dialog', { name: 'Clear All Favorites?' }).getByRole('button', { name: 'Clear All' }).click();
    await page.getByRole('heading', { name: 'No favorites found' }).waitFor();
    await page.context().close();
  });

  it('compares three plans in a table and a grid, and refuses a fifth', async () => {
    const page = await openPage(1280);
    await page.goto(`${shop.web}/plans`);
    const results = page.getByRole('region', { name: 'Plans' });
    const cards = results.getByRole('article');
    await cards.nth(4).waitFor();
    const titles = await Promise.all([0, 1, 2].map((index) => cards.nth(index).getByRole('heading').textContent()));

    for (const index of [0, 1, 2])
      await cards
        .nth(index)
        .getByRole('checkbox', { name: /Compare/ })
        .check();
    await page.getByRole('button', { name: 'Compare Plans (3)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare Plans' });
    const table = dialog.getByRole('table');
    await table.waitFor();
    const columns = await table.getByRole('columnheader').allTextContents();
    expect(columns.map((text) => titles.find((title) => title && text.startsWith(title)))).toEqual(titles);
    for (const row of [
      'Type',
      'Bedrooms',
      'Bathrooms',
      'Area',
      'Basic Price',
      'Premium Price',
      'Rating',
      'Downloads',
    ]) {
      await expect(table.getByRole('rowheader', { name: row, exact: true }).count()).resolves.toBe(1);
    }
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('compare-1280') });
    await dialog.getByRole('button', { name: 'Grid' }).click();
    await expect(dialog.getByRole('listitem').count()).resolves.toBe(3);
    await page.keyboard.press('Escape');

    await cards
      .nth(3)
      .getByRole('checkbox', { name: /Compare/ })
      .check();
    await cards
      .nth(4)
      .getByRole('checkbox', { name: /Compare/ })
      .click();
    await page.getByText('You can compare up to 4 plans at once').waitFor();
    await expect(
      cards
        .nth(4)
        .getByRole('checkbox', { name: /Compare/ })
        .isChecked(),
    ).resolves.toBe(false);
    await page.getByRole('button', { name: 'Compare Plans (4)' }).waitFor();
    await page.context().close();
  });

  it('shows a banner ad on /plans that opens its link in a new tab', async () => {
    const page = await openPage(1280);
    await page.goto(`${shop.web}/plans`);
    const ad = page.getByRole('complementary', { name: /Advertisement/ }).first();
    await ad.waitFor();
    const link = ad.getByRole('link');
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(link.getAttribute('rel')).resolves.toContain('noopener');
    // An address without a scheme has had https:// put in front; a path on this site stays a path.
    await expect(link.getAttribute('href')).resolves.toMatch(/^(https?:\/\/|\/)/);
    await page.screenshot({ path: screenshotPath('plans-ads-1280') });
    await page.context().close();
  });
  it('saves helpful and unhelpful votes on the server, one per person, changeable', async () => {
    const plan = await planWithGallery();
    const page = await openSignedIn(1280, 'admin');
    await page.goto(`${shop.web}/plans/${plan.id}`);
    const review = page.getByRole('region', { name: 'Customer Reviews' }).getByRole('article').first();
    await review.getByRole('heading', { name: 'Clear drawings <b>bold</b>' }).waitFor();

    await review.getByRole('button', { name: 'Helpful (0)', exact: true }).click();
    await review.getByRole('button', { name: 'Helpful (1)', exact: true, pressed: true }).waitFor();
    await page.reload();
    await review.getByRole('button', { name: 'Helpful (1)', exact: true, pressed: true }).waitFor();

    await review.getByRole('button', { name: 'Not Helpful (0)' }).click();
    await review.getByRole('button', { name: 'Not Helpful (1)', pressed: true }).waitFor();
    await expect(
      review.getByRole('button', { name: 'Helpful (0)', exact: true, pressed: false }).count(),
    ).resolves.toBe(1);
    await page.context().close();
  });

  it('copies the link when the browser has no share sheet', async () => {
    const plan = await planWithGallery();
    const page = await openPage(1280);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.web });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.goto(`${shop.web}/plans/${plan.id}`);

    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link copied to clipboard!').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${shop.web}/plans/${plan.id}`);
    await page.context().close();
  });

  it('blurs the plan on a screenshot key and a hidden tab, refuses screen capture, and leaves the keyboard alone', async () => {
    const plan = await planWithGallery();
    const page = await openPage(1280);
    await page.goto(`${shop.web}/plans/${plan.id}`);
    await page.getByRole('heading', { level: 1, name: plan.title }).waitFor();
    const protectedArea = page.locator('[data-protected]');

    await page.keyboard.press('PrintScreen');
    await expect(protectedArea.getAttribute('class')).resolves.toContain('is-blurred');
    await page.waitForTimeout(1200);
    await expect(protectedArea.getAttribute('class')).resolves.toContain('is-blurred');
    await page.waitForFunction(() => !document.querySelector('.is-blurred'), undefined, { timeout: 3000 });

    // Hiding the tab blurs for 1 s.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(protectedArea.getAttribute('class')).resolves.toContain('is-blurred');
    await page.waitForFunction(() => !document.querySelector('.is-blurred'), undefined, { timeout: 2000 });

    const refusal = await page.evaluate(() =>
      navigator.mediaDevices.getDisplayMedia().then(
        () => 'allowed',
        (error: Error) => error.message,
      ),
    );
    expect(refusal).toBe('Screen capture is not allowed');

    await page.getByRole('link', { name: 'Back to Plans' }).focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(focused).not.toBe('Back to Plans');
    await expect(protectedArea.getAttribute('class')).resolves.not.toContain('is-blurred');
    await page.context().close();
  });

  it('shows Plan Not Found for a plan that does not exist', async () => {
    const page = await openPage(360);
    await page.goto(`${shop.web}/plans/no-such-plan`);

    await page.getByRole('heading', { name: 'Plan Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Browse All Plans' }).click();
    await page.waitForURL('**/plans');
    await page.context().close();
  });

  it('shows the error state for plan data that breaks the validity rule (a travel field)', async () => {
    const plan = await planWithGallery();
    const page = await openPage(1280);
    const broken = { ...plan, fare: 120, departure_time: '08:00' };
    await page.route(`**/api/plans/${plan.id}`, (route) => route.fulfill({ json: broken }));
    // The plan page carries its plan in its HTML (decision 0047): the same data, broken there too.
    await page.route(
      (url) => url.pathname === `/plans/${plan.id}`,
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /(<script type="application\/json" id="shop-plan-data">)[\s\S]*?(<\/script>)/,
          (_whole, open: string, close: string) => `${open}${JSON.stringify(broken)}${close}`,
        );
        await route.fulfill({ response, body: html });
      },
    );
    await page.goto(`${shop.web}/plans/${plan.id}`);

    await page.getByRole('heading', { name: 'Plan Not Found' }).waitFor();
    await page.getByText("This plan's details are incomplete").waitFor();
    await page.context().close();
  });

  it('opens the lightbox full screen on a phone', async () => {
    const plan = await planWithGallery();
    const page = await openPage(360);
    await page.goto(`${shop.web}/plans/${plan.id}`);
    const gallery = page.getByRole('region', { name: 'Plan pictures' });
    await gallery.hover();
    await gallery.getByRole('button', { name: /full size/ }).click();
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: screenshotPath('lightbox-360') });
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.context().close();
  });
});
