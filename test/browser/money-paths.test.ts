import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { destroyClients, emulatorClients } from '../../local/emulators/emulator-clients.ts';
import { apiCaller } from '../support/api-client.ts';
import { shopInChromium } from '../support/browser.ts';
import { paidOrder } from '../support/paystack-stand-in.ts';

const shop = shopInChromium();

describe('money paths in Chromium', () => {
  it('a buyer cancels on the provider page, tries again to a completed order, and staff refund it from the admin view', async () => {
    const buyer = shop.seeded('user');
    const page = await shop.openPage(1280, { height: 900, signedIn: await shop.sessionOf(buyer) });
    await page.goto(`${shop.web}/plans`);
    await page.getByRole('button', { name: 'Reject All' }).click();
    await page.getByRole('region', { name: 'Plans' }).getByRole('article').nth(2).getByRole('link').first().click();
    await page.getByText('Basic Package').first().click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');

    // Cancel on Paystack's page: the return page says so at once, with Try again and a way to get help
    await page.getByRole('button', { name: /^Pay ₵/ }).click();
    await page.waitForURL((url) => !url.href.startsWith(shop.web));
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await page.waitForURL('**/payment/verify?**');
    await page.getByRole('heading', { name: 'Payment Cancelled' }).waitFor();
    await expect(
      page.getByText('The payment was cancelled or not finished. Nothing was charged; you can try again.').isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Contact Support' }).isVisible()).resolves.toBe(true);

    // Try again goes back to the saved checkout; this time the card goes through
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL('**/checkout');
    await page.getByRole('button', { name: /^Pay ₵/ }).click();
    await page.waitForURL((url) => !url.href.startsWith(shop.web));
    await page.getByRole('button', { name: 'Pay with card' }).click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
    await page.waitForURL('**/download/**', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Basic Tier' }).waitFor();
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const shortId = `#${orderId.slice(-8).toUpperCase()}`;

    // Staff refund it from the admin order view
    const staffPage = await shop.openPage(1280, {
      height: 900,
      cookieChoiceMade: true,
      signedIn: await shop.sessionOf(shop.seeded('admin')),
    });
    await staffPage.goto(`${shop.web}/admin/orders`);
    await staffPage.getByRole('button', { name: `Manage order ${shortId}` }).click();
    const dialog = staffPage.getByRole('dialog', { name: `Order ${shortId}` });
    await dialog.getByLabel('Refund reason').fill('The buyer chose the wrong plan');
    await dialog.getByRole('button', { name: 'Refund order' }).click();
    await staffPage.getByText(`Order ${shortId} refunded`).waitFor();
    const row = staffPage.getByRole('row').filter({ hasText: shortId });
    await expect.poll(() => row.innerText()).toContain('Refunded');
    await staffPage.context().close();

    // The buyer's downloads stop, with the reason
    await page.reload();
    await page.getByRole('heading', { name: 'Order Refunded' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Basic Tier' }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('a buyer who saw "expired" sees the files in the same browser as soon as staff extend the window', async () => {
    // Prepare: the seeded buyer's paid order, its files delivered, then its window closed
    const call = apiCaller(shop.api);
    const token = await shop.signIn('user');
    const plans = await call<{ plans: { id: string }[] }>('GET', '/api/plans?limit=4');
    const { orderId } = await paidOrder(shop, token, {
      email: shop.seeded('user').email,
      planId: plans.body.plans[3]?.id,
      packageType: 'basic',
    });
    const clients = emulatorClients(shop.stack.urls);
    await clients.documents.send(
      new UpdateCommand({
        TableName: shop.stack.tableName,
        Key: { pk: `ORDER#${orderId}`, sk: 'ORDER' },
        UpdateExpression: 'SET expires_at = :past',
        ExpressionAttributeValues: { ':past': '2026-01-01T00:00:00.000Z' },
      }),
    );
    destroyClients(clients);
    const page = await shop.openPage(1280, {
      height: 900,
      cookieChoiceMade: true,
      signedIn: await shop.sessionOf(shop.seeded('user')),
    });
    await page.goto(`${shop.web}/download/${orderId}`);
    await page.getByRole('heading', { name: 'Download Link Expired' }).waitFor({ timeout: 60_000 });

    // Act: staff re-issue (extend the window by 3 days)
    const extended = await call('POST', `/api/orders/${orderId}/extend`, await shop.signIn('admin'), { days: 3 });
    expect(extended.status).toBe(200);

    // Assess: a reload, a new tab and a visit by the address all show the files at once
    await page.reload();
    await page.getByRole('heading', { name: 'Basic Tier' }).waitFor({ timeout: 15_000 });
    const tab = await page.context().newPage();
    await tab.goto(`${shop.web}/download/${orderId}`);
    await tab.getByRole('heading', { name: 'Basic Tier' }).waitFor({ timeout: 15_000 });
    await page.goto(`${shop.web}/user/dashboard`);
    await page.goBack();
    await page.getByRole('heading', { name: 'Basic Tier' }).waitFor({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Download Link Expired' }).count()).resolves.toBe(0);
    await page.context().close();
  }, 180_000);

  it('with online payments switched off, the plan page and checkout say so in place of Pay', async () => {
    const call = apiCaller(shop.api);
    const adminToken = await shop.signIn('admin');
    const notice = 'Online payments are switched off for the moment. Please contact us to complete your purchase.';
    // Staff switch Enable Online Payments off in the admin settings
    const off = await call('PUT', '/api/settings', adminToken, { online_payments_enabled: false });
    expect(off.status).toBe(200);
    const page = await shop.openPage(1280, { height: 900, cookieChoiceMade: true });

    try {
      // A visitor's plan page says so in place of Proceed to Checkout, with a way to reach the shop
      await page.goto(`${shop.web}/plans`);
      await page.getByRole('region', { name: 'Plans' }).getByRole('article').first().getByRole('link').first().click();
      await page.getByRole('heading', { name: 'Choose Your Package' }).waitFor();
      await page.getByText(notice).waitFor();
      await expect(page.getByRole('button', { name: 'Proceed to Checkout' }).count()).resolves.toBe(0);
      await expect(page.getByRole('link', { name: 'Contact Us' }).isVisible()).resolves.toBe(true);

      // ...and so does a checkout saved before the switch, where Pay was
      await page.evaluate(() =>
        localStorage.setItem(
          'pendingPurchase',
          JSON.stringify({
            planId: location.pathname.split('/').pop(),
            planTitle: 'A plan',
            packageType: 'standard',
            amount: 1000,
            returnUrl: '/checkout',
          }),
        ),
      );
      await page.goto(`${shop.web}/checkout`);
      await page.getByRole('heading', { name: 'Order Summary' }).waitFor();
      await page.getByText(notice).waitFor();
      await expect(page.getByRole('button', { name: /^Pay ₵/ }).count()).resolves.toBe(0);
    } finally {
      await call('PUT', '/api/settings', adminToken, { online_payments_enabled: true });
      await page.context().close();
    }
  });
});
