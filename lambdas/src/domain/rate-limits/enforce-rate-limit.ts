import { createHash } from 'node:crypto';
import { tryAgainText } from '@shop/shared/content/try-again';
import { TooManyRequestsError } from '../../errors/domain-errors.ts';
import type { RateLimitCounter } from '../../repositories/rate-limit-repository.ts';
import { limitedAddress } from './address-key.ts';

export interface RateLimitRule {
  action: string;
  /** Hits allowed per address (an IPv6 /64) in one window. */
  limit: number;
  /** Hits allowed per signed-in account in one window; without it only the address is counted. */
  accountLimit?: number;
  windowSeconds: number;
  /** What the refused person reads (429), before the sentence that says when to try again. */
  message: string;
}

/** Who is asking: the address always, the account when the caller is signed in. */
export interface RateLimitSubject {
  address: string;
  /** The Cognito sub of a signed-in caller. */
  account?: string;
}

/**
 * A pseudonymous client key: the address (its /64 for IPv6) hashed, so the table never holds visitors' IP
 * addresses, yet the same client always counts against the same window.
 */
export function clientKey(sourceIp: string): string {
  return hashed(limitedAddress(sourceIp));
}

/** An account's key: hashed like an address, and marked so it never meets an address's counter. */
export function accountKey(sub: string): string {
  return `acct-${hashed(sub)}`;
}

function hashed(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 32);
}

/**
 * Counts this request against the fixed windows of its address and (when signed in) its account, and throws 429
 * once either is full, with the seconds left in that window (the Retry-After). The window start is derived from the
 * clock, so a past window simply stops being read: expiry lives in the code, not in a TTL (dynalite has none).
 */
export async function enforceRateLimit(
  counter: RateLimitCounter,
  rule: RateLimitRule,
  subject: string | RateLimitSubject,
  now: Date = new Date(),
): Promise<void> {
  const { address, account } = typeof subject === 'string' ? { address: subject, account: undefined } : subject;
  const windowMs = rule.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const end = start + windowMs;
  const window = { action: rule.action, windowStart: new Date(start).toISOString(), expiresAt: Math.ceil(end / 1000) };
  const counts = [{ client: clientKey(address), limit: rule.limit }];
  if (account && rule.accountLimit !== undefined)
    counts.push({ client: accountKey(account), limit: rule.accountLimit });
  for (const { client, limit } of counts) {
    if (!(await counter.hit({ ...window, client, limit }))) {
      const retryAfterSeconds = Math.max(1, Math.ceil((end - now.getTime()) / 1000));
      throw new TooManyRequestsError(
        `${rule.message} ${tryAgainText(retryAfterSeconds)}`,
        undefined,
        retryAfterSeconds,
      );
    }
  }
}
