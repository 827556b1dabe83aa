import { limitedAddress } from '@shop/lambdas/domain/rate-limits/address-key';
import { SIGN_IN_BACKOFF } from '@shop/shared/accounts/sign-in-backoff';

/** Cognito's error, as its JSON API answers it: `__type` and `message`, HTTP 400. */
export interface CognitoRefusal {
  type: 'NotAuthorizedException' | 'TooManyRequestsException' | 'LimitExceededException';
  message: string;
  /** Seconds until the refusal ends (Cognito says nothing; the guard's log and tests read it). */
  retryAfterSeconds: number;
}

interface AccountFailures {
  count: number;
  lastFailureMs: number;
  lockedUntilMs: number;
}

interface Window {
  startMs: number;
  count: number;
}

/**
 * Account-code mails (sign-up, reset, resend) per account and per address in an hour. Offline every caller is the
 * same loopback address (a developer, a test run), so the address cap only stops a runaway script.
 */
const CODE_MAILS = { perAccount: 5, perAddress: 1000, windowSeconds: 3600 } as const;
const CODE_ACTIONS = new Set(['SignUp', 'ForgotPassword', 'ResendConfirmationCode']);

/**
 * The offline stand-in for Cognito's protection against guessing (shared/src/accounts/sign-in-backoff.ts), kept in
 * memory: per account the lock Cognito applies after failed sign-ins, per address (an IPv6 /64) a cap on failed
 * sign-ins and on account-code mails. Pure bookkeeping; the proxy in front of cognito-local asks it.
 */
export function signInGuard() {
  const accounts = new Map<string, AccountFailures>();
  const addressFailures = new Map<string, Window>();
  const codeMails = new Map<string, Window>();

  const windowOf = (store: Map<string, Window>, key: string, windowSeconds: number, nowMs: number): Window => {
    const current = store.get(key);
    if (current && nowMs - current.startMs < windowSeconds * 1000) return current;
    const fresh = { startMs: nowMs, count: 0 };
    store.set(key, fresh);
    return fresh;
  };
  const secondsLeft = (untilMs: number, nowMs: number) => Math.max(1, Math.ceil((untilMs - nowMs) / 1000));
  const account = (username: string, nowMs: number): AccountFailures | undefined => {
    const entry = accounts.get(username.toLowerCase());
    if (entry && nowMs - entry.lastFailureMs >= SIGN_IN_BACKOFF.maxLockSeconds * 1000 && nowMs >= entry.lockedUntilMs) {
      accounts.delete(username.toLowerCase());
      return undefined;
    }
    return entry;
  };

  return {
    /** Whether Cognito would refuse this call before looking at it; undefined lets it through. */
    before(action: string, username: string | undefined, address: string, nowMs: number): CognitoRefusal | undefined {
      if (action === 'InitiateAuth') {
        const failures = windowOf(
          addressFailures,
          limitedAddress(address),
          SIGN_IN_BACKOFF.addressWindowSeconds,
          nowMs,
        );
        if (failures.count >= SIGN_IN_BACKOFF.addressFailures) {
          const retryAfterSeconds = secondsLeft(failures.startMs + SIGN_IN_BACKOFF.addressWindowSeconds * 1000, nowMs);
          return { type: 'TooManyRequestsException', message: 'Too many requests', retryAfterSeconds };
        }
        const entry = username ? account(username, nowMs) : undefined;
        if (entry && nowMs < entry.lockedUntilMs) {
          return {
            type: 'NotAuthorizedException',
            message: 'Password attempts exceeded',
            retryAfterSeconds: secondsLeft(entry.lockedUntilMs, nowMs),
          };
        }
        return undefined;
      }
      if (CODE_ACTIONS.has(action)) {
        const keys = [
          ...(username ? [[`account:${username.toLowerCase()}`, CODE_MAILS.perAccount] as const] : []),
          [`address:${limitedAddress(address)}`, CODE_MAILS.perAddress] as const,
        ];
        for (const [key, limit] of keys) {
          const window = windowOf(codeMails, key, CODE_MAILS.windowSeconds, nowMs);
          if (window.count >= limit) {
            return {
              type: 'LimitExceededException',
              message: 'Attempt limit exceeded, please try after some time.',
              retryAfterSeconds: secondsLeft(window.startMs + CODE_MAILS.windowSeconds * 1000, nowMs),
            };
          }
        }
        for (const [key] of keys) windowOf(codeMails, key, CODE_MAILS.windowSeconds, nowMs).count += 1;
      }
      return undefined;
    },

    /** What a sign-in's answer teaches: a failure counts against the account and the address, a success clears the account. */
    afterSignIn(username: string | undefined, address: string, succeeded: boolean, nowMs: number): void {
      if (!username) return;
      const key = username.toLowerCase();
      if (succeeded) {
        accounts.delete(key);
        return;
      }
      windowOf(addressFailures, limitedAddress(address), SIGN_IN_BACKOFF.addressWindowSeconds, nowMs).count += 1;
      const entry = account(username, nowMs) ?? { count: 0, lastFailureMs: nowMs, lockedUntilMs: 0 };
      entry.count += 1;
      entry.lastFailureMs = nowMs;
      const over = entry.count - SIGN_IN_BACKOFF.freeFailures;
      if (over >= 0) {
        const lockSeconds = Math.min(SIGN_IN_BACKOFF.firstLockSeconds * 2 ** over, SIGN_IN_BACKOFF.maxLockSeconds);
        entry.lockedUntilMs = nowMs + lockSeconds * 1000;
      }
      accounts.set(key, entry);
    },
  };
}

export type SignInGuard = ReturnType<typeof signInGuard>;
