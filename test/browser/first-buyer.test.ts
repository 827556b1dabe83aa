import { describe, expect, it } from 'vitest';
import { shopInChromium } from '../support/browser.ts';
import { emailedCode } from '../support/mailbox.ts';
import { logInThroughDialog } from '../support/sign-in-pages.ts';

const shop = shopInChromium();

describe('what a first-time buyer sees', () => {
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
    await dialog.getByLabel('Verification Code').fill(await emailedCode(shop, email));
    await dialog.getByLabel('New Password', { exact: true }).fill('Tema2027house');
    await dialog.getByLabel('Confirm New Password').fill('Tema2027house');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await dialog.getByRole('tabpanel', { name: 'Login' }).waitFor();
    await page.goto(shop.web);
    await logInThroughDialog(page, { email, password: 'Tema2027house' });
    await page.waitForURL('**/user/dashboard');
    expect(new URL(page.url()).pathname).toBe('/user/dashboard');
  });
});
