/**
 * How failed sign-ins slow a guesser down. On AWS, Cognito does it itself: after 5 failed sign-ins an account is locked
 * for 1 s, doubling with each further failure up to about 15 minutes; attempts while locked are refused with
 * NotAuthorizedException "Password attempts exceeded" and change nothing; 15 minutes without attempts start afresh.
 * The offline emulator's guard (local/emulators/sign-in-guard.ts) follows the same rule, and adds the per-address
 * limit that threat protection gives on AWS. The web tells the person when to come back from the longest lock.
 */
export const SIGN_IN_BACKOFF = {
  /** Failed sign-ins an account may make before the first lock. */
  freeFailures: 5,
  firstLockSeconds: 1,
  /** The longest lock, and the quiet time after which an account's failures are forgotten. */
  maxLockSeconds: 15 * 60,
  /** Failed sign-ins from one address (an IPv6 /64) in a window, whatever the accounts tried. */
  addressFailures: 50,
  addressWindowSeconds: 15 * 60,
} as const;

/** Cognito's words for a locked account, which the web recognises. */
export const PASSWORD_ATTEMPTS_EXCEEDED = 'Password attempts exceeded';
