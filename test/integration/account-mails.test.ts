import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AdminCreateUserCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfirmationCode } from '../../local/emulators/cognito-codes.ts';
import { mailDirOf } from '../support/mailbox.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

const PASSWORD = 'Afi!2026plans';

let shop: TestStack;
let cognito: CognitoIdentityProviderClient;
let clientId = '';

/** The account mails cognito-local delivered to `email` for a Cognito action, oldest first, as the inbox shows them. */
function accountMails(email: string, reason: string): ConfirmationCode[] {
  const dir = mailDirOf(shop);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as ConfirmationCode)
    .filter((mail) => mail.to === email && mail.reason === reason);
}

async function nthMail(email: string, reason: string, count: number): Promise<ConfirmationCode> {
  await expect.poll(() => accountMails(email, reason).length, { timeout: 5000 }).toBeGreaterThanOrEqual(count);
  return accountMails(email, reason)[count - 1] as ConfirmationCode;
}

function signUp(email: string, locale?: string) {
  return cognito.send(
    new SignUpCommand({
      ClientId: clientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: 'Afi' },
        ...(locale ? [{ Name: 'locale', Value: locale }] : []),
      ],
    }),
  );
}

/** The mail's words as a person reads them: the tags taken out. */
const readable = (html = '') => html.replace(/<[^>]+>/g, ' ').replace(/ +/g, ' ');

beforeAll(async () => {
  shop = await startTestStack('none');
  clientId = shop.stack.info.cognito.clientId;
  cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: shop.stack.info.cognito.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});

afterAll(async () => {
  cognito?.destroy();
  await shop?.stop();
});

describe('Cognito’s account mails on the offline stack follow the user’s locale (CustomMessage trigger)', () => {
  const french = 'afi.mensah@example.com';

  it('sends a French sign-up its code in a French mail, and the code confirms the account', async () => {
    await signUp(french, 'fr');

    const mail = await nthMail(french, 'SignUp', 1);
    expect(mail.subject).toBe('Votre code de vérification Tema House Plans');
    expect(readable(mail.message)).toContain('Bienvenue chez Tema House Plans\u202f!');
    expect(readable(mail.message)).toContain(`saisissez ce code sur notre site\u202f: ${mail.code}`);
    expect(mail.code).toMatch(/^\d{6}$/);
    await cognito.send(new ConfirmSignUpCommand({ ClientId: clientId, Username: french, ConfirmationCode: mail.code }));
  });

  it('tells staff about the confirmed account, as the PostConfirmation trigger does on AWS', async () => {
    const dir = mailDirOf(shop);
    const notices = () =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.eml') && name.includes('-new-user-'))
        .map((name) => readFileSync(join(dir, name), 'utf8'))
        .filter((text) => text.includes(`Email: ${french}`));

    await expect.poll(() => notices().length, { timeout: 5000 }).toBe(1);
  });

  it('resets a French user’s forgotten password with a French mail whose code works', async () => {
    await cognito.send(new ForgotPasswordCommand({ ClientId: clientId, Username: french }));

    const mail = await nthMail(french, 'ForgotPassword', 1);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Tema House Plans');
    expect(readable(mail.message)).toContain(`pour choisir un nouveau mot de passe\u202f: ${mail.code}`);
    await cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId: clientId,
        Username: french,
        ConfirmationCode: mail.code,
        Password: 'Afi!2027plans',
      }),
    );
    const signedIn = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: french, PASSWORD: 'Afi!2027plans' },
      }),
    );
    expect(signedIn.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('invites a person staff add with an English mail holding their temporary password, which signs them in', async () => {
    const email = 'esi.owusu@example.com';
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: shop.stack.info.cognito.userPoolId,
        Username: email,
        UserAttributes: [{ Name: 'email', Value: email }],
        DesiredDeliveryMediums: ['EMAIL'],
      }),
    );

    const mail = await nthMail(email, 'AdminCreateUser', 1);
    expect(mail.subject).toBe('Your invitation to Tema House Plans');
    // The shop's address offline is the local edge's.
    expect(readable(mail.message)).toMatch(/Sign in at http:\/\/127\.0\.0\.1:\d+\/ with your email address/);
    expect(readable(mail.message)).toContain(`and this temporary password: ${mail.code} `);
    expect(readable(mail.message)).not.toContain('{username}');
    const signIn = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: email, PASSWORD: mail.code },
      }),
    );
    expect(signIn.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  });

  it('keeps English for a sign-up without a locale', async () => {
    const email = 'kofi.boateng@example.com';
    await signUp(email);

    const mail = await nthMail(email, 'SignUp', 1);
    expect(mail.subject).toBe('Your Tema House Plans verification code');
    expect(readable(mail.message)).toContain(`enter this code on our website: ${mail.code}`);
  });
});
