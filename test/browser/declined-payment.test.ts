import { describe, expect, it } from 'vitest';
import { shopInChromium } from '../support/browser.ts';
import { standIn } from '../support/paystack-stand-in.ts';

const shop = shopInChromium();

describe('a buyer whose card is declined', () => {
  it("pays from the account's read-only address and reads Payment Declined, with the reason, after a decline", async () => {
    // Prepare: the seeded buyer signs in and picks a plan's Basic package
    const buyer = shop.seeded('user');
    const page = await shop.openPage(1280, { height: 900, signedIn: await shop.sessionOf(buyer) });
    await page.goto(`${shop.web}/plans`);
    await page.getByRole('button', { name: 'Reject All' }).click();
    await page.getByRole('region', { name: 'Plans' }).getByRole('article').first().getByRole('link').first().click();
    await page.getByText('Basic Package').first().click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');

    // The receipt goes to the account's verified address: shown, not editable, with where to have it changed
    const email = page.getByLabel('Email Address');
    await expect(email.inputValue()).resolves.toBe(buyer.email);
    await expect(email.getAttribute('readonly')).resolves.not.toBeNull();
    await expect(
      page.getByText("Your receipt and download link go to your account's address.").isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByText('go to this address').count()).resolves.toBe(0);

    // Act: on the provider page the card is declined
    await page.getByRole('button', { name: /^Pay ₵/ }).click();
    await page.waitForURL((url) => !url.href.startsWith(shop.web));
    const reference = /Reference (\S+?)\.?$/m.exec(await page.locator('body').innerText())?.[1];
    if (!reference) throw new Error('The provider page shows no reference');
    expect(
      (await standIn(shop, `/__test/transactions/${reference}/settle`, { outcome: 'failed', channel: 'card' })).status,
    ).toBe(200);
    await page.goto(`${shop.web}/payment/verify?trxref=${reference}&reference=${reference}`);

    // Assess: a declined payment is named as such; the words below keep the verification text and the reason
    await page.getByRole('heading', { name: 'Payment Declined' }).waitFor();
    await expect(page.getByText(/^Payment verification failed: /).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'Payment Verification Failed' }).count()).resolves.toBe(0);
    await page.context().close();
  });
});
