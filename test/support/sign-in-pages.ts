import type { Page } from 'playwright-core';

interface Person {
  email: string;
  password: string;
}

/** Opens the Get Started dialog on the current page and logs in on its Login tab; the caller waits for the outcome. */
export async function logInThroughDialog(page: Page, person: Person): Promise<void> {
  await page.getByRole('button', { name: 'Get Started' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome' }).getByRole('tabpanel', { name: 'Login' });
  await login.getByLabel('Email').fill(person.email);
  await login.getByLabel('Password', { exact: true }).fill(person.password);
  await login.getByRole('button', { name: 'Log In' }).click();
}

/** Fills the Admin Login form already on screen and presses Sign In; the caller waits for the outcome. */
export async function submitAdminLogin(page: Page, person: Person): Promise<void> {
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
