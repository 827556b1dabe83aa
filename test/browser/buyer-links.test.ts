import type { DownloadInfo } from '@shop/shared/orders/downloads';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../support/api-client.ts';
import { shopInChromium } from '../support/browser.ts';
import { standIn } from '../support/paystack-stand-in.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { logInThroughDialog } from '../support/sign-in-pages.ts';
import { waitUntil } from '../support/wait-until.ts';

const shop = shopInChromium();
// The stack's address is known once the file's stack is up, after this module has loaded.
const call: ReturnType<typeof apiCaller> = (...args) => apiCaller(shop.api)(...args);

/** A Basic order of the first plan by the seeded buyer, started and settled on the Paystack stand-in. */
async function attempt(outcome: 'success' | 'failed'): Promise<{ orderId: string; reference: string }> {
  const token = await shop.signIn('user');
  const [plan] = (await call<{ plans: { id: string }[] }>('GET', '/api/plans?limit=1')).body.plans;
  const started = await call<{ orderId: string; reference: string }>('POST', '/api/payments/initialize', token, {
    email: shop.seeded('user').email,
    planId: plan?.id,
    packageType: 'basic',
  });
  await standIn(shop, `/__test/transactions/${started.body.reference}/settle`, { outcome, channel: 'card' });
  return started.body;
}

async function signedInBuyer(width: number): Promise<Page> {
  const page = await shop.openPage(width, { height: 900 });
  await page.goto(`${shop.web}/`);
  await page.getByRole('button', { name: 'Reject All' }).click();
  await logInThroughDialog(page, shop.seeded('user'));
  await page.waitForURL('**/user/dashboard');
  return page;
}

describe("a buyer's links, counts and downloads in Chromium", () => {
  it('an emailed download link opened signed out asks to sign in, says why, and then opens that download', async () => {
    // Prepare: a paid order whose files are ready
    const { orderId, reference } = await attempt('success');
    const token = await shop.signIn('user');
    await call('GET', `/api/payments/verify/${reference}`, token);
    await waitUntil(
      async () => (await call<DownloadInfo>('GET', `/api/downloads/${orderId}`, token)).body.status === 'ready',
      30_000,
    );

    // Act: the mail's link in a browser that is signed out
    const page = await shop.openPage(360, { height: 800 });
    await page.goto(`${shop.web}/download/${orderId}`);

    // Assess: the page stays, says why, and the sign-in dialog is open with the same reason
    const dialog = page.getByRole('dialog', { name: 'Welcome' });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe(`/download/${orderId}`);
    await expect(
      dialog.getByText('only the account that bought it can download', { exact: false }).isVisible(),
    ).resolves.toBe(true);
    await page.screenshot({ path: screenshotPath('download-link-signed-out-360') });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Reject All' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to download your plans' }).isVisible()).resolves.toBe(true);

    // ... and after signing in, the download itself opens, not the dashboard
    await page.locator('.download-message').getByRole('button', { name: 'Log In' }).click();
    const login = dialog.getByRole('tabpanel', { name: 'Login' });
    await login.getByLabel('Email').fill(shop.seeded('user').email);
    await login.getByLabel('Password', { exact: true }).fill(shop.seeded('user').password);
    await login.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('heading', { name: 'Basic Tier' }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe(`/download/${orderId}`);
    await page.context().close();
  });

  it('Total Orders counts paid orders only, and the orders list filters Failed (and Refunded)', async () => {
    // Prepare: a declined attempt beside the paid order of the test before
    const failed = await attempt('failed');
    const token = await shop.signIn('user');
    await call('GET', `/api/payments/verify/${failed.reference}`, token);
    const orders = (await call<{ orders: { id: string; status: string }[] }>('GET', '/api/orders', token)).body.orders;
    const paid = orders.filter((order) => order.status === 'completed' || order.status === 'refunded').length;
    expect(orders.find((order) => order.id === failed.orderId)?.status).toBe('failed');
    expect(paid).toBeLessThan(orders.length);

    // Act
    const page = await signedInBuyer(360);

    // Assess: the dashboard and the orders page count the paid orders
    const stats = page.getByRole('region', { name: 'Your Account' });
    await expect
      .poll(() => stats.locator('.stat-card').first().innerText())
      .toMatch(new RegExp(`Total Orders\\s+${paid}$`));
    await page.goto(`${shop.web}/user/orders`);
    const status = page.locator('.orders-status select');
    await expect
      .poll(() => page.locator('.orders-stats .stat-card').first().innerText())
      .toMatch(new RegExp(`Total Orders\\s+${paid}$`));
    expect(await status.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['Failed', 'Refunded', 'Cancelled']),
    );
    await status.selectOption({ label: 'Failed' });
    const shown = page.locator('.orders-list .order-card');
    await expect.poll(() => shown.count()).toBe(orders.filter((order) => order.status === 'failed').length);
    await expect(shown.first().getByText(failed.orderId.slice(-8), { exact: false }).count()).resolves.toBeGreaterThan(
      0,
    );
    await page.screenshot({ path: screenshotPath('orders-failed-filter-360') });
    await page.context().close();
  });

  it('a declined order offers no invoice: its invoice address shows the payment attempt, unnumbered', async () => {
    // Prepare: a declined attempt, as the buyer's bank refused it
    const failed = await attempt('failed');
    const token = await shop.signIn('user');
    await call('GET', `/api/payments/verify/${failed.reference}`, token);
    const page = await signedInBuyer(360);

    // Act: the orders list, then the order's own page from it
    await page.goto(`${shop.web}/user/orders`);
    const card = page.locator('.orders-list .order-card').filter({ hasText: failed.orderId.slice(-8) });
    await card.waitFor();
    const offered = await card.getByRole('button', { name: 'Invoice' }).count();
    await card.getByRole('button', { name: 'Payment attempt' }).click();
    await page.waitForURL(`**/user/orders/${failed.orderId}/invoice`);
    await page.getByRole('heading', { name: 'Payment attempt' }).waitFor();

    // Assess: no invoice, no number, no thanks for a purchase that never happened
    expect(offered).toBe(0);
    await page.getByText('This order was not paid, so it has no invoice.').waitFor();
    await expect(page.getByRole('heading', { name: 'Invoice', exact: true, level: 2 }).count()).resolves.toBe(0);
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/for your purchase/i);
    expect(text).toContain(failed.reference);
    await page.context().close();
  });

  it('after a payment the download page opens on files already asked for, and counts every file it lists', async () => {
    // Prepare: a buyer back from Paystack on the verify page
    const page = await signedInBuyer(1280);
    const { orderId, reference } = await attempt('success');
    const askedAt: { url: string; on: string }[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/downloads/${orderId}`)) askedAt.push({ url: request.url(), on: page.url() });
    });

    // Act
    await page.goto(`${shop.web}/payment/verify?trxref=${reference}&reference=${reference}`);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
    await page.waitForURL(`**/download/${orderId}`, { timeout: 10_000 });
    const arrived = Date.now();
    await page.getByRole('heading', { name: 'Basic Tier' }).waitFor({ timeout: 20_000 });
    const waited = Date.now() - arrived;

    // Assess: the files were asked for from the payment page, before the download page opened
    expect(askedAt.length).toBeGreaterThan(0);
    expect(new URL(askedAt[0]?.on ?? '').pathname).toBe('/payment/verify');
    console.info(`download page: files shown ${waited} ms after it opened`);
    // ... and "Files" counts every row it lists, the licence certificate too
    const rows = await page.locator('.download-card .file-row').count();
    const facts = page.locator('.download-facts');
    expect(rows).toBeGreaterThan(1);
    await expect(facts.innerText()).resolves.toMatch(new RegExp(`Files\\s+${rows}(\\s|$)`));
    await page.context().close();
  });
});
