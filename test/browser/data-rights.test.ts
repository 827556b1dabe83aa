import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { savedBytes, shopInChromium } from '../support/browser.ts';
import { logInThroughDialog } from '../support/sign-in-pages.ts';

const shop = shopInChromium();

const PASSWORD = 'Tema2026house';

/** Signs in from the home page, then opens the profile in the language asked for. */
async function signedInOnProfile(page: Page, email: string, language: '' | '/fr' = '') {
  await page.goto(`${shop.web}/`);
  await logInThroughDialog(page, { email, password: PASSWORD });
  await page.waitForURL('**/user/dashboard');
  await page.goto(`${shop.web}${language}/user/profile`);
}

/** Presses a download button and answers the file's name and text. */
async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), text: (await savedBytes(file)).toString('utf8') };
}

describe('a buyer’s data rights in Chromium', () => {
  it('downloads their data from the profile, then closes the account with their password', async () => {
    const email = `yaa.${Date.now()}@example.com`;
    await shop.signUp(email, PASSWORD, { given: 'Yaa', family: 'Asantewaa' });
    const page = await shop.openPage(1280, { acceptDownloads: true, cookieChoiceMade: true });
    await signedInOnProfile(page, email);
    await page.getByRole('heading', { name: 'Your Data' }).waitFor();

    // Download my data: a JSON file and a readable page, both made on the server.
    const json = await download(page, 'Download my data (JSON)');
    expect(json.name).toMatch(/^tema-house-plans-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(json.text).account).toMatchObject({ email, given_name: 'Yaa', family_name: 'Asantewaa' });
    const html = await download(page, 'Download my data (readable page)');
    expect(html.name).toMatch(/\.html$/);
    expect(html.text).toContain('Your data at Tema House Plans');
    expect(html.text).toContain(email);

    // Close my account: a wrong password closes nothing.
    await page.getByRole('button', { name: 'Close my account', exact: true }).click();
    const form = page.getByRole('form', { name: 'Close Account' });
    await form.getByLabel('Remove them').check();
    await form.getByLabel('Your password', { exact: true }).fill('not-my-password');
    await form.getByRole('button', { name: 'Close my account for good' }).click();
    await form.getByText('That password is not right. Your account was not closed.').waitFor();

    // The right password closes it: the buyer is signed out on the home page and told so.
    await form.getByLabel('Your password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Close my account for good' }).click();
    await page.getByText('Your account is closed').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Get Started' }).waitFor();

    // The sign-in is gone.
    await expect(shop.signInWith(email, PASSWORD)).rejects.toThrow();
  }, 180_000);

  it('offers the same on the French profile, and the readable page comes in French', async () => {
    const email = `kojo.${Date.now()}@example.com`;
    await shop.signUp(email, PASSWORD, { given: 'Kojo', family: 'Badu' });
    const page = await shop.openPage(1280, { acceptDownloads: true, cookieChoiceMade: true });
    await signedInOnProfile(page, email, '/fr');
    await page.getByRole('heading', { name: 'Vos données' }).waitFor();
    await page.getByRole('heading', { name: 'Fermer le compte' }).waitFor();

    const html = await download(page, 'Télécharger mes données (page lisible)');

    expect(html.text).toContain('<html lang="fr">');
    expect(html.text).toContain('Vos données chez Tema House Plans');
  }, 120_000);
});
