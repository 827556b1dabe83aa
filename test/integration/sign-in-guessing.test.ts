import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_ATTEMPTS_EXCEEDED } from '@shop/shared/accounts/sign-in-backoff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAuthError } from '../../web/src/lib/auth-errors.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

let shop: TestStack;
let cognito: CognitoIdentityProviderClient;

beforeAll(async () => {
  shop = await startTestStack();
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

/** A sign-in as the web sends it offline; the error Cognito answered, or undefined when it let the person in. */
async function signIn(email: string, password: string): Promise<Error | undefined> {
  try {
    await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: shop.stack.info.cognito.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return undefined;
  } catch (error) {
    return error as Error;
  }
}

describe('guessing a password on the offline stack', () => {
  it('is slowed down after 5 wrong passwords, as Cognito does, and the person is told when to try again', async () => {
    // Prepare
    const buyer = shop.stack.info.users.find((user) => user.role === 'user');
    if (!buyer) throw new Error('no seeded buyer');

    // Act: 25 wrong passwords in a row, as fast as they are answered.
    const answers: (Error | undefined)[] = [];
    for (let i = 0; i < 25; i += 1) answers.push(await signIn(buyer.email, `Wrong-guess-${i}`));
    const rightPasswordWhileLocked = await signIn(buyer.email, buyer.password);

    // Assess: the first five are judged, then the account is locked and guesses are not even tried.
    expect(answers.slice(0, 5).every((error) => error && error.message !== PASSWORD_ATTEMPTS_EXCEEDED)).toBe(true);
    expect(answers[5]).toMatchObject({ name: 'NotAuthorizedException', message: PASSWORD_ATTEMPTS_EXCEEDED });
    const locked = answers.filter((error) => error?.message === PASSWORD_ATTEMPTS_EXCEEDED);
    expect(locked.length).toBeGreaterThanOrEqual(15);
    expect(rightPasswordWhileLocked).toMatchObject({ name: 'NotAuthorizedException' });
    const shown = describeAuthError(answers[5], 'login', new Date(2026, 10, 28, 9, 41));
    expect(shown.message).toContain('please try again after 09:56');

    // Act: another account from the same connection is not locked by the first one's guesses.
    const other = shop.stack.info.users.find((user) => user.role === 'admin');
    if (!other) throw new Error('no seeded admin');

    // Assess
    expect(await signIn(other.email, other.password)).toBeUndefined();
  });
});
