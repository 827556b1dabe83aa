import { SIGN_IN_BACKOFF } from '@shop/shared/accounts/sign-in-backoff';
import { describe, expect, it } from 'vitest';
import { signInGuard } from '../emulators/sign-in-guard.ts';

const ADDRESS = '198.51.100.7';
const T0 = Date.parse('2026-11-28T10:00:00Z');

/** One sign-in as the proxy runs it: asked first, told the outcome when cognito-local answered. */
function attempt(
  guard: ReturnType<typeof signInGuard>,
  at: number,
  correct = false,
  user = 'ama@example.com',
  address = ADDRESS,
) {
  const refusal = guard.before('InitiateAuth', user, address, at);
  if (!refusal) guard.afterSignIn(user, address, correct, at);
  return refusal;
}

describe('the offline sign-in guard', () => {
  it('answers 5 wrong passwords, then locks for 1 s, doubling with each failure after a lock', () => {
    const guard = signInGuard();
    for (let i = 0; i < 5; i += 1) expect(attempt(guard, T0 + i)).toBeUndefined();

    const locked = attempt(guard, T0 + 10);
    expect(locked).toMatchObject({ type: 'NotAuthorizedException', message: 'Password attempts exceeded' });

    // After the 1 s lock, the next failure locks for 2 s.
    expect(attempt(guard, T0 + 1_010)).toBeUndefined();
    expect(attempt(guard, T0 + 2_000)?.retryAfterSeconds).toBe(2);
    expect(attempt(guard, T0 + 3_020)).toBeUndefined();
    expect(attempt(guard, T0 + 3_030)?.retryAfterSeconds).toBe(4);
  });

  it('refuses even the right password while locked, and does not lengthen the lock for refused tries', () => {
    const guard = signInGuard();
    for (let i = 0; i < 5; i += 1) attempt(guard, T0);
    for (let i = 0; i < 20; i += 1) expect(attempt(guard, T0 + 100, true)).toBeDefined();

    expect(attempt(guard, T0 + 1_000, true)).toBeUndefined();
    // A success clears the account's failures: five more are answered.
    for (let i = 0; i < 5; i += 1) expect(attempt(guard, T0 + 2_000 + i)).toBeUndefined();
  });

  it('never locks longer than 15 minutes, and forgets an account quiet for 15 minutes', () => {
    const guard = signInGuard();
    let now = T0;
    for (let i = 0; i < 30; i += 1) {
      const refusal = attempt(guard, now, false, 'kofi@example.com', `203.0.113.${i}`);
      now += (refusal?.retryAfterSeconds ?? 0) * 1000 + 1;
      expect(refusal?.retryAfterSeconds ?? 0).toBeLessThanOrEqual(SIGN_IN_BACKOFF.maxLockSeconds);
    }
    const quiet = now + SIGN_IN_BACKOFF.maxLockSeconds * 1000;
    for (let i = 0; i < 5; i += 1)
      expect(attempt(guard, quiet + i, false, 'kofi@example.com', '203.0.113.99')).toBeUndefined();
  });

  it('limits failed sign-ins per address across accounts, counting an IPv6 /64 as one address', () => {
    const guard = signInGuard();
    for (let i = 0; i < SIGN_IN_BACKOFF.addressFailures; i += 1) {
      expect(attempt(guard, T0 + i, false, `user${i}@example.com`, `2001:db8:7:7::${i.toString(16)}`)).toBeUndefined();
    }

    const refused = attempt(guard, T0 + 100, false, 'new@example.com', '2001:db8:7:7:ffff::1');
    const elsewhere = attempt(guard, T0 + 100, false, 'new@example.com', '2001:db8:7:8::1');

    expect(refused).toMatchObject({
      type: 'TooManyRequestsException',
      retryAfterSeconds: SIGN_IN_BACKOFF.addressWindowSeconds,
    });
    expect(elsewhere).toBeUndefined();
  });

  it('limits sign-ups and reset codes per account and per address, as Cognito does, with its words', () => {
    const guard = signInGuard();
    for (let i = 0; i < 5; i += 1)
      expect(guard.before('ForgotPassword', 'ama@example.com', ADDRESS, T0)).toBeUndefined();

    expect(guard.before('ForgotPassword', 'ama@example.com', ADDRESS, T0)).toMatchObject({
      type: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
    for (let i = 0; i < 995; i += 1) expect(guard.before('SignUp', `new${i}@example.com`, ADDRESS, T0)).toBeUndefined();
    expect(guard.before('SignUp', 'one-more@example.com', ADDRESS, T0)?.type).toBe('LimitExceededException');
    expect(guard.before('SignUp', 'one-more@example.com', '203.0.113.1', T0)).toBeUndefined();
  });
});
