import type { Order } from '@shop/shared/orders/order';
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../support/api-client.ts';
import { shopInChromium, waitForHydration } from '../support/browser.ts';
import { logInThroughDialog } from '../support/sign-in-pages.ts';

const shop = shopInChromium();

/** "Pay ₵3,600.00" -> 3600. */
const amountOf = (label: string) => Number(label.replace(/[^\d.]/g, ''));

describe('a promotion code at checkout', () => {
  it('a buyer is told why a wrong code fails, applies a right one and pays the discounted price', async () => {
    // Prepare: staff made a 10% code
    const call = apiCaller(shop.api);
    const created = await call('POST', '/api/admin/promotions', await shop.signIn('admin'), {
      code: 'BROWSER10',
      kind: 'percent',
      value: 10,
      scope: 'all',
      plan_ids: [],
      packages: [],
      starts_at: null,
      ends_at: null,
      max_uses: 10,
      per_buyer_limit: 1,
      first_purchase_only: false,
      enabled: true,
      note: '',
    });
    expect(created.status).toBe(201);
    const page = await shop.openPage(1280, { height: 900, cookieChoiceMade: true });
    await page.goto(`${shop.web}/plans`);
    await waitForHydration(page);
    await logInThroughDialog(page, shop.seeded('user'));
    await page.waitForURL('**/user/dashboard', { timeout: 60_000 });
    await page.goto(`${shop.web}/plans`);
    await waitForHydration(page);
    await page.getByRole('region', { name: 'Plans' }).getByRole('article').first().getByRole('link').first().click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');
    const pay = page.getByRole('button', { name: /^Pay ₵/ });
    await pay.waitFor();
    const full = amountOf(await pay.innerText());

    // Act: a code that does not exist, then the right one
    const field = page.getByRole('textbox', { name: 'Promotion code' });
    await field.fill('NOT-A-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('This promotion code does not exist. Check the spelling and try again.').waitFor();
    await field.fill('browser10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('promotion-applied').waitFor();

    // Assess: Pay shows 90% of the price, and the provider charges exactly that
    await expect.poll(async () => amountOf(await pay.innerText())).toBe(Math.round(full * 90) / 100);
    await pay.click();
    await page.waitForURL((url) => !url.href.startsWith(shop.web));
    await page.getByRole('button', { name: 'Pay with card' }).click();
    await page.waitForURL('**/payment/verify?**');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    const orders = await call<{ orders: Order[] }>('GET', '/api/orders', await shop.signIn('user'));
    const order = orders.body.orders.find((candidate) => candidate.promotion?.code === 'BROWSER10');
    expect(order).toMatchObject({ status: 'completed', amount: Math.round(full * 90) / 100 });
  });
});
