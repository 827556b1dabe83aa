import type { Locator, Page } from 'playwright-core';
import { totpCode } from '../../local/emulators/totp.ts';
import type { PageOptions, ShopInChromium } from './browser.ts';

interface Person {
  email: string;
  password: string;
  /** Staff: their authenticator's secret; the helpers then answer the code the sign-in asks for. */
  totpSecret?: string;
}

/** The second step of a staff sign-in: the authenticator code, made from the secret as the app would. */
async function answerAuthenticatorCode(within: Page | Locator, person: Person): Promise<void> {
  if (!person.totpSecret) return;
  const field = within.getByLabel('Authentication code');
  await field.waitFor();
  await field.fill(totpCode(person.totpSecret));
  await within.getByRole('button', { name: 'Verify' }).click();
}

/** Opens the Get Started dialog on the current page and logs in on its Login tab; the caller waits for the outcome. */
export async function logInThroughDialog(page: Page, person: Person): Promise<void> {
  await page.getByRole('button', { name: 'Get Started' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome' }).getByRole('tabpanel', { name: 'Login' });
  await login.getByLabel('Email').fill(person.email);
  await login.getByLabel('Password', { exact: true }).fill(person.password);
  await login.getByRole('button', { name: 'Log In' }).click();
  // The code step hides the tabs, so it is looked for in the dialog, not in the Login tab.
  await answerAuthenticatorCode(page.getByRole('dialog', { name: 'Welcome' }), person);
}

/**
 * A person on a phone, signed in: the page opens at 360 px with the session a sign-in gave already stored (see
 * `shop.sessionOf`), on their dashboard, for what the test does next. Signing in through the forms is tested on its
 * own (accounts, two-factor, admin, login alerts), so tests of what comes after do not repeat it.
 */
export async function signedInOnPhone(
  shop: Pick<ShopInChromium, 'openPage' | 'web' | 'sessionOf'>,
  person: Person,
  options: Pick<PageOptions, 'acceptDownloads'> = {},
): Promise<Page> {
  const signedIn = await shop.sessionOf(person);
  const page = await shop.openPage(360, { height: 780, cookieChoiceMade: true, ...options, signedIn });
  await page.goto(`${shop.web}/user/dashboard`);
  return page;
}

/** Fills the Admin Login form already on screen and presses Sign In; the caller waits for the outcome. */
export async function submitAdminLogin(page: Page, person: Person): Promise<void> {
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await answerAuthenticatorCode(page, person);
}
