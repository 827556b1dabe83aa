import { describe, expect, it } from 'vitest';
import { shopInChromium } from '../support/browser.ts';
import { emailedCode } from '../support/mailbox.ts';
import { screenshotPath } from '../support/screenshots.ts';

const shop = shopInChromium();

const PLAN = 'east-legon-family-villa';
const PASSWORD = 'Tema2026house';

describe('the name on the licence', () => {
  it('a buyer who signs up with a name and buys at once finds it on the checkout, prefilled and editable', async () => {
    // Prepare: a new account made through the sign-up dialog, first and last name given there
    const page = await shop.openPage(360, { cookieChoiceMade: true });
    const email = `yaw.${Date.now()}@example.com`;
    await page.goto(shop.web);
    await page.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome' });
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    const form = dialog.getByRole('tabpanel', { name: 'Sign Up' });
    await form.getByLabel('First Name').fill('Yaw');
    await form.getByLabel('Last Name').fill('Darko');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Create Account' }).click();
    const codeField = dialog.getByLabel('Verification Code');
    await codeField.waitFor();
    await codeField.fill(await emailedCode(shop, email));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/user/dashboard');

    // Act: straight to a plan and its checkout, the profile never opened
    await page.goto(`${shop.web}/plans/${PLAN}`);
    await page.getByText('Standard Package').first().click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');
    const licenceName = page.getByLabel('Name on the licence');

    // Assess: the sign-up's names, not the email; required; the buyer may write another
    await expect.poll(() => licenceName.inputValue(), { timeout: 10_000 }).toBe('Yaw Darko');
    await page.screenshot({ path: screenshotPath('checkout-licence-name-360') });
    await licenceName.fill('');
    await expect(page.getByRole('button', { name: /^Pay ₵/ }).isDisabled()).resolves.toBe(true);
    await licenceName.fill('Yaw Kofi Darko');
    await page.getByRole('button', { name: /^Pay ₵/ }).click();
    await page.waitForURL((url) => !url.href.startsWith(shop.web));
    await page.getByRole('button', { name: 'Pay with card' }).click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  });
});
