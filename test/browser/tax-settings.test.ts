import type { AdminAnalytics } from '@shop/shared/admin/analytics';
import { formatCedisWithPesewas } from '@shop/shared/money';
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../support/api-client.ts';
import { shopInChromium } from '../support/browser.ts';

const shop = shopInChromium();

describe('taxes set by staff', () => {
  it('staff switch VAT on in Settings, and checkout shows it as a line of the price', async () => {
    // Prepare: checkout before any tax is on shows no tax line
    const visitor = await shop.openPage(1280, { cookieChoiceMade: true });
    await visitor.goto(`${shop.web}/plans`);
    await visitor.getByRole('region', { name: 'Plans' }).getByRole('article').first().getByRole('link').first().click();
    await visitor.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await visitor.waitForURL('**/checkout');
    await visitor.getByRole('heading', { name: 'Order Summary' }).waitFor();
    await expect(visitor.getByText(/^Including VAT/).count()).resolves.toBe(0);

    // Act: staff open the Taxes tab, try a nameless tax, then switch VAT on and save
    const admin = await shop.openPage(1280, {
      cookieChoiceMade: true,
      signedIn: await shop.sessionOf(shop.seeded('admin')),
    });
    await admin.goto(`${shop.web}/admin/settings`);
    await admin.getByRole('tab', { name: 'Taxes' }).click({ timeout: 60_000 });
    await admin.getByLabel('Name of tax 1').fill('');
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await admin.getByText('Each tax needs a name').waitFor();
    await admin.getByLabel('Name of tax 1').fill('VAT');
    await admin.getByLabel('Charge VAT').check();
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await admin.locator('.toast').getByText('Settings saved successfully', { exact: true }).first().waitFor();
    await admin.reload();
    await admin.getByRole('tab', { name: 'Taxes' }).click();
    await expect(admin.getByLabel('Charge VAT').isChecked()).resolves.toBe(true);

    // Assess: a new checkout shows VAT inside the price (prices include tax unless staff say otherwise)
    await visitor.reload();
    await expect
      .poll(() => visitor.getByText(/^Including VAT \(15%\): ₵[\d,]+\.\d\d$/).count(), { timeout: 70_000 })
      .toBe(1);

    // And analytics split what buyers paid into net and tax, as the API counts them
    const call = apiCaller(shop.api);
    const figures = await call<AdminAnalytics>('GET', '/api/analytics?period=30d', await shop.signIn('admin'));
    await admin.goto(`${shop.web}/admin/analytics`);
    const split = admin.locator('.analytics-tax-split');
    await split.waitFor();
    expect(await split.textContent()).toContain(
      `Of all revenue: ${formatCedisWithPesewas(figures.body.overview.totalNetRevenue)} net, ${formatCedisWithPesewas(figures.body.overview.totalTax)} tax collected.`,
    );
  });
});
