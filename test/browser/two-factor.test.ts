import {
  AdminAddUserToGroupCommand,
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { TWO_FACTOR_MESSAGES } from '@shop/shared/accounts/two-factor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../local/emulators/totp.ts';
import { apiCaller, subOf } from '../support/api-client.ts';
import { shopInChromium } from '../support/browser.ts';
import { logInThroughDialog, submitAdminLogin } from '../support/sign-in-pages.ts';

const shop = shopInChromium();
const STAFF = { email: 'kwame.newstaff@example.com', password: 'Kwame!plans2026' };
let cognito: CognitoIdentityProviderClient;

/** A password sign-in straight against the pool, without the helpers' enrolment: what a new staff member holds. */
async function passwordToken(email: string, password: string): Promise<string> {
  const result = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: shop.stack.info.cognito.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return result.AuthenticationResult?.IdToken ?? '';
}

beforeAll(async () => {
  cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: shop.stack.info.cognito.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  // A new admin: confirmed, in the admin group, no authenticator yet (made here, not by the enrolling helpers).
  const { userPoolId, clientId } = shop.stack.info.cognito;
  const signedUp = await cognito.send(
    new SignUpCommand({
      ClientId: clientId,
      Username: STAFF.email,
      Password: STAFF.password,
      UserAttributes: [{ Name: 'email', Value: STAFF.email }],
    }),
  );
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: STAFF.email }));
  await cognito.send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: signedUp.UserSub, GroupName: 'admin' }),
  );
});

afterAll(() => cognito?.destroy());

describe('two-factor sign-in for staff', () => {
  it('refuses an admin without an authenticator every admin route, and the admin area asks them to enrol', async () => {
    const token = await passwordToken(STAFF.email, STAFF.password);
    const call = apiCaller(shop.api);

    const answers = await Promise.all(
      ['/api/admin/orders', '/api/admin/activity', '/api/users'].map((path) => call('GET', path, token)),
    );

    expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual([
      [403, TWO_FACTOR_MESSAGES.staffMustEnrol],
      [403, TWO_FACTOR_MESSAGES.staffMustEnrol],
      [403, TWO_FACTOR_MESSAGES.staffMustEnrol],
    ]);
    expect(JSON.stringify(answers.map((answer) => answer.body))).not.toContain('orders');

    const page = await shop.openPage(1280, { cookieChoiceMade: true });
    await page.goto(`${shop.web}/admin/login`);
    await submitAdminLogin(page, STAFF);
    await page.getByRole('heading', { name: 'Set Up Two-Factor Authentication' }).waitFor();
    await page.goto(`${shop.web}/admin/orders`);
    await page.getByRole('heading', { name: 'Set Up Two-Factor Authentication' }).waitFor();
    expect(page.url()).toMatch(/\/admin\/login$/);
    await page.context().close();
  });

  it('enrols with the QR code’s secret and a generated code, then signs in with a code', async () => {
    const page = await shop.openPage(1280, { cookieChoiceMade: true });
    await page.goto(`${shop.web}/admin/login`);
    await submitAdminLogin(page, STAFF);
    await page.getByRole('heading', { name: 'Set Up Two-Factor Authentication' }).waitFor();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    await page.getByLabel('Authentication code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Turn On Two-Factor' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.context().close();

    // A new browser: the password alone no longer signs in; the code does.
    const again = await shop.openPage(1280, { cookieChoiceMade: true });
    await again.goto(`${shop.web}/admin/login`);
    await submitAdminLogin(again, { ...STAFF, totpSecret: secret });
    await again.waitForURL('**/admin/dashboard');
    await again.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await again.context().close();

    const direct = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: shop.stack.info.cognito.clientId,
        AuthParameters: { USERNAME: STAFF.email, PASSWORD: STAFF.password },
      }),
    );
    expect(direct.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(direct.AuthenticationResult).toBeUndefined();
  });

  it('lets a super admin reset it (never their own): a password alone then reaches no staff data; all of it in the audit trail', async () => {
    const call = apiCaller(shop.api);
    const superToken = await shop.signIn('super_admin');
    const staffSub = (await call<{ users: { id: string; email: string }[] }>('GET', `/api/users?q=kwame`, superToken))
      .body.users[0]?.id as string;

    const own = await call('DELETE', `/api/users/${subOf(superToken)}/two-factor`, superToken);
    const reset = await call('DELETE', `/api/users/${staffSub}/two-factor`, superToken);

    expect([own.status, own.body.message]).toEqual([403, TWO_FACTOR_MESSAGES.notOwnReset]);
    expect(reset.status).toBe(200);
    // The reset ended their sessions: tokens from its second count as older, so sign in a second later.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const afterReset = await passwordToken(STAFF.email, STAFF.password);
    expect(afterReset).not.toBe('');
    expect((await call('GET', '/api/admin/orders', afterReset)).status).toBe(403);

    const activity = await call<{ events: { action: string; target_id: string; address?: string; at: string }[] }>(
      'GET',
      '/api/admin/activity?limit=50',
      superToken,
    );
    const about = activity.body.events.filter((event) => event.target_id === staffSub);
    expect(about.map((event) => event.action)).toEqual(
      expect.arrayContaining(['staff.sign-in', 'two-factor.enable', 'two-factor.reset']),
    );
    for (const event of about) {
      expect(event.address).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
      expect(Number.isNaN(Date.parse(event.at))).toBe(false);
    }
  });
});

describe('two-factor sign-in for buyers', () => {
  it('is theirs to turn on from the profile with the QR code, then asked for at login, and to turn off', async () => {
    const buyer = { email: 'abena.careful@example.com', password: 'Abena!plans2026' };
    await shop.signUp(buyer.email, buyer.password, { given: 'Abena', family: 'Owusu' });
    const page = await shop.openPage(1280, { cookieChoiceMade: true });
    await page.goto(`${shop.web}/`);
    await logInThroughDialog(page, buyer);
    await page.waitForURL('**/user/dashboard');
    await page.goto(`${shop.web}/user/profile`);

    await page.getByRole('button', { name: 'Enable' }).click();
    const setup = page.getByRole('dialog', { name: 'Set Up Two-Factor Authentication' });
    await setup.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await setup.getByTestId('totp-secret').textContent())?.trim() ?? '';
    await setup.getByLabel('Authentication code').fill(totpCode(secret));
    await setup.getByRole('button', { name: 'Turn On Two-Factor' }).click();
    await page.getByRole('button', { name: 'Disable' }).waitFor();
    await page.context().close();

    const again = await shop.openPage(1280, { cookieChoiceMade: true });
    await again.goto(`${shop.web}/`);
    await logInThroughDialog(again, { ...buyer, totpSecret: secret });
    await again.waitForURL('**/user/dashboard');
    await again.goto(`${shop.web}/user/profile`);
    await again.getByRole('button', { name: 'Disable' }).click();
    await again.getByRole('button', { name: 'Enable' }).waitFor();
    await again.context().close();

    const direct = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: shop.stack.info.cognito.clientId,
        AuthParameters: { USERNAME: buyer.email, PASSWORD: buyer.password },
      }),
    );
    expect(direct.AuthenticationResult?.IdToken).toBeTruthy();
  });
});

describe('the seeded staff', () => {
  it('sign in with the helpers, which answer the code from the seeded secret', async () => {
    const page = await shop.openPage(1280, { cookieChoiceMade: true });
    await page.goto(`${shop.web}/admin/login`);
    await submitAdminLogin(page, shop.seeded('super_admin'));
    await page.waitForURL('**/admin/dashboard');
    await page.context().close();
  });
});
