import type { Order } from '@shop/shared/orders/order';
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../support/api-client.ts';
import { savedBytes, shopInChromium, sidewaysOverflow, waitForHydration } from '../support/browser.ts';
import { pdfPageTexts } from '../support/pdf-text.ts';

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
    const page = await shop.openPage(1280, {
      height: 900,
      cookieChoiceMade: true,
      signedIn: await shop.sessionOf(shop.seeded('user')),
    });
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

  it('staff create a code on the Promotions page at 360 px; a buyer pays with it and sees the discount on the order and the invoice', async () => {
    // Act (staff): the admin navigation's Promotions page on a phone, New code, 15% off, 5 uses
    const staff = await shop.openPage(360, { height: 780, signedIn: await shop.sessionOf(shop.seeded('admin')) });
    await staff.goto(`${shop.web}/admin/dashboard`);
    await staff.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Promotions' }).click();
    await staff.getByRole('heading', { name: 'Promotion Codes' }).waitFor();
    await staff.getByRole('button', { name: 'New code' }).click();
    const form = staff.getByRole('dialog', { name: 'New promotion code' });
    await form.getByLabel('Code').fill('staff15');
    await form.getByLabel('Percentage off').fill('15');
    await form.getByLabel('Total uses').fill('5');
    await form.getByRole('button', { name: 'Create code' }).click();
    await form.waitFor({ state: 'detached' });
    const row = staff.locator('tr[data-code="STAFF15"]');
    await row.getByText('Active').waitFor();
    expect(await row.innerText()).toContain('0 of 5');
    expect(await sidewaysOverflow(staff)).toBeLessThanOrEqual(0);

    // Act (buyer): checkout with the code, pay on the provider's page
    const page = await shop.openPage(1280, {
      height: 900,
      cookieChoiceMade: true,
      acceptDownloads: true,
      signedIn: await shop.sessionOf(shop.seeded('user')),
    });
    await page.goto(`${shop.web}/plans`);
    await waitForHydration(page);
    await page.getByRole('region', { name: 'Plans' }).getByRole('article').first().getByRole('link').first().click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');
    const pay = page.getByRole('button', { name: /^Pay ₵/ });
    await pay.waitFor();
    const full = amountOf(await pay.innerText());
    await page.getByRole('textbox', { name: 'Promotion code' }).fill('STAFF15');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('promotion-applied').waitFor();
    await expect.poll(async () => amountOf(await pay.innerText())).toBe(Math.round(full * 85) / 100);
    await pay.click();
    await page.waitForURL((url) => !url.href.startsWith(shop.web));
    await page.getByRole('button', { name: 'Pay with card' }).click();
    await page.waitForURL('**/payment/verify?**');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

    // Assess: the order says what the code saved; the invoice page and its PDF list the discount as its own line
    await page.goto(`${shop.web}/user/orders`);
    await waitForHydration(page);
    const order = page.getByRole('article').filter({ hasText: 'Promotion code STAFF15: you saved' });
    await order.waitFor();
    await order.getByRole('button', { name: 'Invoice' }).click();
    const sheet = page.getByRole('article', { name: 'Invoice' });
    await sheet.waitFor();
    const invoiceText = await sheet.innerText();
    expect(invoiceText).toContain('List price (net)');
    expect(invoiceText).toContain('Discount (promotion code STAFF15)');
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const pdfText = (await pdfPageTexts(new Uint8Array(await savedBytes(pdf)))).join('\n');
    expect(pdfText).toContain('Discount (promotion code STAFF15)');

    // Assess (staff): the page counts the paid use and the discount it gave
    await staff.reload();
    await waitForHydration(staff);
    await expect.poll(async () => staff.locator('tr[data-code="STAFF15"]').innerText()).toContain('1 of 5');
    expect(await staff.locator('tr[data-code="STAFF15"]').innerText()).toContain('discount given');
  });
});
