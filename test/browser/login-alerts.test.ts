import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopInChromium } from '../support/browser.ts';
import { readableMail } from '../support/mail-text.ts';
import { mailDirOf } from '../support/mailbox.ts';
import { logInThroughDialog } from '../support/sign-in-pages.ts';

const shop = shopInChromium();
const BUYER = { email: 'efua.alerts@example.com', password: 'Efua!plans2026x' };

/** The login alerts mailed so far (this file's stack has one account signing in), as a mail program shows them. */
async function loginAlerts() {
  const dir = mailDirOf(shop);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.includes('login-alert'));
  return Promise.all(names.map(async (name) => readableMail(await readFile(join(dir, name), 'utf8'))));
}

async function signInOn(page: Page) {
  await page.goto(`${shop.web}/`);
  await logInThroughDialog(page, BUYER);
  await page.getByRole('dialog', { name: 'Welcome' }).waitFor({ state: 'hidden' });
}

/** Waits until the count stops changing for a moment: an alert that should not come has had time to come. */
async function settledCount(): Promise<number> {
  let count = (await loginAlerts()).length;
  for (let quiet = 0; quiet < 10; ) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = (await loginAlerts()).length;
    quiet = now === count ? quiet + 1 : 0;
    count = now;
  }
  return count;
}

beforeAll(async () => {
  const cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: shop.stack.info.cognito.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const { userPoolId, clientId } = shop.stack.info.cognito;
  await cognito.send(
    new SignUpCommand({
      ClientId: clientId,
      Username: BUYER.email,
      Password: BUYER.password,
      UserAttributes: [
        { Name: 'email', Value: BUYER.email },
        { Name: 'given_name', Value: 'Efua' },
        { Name: 'family_name', Value: 'Owusu' },
      ],
    }),
  );
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: BUYER.email }));
  cognito.destroy();
});

describe('login alerts', () => {
  it('mails the buyer when their account signs in from a second browser, once, and never for a browser it knows', async () => {
    // Prepare: the buyer's own laptop signs in first (the account's first browser: nothing to compare with)
    const laptop = await shop.openPage(1280, { cookieChoiceMade: true });
    await signInOn(laptop);
    expect(await settledCount()).toBe(0);

    // Act: someone signs in to the account on another browser (a new context has its own storage)
    const other = await shop.openPage(360, { cookieChoiceMade: true });
    await signInOn(other);

    // Assess: one alert, to the account's address, naming the browser and the address it came from
    await expect.poll(async () => (await loginAlerts()).length, { timeout: 10_000 }).toBe(1);
    const [alert] = await loginAlerts();
    expect(alert?.subject).toMatch(/^New sign-in to your .+ account$/);
    expect(alert?.text).toContain('Dear Efua Owusu,');
    expect(alert?.text).toMatch(/Device: Chrome on (Linux|Windows|macOS)/);
    expect(alert?.text).toMatch(/IP address: \S+/);
    expect(alert?.text).toContain('/user/settings#security');

    // Act again: the laptop signs out and back in; the buyer is not alerted for a browser the account has used
    await laptop.context().clearCookies();
    await laptop.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith('CognitoIdentityServiceProvider.')) localStorage.removeItem(key);
    });
    await signInOn(laptop);
    expect(await settledCount()).toBe(1);

    // And the settings page says what the switch does, without promising anything not done
    await laptop.goto(`${shop.web}/user/settings`);
    await laptop
      .getByText('Email me when my account is signed in from a device or browser it has not used before.')
      .waitFor();
    await laptop.context().close();
    await other.context().close();
  });
});
