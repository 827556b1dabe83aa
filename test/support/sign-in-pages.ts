import type { Locator, Page } from 'playwright-core';
import { totpCode } from '../../local/emulators/totp.ts';
import { type PageOptions, type ShopInChromium, waitForHydration } from './browser.ts';

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
 * A person on a phone, signed in: the page opens at 1280 px, where the header shows Get Started, signs in through
 * the dialog from /plans, waits for the dashboard, then narrows to 360 px for what the test does next.
 */
export async function signedInOnPhone(
  shop: Pick<ShopInChromium, 'openPage' | 'web'>,
  person: Person,
  options: Pick<PageOptions, 'acceptDownloads'> = {},
): Promise<Page> {
  const page = await shop.openPage(1280, { height: 900, cookieChoiceMade: true, ...options });
  await page.goto(`${shop.web}/plans`);
  await waitForHydration(page);
  await logInThroughDialog(page, person);
  await page.waitForURL('**/user/dashboard');
  await page.setViewportSize({ width: 360, height: 780 });
  return page;
}

/** Fills the Admin Login form already on screen and presses Sign In; the caller waits for the outcome. */
export async function submitAdminLogin(page: Page, person: Person): Promise<void> {
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await answerAuthenticatorCode(page, person);
}
