import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  ForgotPasswordCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestConfirmationCode } from '../../local/emulators/cognito-codes.ts';
import { mailDirOf } from '../support/mailbox.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

/*
 * The offline account mails must keep arriving at once however long the stack has run: each of 200 codes (sign-ups
 * and password resets, one after another on one stack) is in the mailbox within 5 s of the call that sent it.
 */
const CODES = 200;
const WITHIN_MS = 5000;

let shop: TestStack;
let cognito: CognitoIdentityProviderClient;

beforeAll(async () => {
  shop = await startTestStack('none');
  cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: shop.stack.info.cognito.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}, 60_000);

afterAll(async () => {
  await shop?.stop();
});

async function arrivalMs(email: string, before: string | undefined, sentAt: number): Promise<number> {
  while (Date.now() - sentAt <= WITHIN_MS * 2) {
    const code = latestConfirmationCode(mailDirOf(shop), email);
    if (code && code !== before) return Date.now() - sentAt;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Number.POSITIVE_INFINITY;
}

describe('offline account mails over a long-running stack', () => {
  it(`delivers each of ${CODES} codes within ${WITHIN_MS / 1000} s`, async () => {
    const { clientId, userPoolId: poolId } = shop.stack.info.cognito;
    const delays: number[] = [];
    for (let index = 0; index < CODES; index += 1) {
      // Every fourth code is a password reset of the account signed up just before, so both paths are measured.
      const resend = index % 4 === 3;
      const email = `code-${resend ? index - 1 : index}@example.com`;
      if (resend) {
        await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: poolId, Username: email }));
      }
      const before = latestConfirmationCode(mailDirOf(shop), email);
      const sentAt = Date.now();
      if (resend) {
        await cognito.send(new ForgotPasswordCommand({ ClientId: clientId, Username: email }));
      } else {
        await cognito.send(
          new SignUpCommand({
            ClientId: clientId,
            Username: email,
            Password: 'Afi!2026plans',
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'given_name', Value: 'Afi' },
            ],
          }),
        );
      }
      delays.push(await arrivalMs(email, before, sentAt));
    }
    const late = delays.map((ms, index) => ({ index, ms })).filter(({ ms }) => ms > WITHIN_MS);
    expect(late).toEqual([]);
    console.info(`slowest code: ${Math.max(...delays)} ms of ${CODES}`);
  }, 600_000);
});
