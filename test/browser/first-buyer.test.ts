import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopInChromium } from '../support/browser.ts';
import { emailedCode } from '../support/mailbox.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { logInThroughDialog, submitAdminLogin } from '../support/sign-in-pages.ts';

const shop = shopInChromium();

/** A plan the seed had past customers review (three reviews, two of them by verified buyers). */
const REVIEWED_PLAN = 'east-legon-family-villa';
const REVIEWED_TITLE = '5-Bedroom East Legon Family Villa';
/** Cedis written with one decimal ("₵1,450.5"): the shop writes 0 or 2. */
const ONE_DECIMAL_CEDIS = /₵[\d,]+\.\d(?!\d)/;

interface ApiPlan {
  id: string;
  title: string;
  rating_average: number;
  rating_count: number;
}

async function apiJson<T>(path: string): Promise<T> {
  const response = await fetch(`${shop.api}${path}`);
  return (await response.json()) as T;
}

async function signedInBuyer(width = 360): Promise<Page> {
  const page = await shop.openPage(width, { cookieChoiceMade: true });
  await page.goto(shop.web);
  await logInThroughDialog(page, shop.seeded('user'));
  await page.waitForURL('**/user/dashboard');
  return page;
}

async function signedInAdmin(width = 360): Promise<Page> {
  const page = await shop.openPage(width, { cookieChoiceMade: true });
  await page.goto(`${shop.web}/admin/login`);
  await submitAdminLogin(page, shop.seeded('super_admin'));
  await page.waitForURL('**/admin/dashboard');
  return page;
}

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

describe('ratings and reviews that agree with the page', () => {
  it('shows the rating counted from the reviews listed, reviewers by first name and initial, verified buyers marked', async () => {
    // Prepare: what the API says about the plan
    const { plans } = await apiJson<{ plans: ApiPlan[] }>('/api/plans?limit=50');
    const plan = plans.find((candidate) => candidate.id === REVIEWED_PLAN) as ApiPlan;
    const page = await shop.openPage(360, { cookieChoiceMade: true });

    // Act
    await page.goto(`${shop.web}/plans/${plan.id}`);
    const reviews = page.getByRole('region', { name: 'Customer Reviews' });
    await reviews.getByRole('article').first().waitFor();
    await reviews.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('first-buyer-reviews-360') });

    // Assess: the figure is the reviews' own, and every review is listed
    const figure = `${plan.rating_average.toFixed(1)} (${plan.rating_count} reviews)`;
    expect(plan.rating_count).toBeGreaterThan(1);
    await expect(page.getByText(figure).count()).resolves.toBeGreaterThanOrEqual(2);
    await expect(reviews.getByRole('article').count()).resolves.toBe(plan.rating_count);
    await expect(reviews.getByText('No reviews yet').count()).resolves.toBe(0);
    const authors = await reviews.locator('.review-author').allInnerTexts();
    for (const author of authors) expect(author).toMatch(/^[A-Z][a-z]+ [A-Z]\.(\s*Verified Purchase)?$/);
    await expect(reviews.getByText('Verified Purchase').count()).resolves.toBeGreaterThan(0);
    expect(await reviews.innerText()).not.toContain('@');
  });

  it('a plan nobody reviewed says so in the header and the list, with no made-up figure', async () => {
    const { plans } = await apiJson<{ plans: ApiPlan[] }>('/api/plans?sort=rating&limit=50');
    const unreviewed = plans.find((plan) => plan.rating_count === 0) as ApiPlan;
    const page = await shop.openPage(1280, { cookieChoiceMade: true });

    await page.goto(`${shop.web}/plans/${unreviewed.id}`);
    await page.getByText('No reviews yet. Be the first').waitFor();

    await expect(page.getByText(/\(\d+ reviews?\)/).count()).resolves.toBe(0);
    await expect(page.getByText('No reviews yet', { exact: true }).count()).resolves.toBeGreaterThanOrEqual(1);
  });

  it('public review lists carry no account ids', async () => {
    const listed = await apiJson<{ reviews: Record<string, unknown>[] }>(`/api/reviews/${REVIEWED_PLAN}`);

    expect(listed.reviews.length).toBeGreaterThan(0);
    for (const review of listed.reviews) {
      expect(review).not.toHaveProperty('user_id');
      expect(String((review.user as { name: string }).name)).not.toContain('@');
    }
  });
});

describe('a buyer on a phone', () => {
  let orderId = '';

  it('lands on "Payment Successful!" at the top of the page, then gets only the files the Standard package promises', async () => {
    const page = await signedInBuyer(360);
    await page.goto(`${shop.web}/plans/${REVIEWED_PLAN}`);
    await page.getByText('Standard Package').first().click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');
    await expect.poll(() => page.getByLabel('Email Address').inputValue()).not.toBe('');
    // Checkout scrolled down to the footer, as a thumb would leave it
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: /^Pay ₵/ }).click();
    await page.waitForURL((url) => !url.href.startsWith(shop.web));
    await page.getByRole('button', { name: 'Pay with card' }).click();

    // The return page starts at the top, its message on screen
    await page.waitForURL('**/payment/verify**');
    const success = page.getByRole('heading', { name: 'Payment Successful!' });
    await success.waitFor();
    expect(await scrollTop(page)).toBe(0);
    await expect(success.isVisible()).resolves.toBe(true);
    expect((await success.boundingBox())?.y ?? 9999).toBeLessThan(800);

    // Standard = the Basic drawings + the 3D renderings; no CAD file (that is Premium's)
    await page.waitForURL('**/download/**', { timeout: 15_000 });
    orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await page.getByRole('heading', { name: 'Standard Tier' }).waitFor();
    const names = await page.locator('.file-name').allInnerTexts();
    // ... and the order's licence certificate (decision 0024)
    expect(names.sort()).toEqual([
      expect.stringMatching(/^Licence-Certificate-INV-\d{4}-\d{6}\.pdf$/),
      `${REVIEWED_PLAN}-3d-renderings.pdf`,
      `${REVIEWED_PLAN}-drawings.pdf`,
    ]);
    // Each file's name takes at most two lines and its button says Download
    for (const name of await page.locator('.file-name').all()) {
      const lines = await name.evaluate((el) =>
        Math.round(el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight)),
      );
      expect(lines).toBeLessThanOrEqual(2);
    }
    const fileButtons = page.locator('.file-row').getByRole('button', { name: /^Download/ });
    for (const button of await fileButtons.all()) expect(await button.innerText()).toContain('Download');
    await page.screenshot({ path: screenshotPath('first-buyer-download-360'), fullPage: true });
  });

  it("list cards' Download goes to the buyer's download page for a plan they own, else to the plan's packages", async () => {
    const page = await signedInBuyer(360);
    await page.goto(`${shop.web}/plans`);
    const owned = page.getByRole('link', { name: `Download ${REVIEWED_TITLE}` });
    await expect
      .poll(() => owned.getAttribute('href'), { timeout: 15_000 })
      .toBe(`/download/${encodeURIComponent(orderId)}`);
    await page
      .locator('.plan-card')
      .filter({ hasText: REVIEWED_TITLE })
      .screenshot({ path: screenshotPath('first-buyer-plan-card-360') });

    const other = page
      .locator('.plan-card')
      .nth(1)
      .getByRole('link', { name: /^Download/ });
    await other.click();
    await page.waitForURL(/\/plans\/[^/]+#packages$/);
    const packages = page.getByRole('heading', { name: 'Choose Your Package' });
    await packages.waitFor();
    await expect.poll(() => packages.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(800);
  });

  it("a failed removal on /user/favorites says so in the shop's words", async () => {
    const page = await signedInBuyer(360);
    await page.goto(`${shop.web}/plans/${REVIEWED_PLAN}`);
    await page
      .getByRole('button', { name: /Save|Add to favorites/ })
      .first()
      .click();
    await page.goto(`${shop.web}/user/favorites`);
    const remove = page.getByRole('button', { name: /^Remove .* from favorites$/ }).first();
    await remove.waitFor();
    await page.route('**/api/favorites**', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
    );

    await remove.click();

    await page.locator('.toast').getByText('Failed to remove favorite. Please try again.').waitFor();
  });
});

describe('page loads and scrolling', () => {
  it('sends GET /api/settings once per page load, and none is aborted', async () => {
    const page = await shop.openPage(360, { cookieChoiceMade: true });
    const sent: string[] = [];
    const failed: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/settings') sent.push(request.url());
    });
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).pathname === '/api/settings') failed.push(request.failure()?.errorText ?? '');
    });

    await page.goto(`${shop.web}/plans`);
    await page.waitForLoadState('networkidle');

    expect(sent).toHaveLength(1);
    expect(failed).toEqual([]);
  });

  it('a new page starts at the top, a link at the bottom leads to the top of the next page, back returns to the place', async () => {
    const page = await shop.openPage(360, { cookieChoiceMade: true });
    await page.goto(`${shop.web}/plans`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await scrollTop(page)).toBeGreaterThan(500);

    // A full page load (as after the payment provider) starts at the top
    await page.goto(`${shop.web}/about`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(200);
    expect(await scrollTop(page)).toBe(0);

    // A link in the footer: the next page from its top; Back: where the person was
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const leftAt = await scrollTop(page);
    await page.locator('.site-footer').getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL('**/faq');
    await page.waitForTimeout(200);
    expect(await scrollTop(page)).toBe(0);
    await page.goBack();
    await page.waitForURL('**/about');
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(leftAt - 50);
  });

  it('/download/ without an order id shows Invalid Download Link with Back to Orders', async () => {
    const page = await shop.openPage(360, { cookieChoiceMade: true });
    await page.goto(`${shop.web}/download/`);

    await page.getByRole('heading', { name: 'Invalid Download Link' }).waitFor();
    await expect(page.getByText('The download link is invalid or missing.').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Back to Orders' }).first().isVisible()).resolves.toBe(true);
    await expect(page.getByText('Page Not Found').count()).resolves.toBe(0);
  });

  it('the lightbox hides the page completely, and a toast shows above the sign-in dialog', async () => {
    const page = await shop.openPage(360, { cookieChoiceMade: true });
    await page.goto(`${shop.web}/plans/${REVIEWED_PLAN}`);
    await page.getByRole('button', { name: /^Open picture 1 of/ }).click();
    const lightbox = page.locator('dialog.lightbox[open]');
    await lightbox.waitFor();
    const alpha = await lightbox.evaluate((el) => {
      const colour = getComputedStyle(el).backgroundColor;
      const parts = colour.match(/[\d.]+/g) ?? [];
      return parts.length === 4 ? Number(parts[3]) : 1;
    });
    expect(alpha).toBe(1);
    await page.screenshot({ path: screenshotPath('first-buyer-lightbox-360') });
    await page.keyboard.press('Escape');

    // Sign up with passwords that differ: the toast must be on top of the dialog's overlay
    await page.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome' });
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    const form = dialog.getByRole('tabpanel', { name: 'Sign Up' });
    await form.getByLabel('First Name').fill('Esi');
    await form.getByLabel('Email').fill(`esi.${Date.now()}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill('Tema2026house');
    await form.getByLabel('Confirm Password', { exact: true }).fill('Tema2026houseX');
    await form.getByRole('button', { name: 'Create Account' }).click();
    const toast = page.locator('.toast').filter({ hasText: 'Password Mismatch' });
    await toast.waitFor();
    // Inside the modal dialog (the top layer; the page outside it is inert), above the dialog's own content
    const inDialog = await toast.evaluate((el) => !!el.closest('dialog:modal'));
    await page.waitForTimeout(400);
    await page.screenshot({ path: screenshotPath('first-buyer-signup-toast-360') });
    expect(inDialog).toBe(true);
  });

  it('writes cedis with 0 or 2 decimals on the shop pages', async () => {
    const page = await shop.openPage(1280, { cookieChoiceMade: true });
    for (const path of ['/plans', `/plans/${REVIEWED_PLAN}`, '/plans?sort=price-asc']) {
      await page.goto(`${shop.web}${path}`);
      await page.getByText(/₵\d/).first().waitFor();
      expect(await page.locator('body').innerText()).not.toMatch(ONE_DECIMAL_CEDIS);
    }
  });

  it('resets a forgotten password with the code that reaches the offline mailbox within seconds', async () => {
    const page = await shop.openPage(360, { cookieChoiceMade: true });
    const email = `reset.${Date.now()}@example.com`;
    await shop.signUp(email, 'Tema2026house');
    await page.goto(shop.web);
    await page.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome' });
    await dialog.getByRole('button', { name: /Forgot/ }).click();
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await dialog.getByLabel('Verification Code').waitFor();
    // emailedCode waits at most 5 s for the mail
    await dialog.getByLabel('Verification Code').fill(await emailedCode(shop, email));
    await dialog.getByLabel('New Password', { exact: true }).fill('Tema2027house');
    await dialog.getByLabel('Confirm New Password', { exact: true }).fill('Tema2027house');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await dialog.getByRole('tabpanel', { name: 'Login' }).waitFor();
    await page.goto(shop.web);
    await logInThroughDialog(page, { email, password: 'Tema2027house' });
    await page.waitForURL('**/user/dashboard');
    expect(new URL(page.url()).pathname).toBe('/user/dashboard');
  });
});

describe('the admin area, consistent with the shop', () => {
  it('shows statuses, packages and dates as the shop does, and roles by their names', async () => {
    const page = await signedInAdmin(360);
    const recent = page.getByRole('region', { name: 'Recent Orders' });
    await recent.getByRole('listitem').first().waitFor();
    const text = await recent.innerText();
    await page.screenshot({ path: screenshotPath('first-buyer-admin-dashboard-360'), fullPage: true });

    expect(text).toMatch(/Completed/);
    expect(text).not.toMatch(/\b(completed|pending|basic|standard|premium)\b/);
    expect(text).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(text).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}/);

    await page.goto(`${shop.web}/admin/users`);
    await page
      .getByRole('button', { name: /^Change Role/ })
      .first()
      .click();
    const options = await page.getByRole('dialog').getByRole('combobox').locator('option').allInnerTexts();
    expect(options).toEqual(['User', 'Admin', 'Super Admin']);
  });

  it('the plan form lists what each tier is sold with and every file its buyer will receive', async () => {
    const page = await signedInAdmin(1280);
    await page.goto(`${shop.web}/admin/plans`);
    await page.getByRole('button', { name: 'Edit 4-Bedroom Tema Villa with Courtyard' }).click();
    const form = page.getByRole('dialog');
    const plan = 'tema-courtyard-villa';

    await form.getByText('Sold with: 3D renderings').waitFor();
    await expect(
      form.getByText(`A Standard buyer gets 2 files: ${plan}-drawings.pdf, ${plan}-3d-renderings.pdf`).isVisible(),
    ).resolves.toBe(true);
    await expect(
      form.getByText(/^A Premium buyer gets 4 files: .*floor-plan\.dxf, .*complete-set\.zip$/).isVisible(),
    ).resolves.toBe(true);
    await form.getByText('Sold with: 3D renderings').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('first-buyer-admin-plan-form-1280') });
  });
});
