import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { latestConfirmationCode } from '../../local/emulators/cognito-codes.ts';
import { shopInChromium, sidewaysOverflow } from '../support/browser.ts';
import { emailedCode, mailDirOf } from '../support/mailbox.ts';
import { plainPng } from '../support/pictures.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { logInThroughDialog, submitAdminLogin } from '../support/sign-in-pages.ts';

const shop = shopInChromium();

const PASSWORD = 'Tema2026house';

async function openSignUp(page: Page) {
  await page.goto(shop.web);
  await page.getByRole('button', { name: 'Get Started' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome' });
  await dialog.getByText('Sign in to your account or create a new one to get started').waitFor();
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  return { dialog, form: dialog.getByRole('tabpanel', { name: 'Sign Up' }) };
}

async function signInThroughDialog(page: Page, person: { email: string; password: string }) {
  await page.goto(shop.web);
  await logInThroughDialog(page, person);
  await page.waitForURL('**/user/dashboard');
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

describe('accounts in Chromium', () => {
  it('signs up through the dialog, verifies the emailed code, edits the profile, signs out and in again', async () => {
    const page = await shop.openPage(360);
    const email = `ama.${Date.now()}@example.com`;

    // Sign up: the form, then the stepped progress view
    const { dialog, form } = await openSignUp(page);
    await form.getByLabel('First Name').fill('Ama');
    await form.getByLabel('Last Name').fill('Mensah');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
    await page.screenshot({ path: screenshotPath('auth-dialog-signup-360') });
    await form.getByRole('button', { name: 'Create Account' }).click();
    await dialog.getByText('Validating Information').first().waitFor();
    await dialog.getByText('Creating Account').first().waitFor();
    await dialog.getByText('Almost Done').first().waitFor();

    // The verification step, with the code from the (offline) email
    const codeField = dialog.getByLabel('Verification Code');
    await codeField.waitFor();
    await expect(page.getByText('Please check your email to verify your account.').first().isVisible()).resolves.toBe(
      true,
    );
    await page.screenshot({ path: screenshotPath('auth-dialog-verify-360') });
    await codeField.fill(await emailedCode(shop, email));
    await dialog.getByRole('button', { name: 'Verify' }).click();

    // Signed in and on the dashboard, with the account menu in place of Get Started
    await page.waitForURL('**/user/dashboard');
    // A brand-new account is welcomed, not welcomed back.
    await page.getByRole('heading', { name: 'Welcome, Ama' }).waitFor();
    const accountMenu = page.getByRole('button', { name: /Account menu/ });
    await expect(accountMenu.isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Get Started' }).count()).resolves.toBe(0);

    // The profile really saves: edit the first name, reload, still there
    await accountMenu.click();
    await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.getByRole('heading', { name: 'Ama Mensah' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('First Name').fill('Akosua');
    await page.getByLabel('City').fill('Tema');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your changes have been saved.').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Akosua Mensah' }).waitFor();
    await expect(page.getByLabel('City').inputValue()).resolves.toBe('Tema');

    // A profile picture goes straight to S3, is made into variants, and shows as the one its size needs
    const picture = join(shop.stack.dataDir, 'avatar.png');
    writeFileSync(picture, await plainPng(400, 400));
    await page.getByLabel('Change photo').setInputFiles(picture);
    await page.getByText('Your profile picture has been updated successfully.').waitFor({ timeout: 30_000 });
    await page.waitForFunction(() =>
      /\/(64|128|256)\.webp$/.test(document.querySelector<HTMLImageElement>('.avatar-upload img')?.currentSrc ?? ''),
    );
    await page.screenshot({ path: screenshotPath('profile-360'), fullPage: true });
    const overflow = await sidewaysOverflow(page);
    expect(overflow, '/user/profile scrolls sideways').toBeLessThanOrEqual(0);

    // Sign out from the header
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /Account menu/ }).click();
    await header.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Get Started' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // A wrong password is named as such; the right one signs in through the dialog's steps
    await page.getByRole('button', { name: 'Get Started' }).click();
    const login = page.getByRole('dialog', { name: 'Welcome' }).getByRole('tabpanel', { name: 'Login' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill('Wrong-password1');
    await login.getByRole('button', { name: 'Log In' }).click();
    await login.getByText('Incorrect email or password.').waitFor();
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('dialog', { name: 'Welcome' }).getByText('Authenticating').first().waitFor();
    await page.waitForURL('**/user/dashboard');
    await page.getByText('You have been logged in successfully.').waitFor();
    await page.getByRole('heading', { name: 'Welcome, Akosua' }).waitFor();
    await page.context().close();
  });

  it('applies saved settings across the site and signs out after the session timeout', async () => {
    const page = await shop.openPage(1280);
    await signInThroughDialog(page, shop.seeded('user'));

    // Dark theme and dollars first, saved on the server
    await page.goto(`${shop.web}/user/settings`);
    await page.getByLabel('Theme').selectOption('dark');
    await page.getByLabel('Currency').selectOption('USD');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText('Your preferences have been saved.').waitFor();
    await expect(theme(page)).resolves.toBe('dark');
    await page.goto(`${shop.web}/plans`);
    await expect(page.locator('.price').first().textContent()).resolves.toMatch(/^\$[\d,]+\.\d{2} ≈ ₵/);
    await page.reload();
    await page.getByRole('article').first().waitFor();
    await expect(theme(page)).resolves.toBe('dark');

    // Back to the defaults, so other tests see the buyer as seeded
    await page.goto(`${shop.web}/user/settings`);
    await page.getByLabel('Theme').selectOption('light');
    await page.getByLabel('Currency').selectOption('GHS');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText('Your preferences have been saved.').waitFor();

    // A day and an hour without activity (default timeout 24h): the next visit is signed out
    await page.evaluate(() => localStorage.setItem('lastActivityAt', String(Date.now() - 25 * 3_600_000)));
    await page.reload();
    await page.getByText('You were signed out after 24 hours without activity.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Get Started' }).waitFor();
    await page.context().close();
  });

  it('refuses mismatched passwords before sending anything', async () => {
    const page = await shop.openPage(1280);
    const email = `kofi.${Date.now()}@example.com`;
    const { form } = await openSignUp(page);

    await form.getByLabel('First Name').fill('Kofi');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm Password', { exact: true }).fill(`${PASSWORD}x`);
    await form.getByRole('button', { name: 'Create Account' }).click();

    await form.getByRole('alert').getByText('Passwords do not match').waitFor();
    await expect(page.locator('.toast', { hasText: 'Password Mismatch' }).count()).resolves.toBe(1);
    await expect(form.getByLabel('First Name').isVisible()).resolves.toBe(true);
    await page.screenshot({ path: screenshotPath('auth-dialog-mismatch-1280') });
    expect(latestConfirmationCode(mailDirOf(shop), email)).toBeUndefined();
    await page.context().close();
  });

  it('sends a signed-out visitor of /user/profile to Home', async () => {
    const page = await shop.openPage(1280);

    await page.goto(`${shop.web}/user/profile`);

    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Get Started' }).waitFor();
    await page.context().close();
  });

  it('lets the seeded admin into the admin area, which shows only itself', async () => {
    const page = await shop.openPage(1280);

    await page.goto(`${shop.web}/admin`);
    await page.waitForURL('**/admin/login');
    await submitAdminLogin(page, shop.seeded('admin'));

    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await expect(page.locator('.role-badge').textContent()).resolves.toBe('Admin');
    await page.getByText('Welcome to the admin dashboard').waitFor();
    await expect(page.getByRole('button', { name: 'Get Started' }).count()).resolves.toBe(0);
    await expect(page.locator('.site-footer').count()).resolves.toBe(0);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await page.screenshot({ path: screenshotPath('admin-users-1280') });
    await page.context().close();
  });

  it('refuses a buyer at the admin login', async () => {
    const page = await shop.openPage(1280);

    await page.goto(`${shop.web}/admin/login`);
    await submitAdminLogin(page, shop.seeded('user'));

    await page.getByRole('alert').getByText('This account does not have admin access.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await page.goto(`${shop.web}/admin/dashboard`);
    await page.waitForURL('**/admin/login');
    await page.context().close();
  });
});
