import { createHash } from 'node:crypto';
import { TooManyRequestsError } from '../../errors/domain-errors.ts';
import type { RateLimitCounter } from '../../repositories/rate-limit-repository.ts';

export interface RateLimitRule {
  action: string;
  /** Hits allowed per client in one window. */
  limit: number;
  windowSeconds: number;
  /** What the refused person reads (429). */
  message: string;
}

/**
 * A pseudonymous client key: the address hashed, so the table never holds visitors' IP addresses, yet
 * the same address always counts against the same window.
 */
export function clientKey(sourceIp: string): string {
  return createHash('sha256').update(sourceIp).digest('hex').slice(0, 32);
}

/**
 * Counts this request against the client's fixed window and throws 429 once the window is full. The
 * window start is derived from the clock, so a past window simply stops being read: expiry lives in
 * the code, not in a TTL (dynalite has none).
 */
export async function enforceRateLimit(
  counter: RateLimitCounter,
  rule: RateLimitRule,
  sourceIp: string,
  now: Date = new Date(),
): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const allowed = await counter.hit({
    action: rule.action,
    client: clientKey(sourceIp),
    windowStart: new Date(start).toISOString(),
    limit: rule.limit,
    expiresAt: Math.ceil((start + windowMs) / 1000),
  });
  if (!allowed) throw new TooManyRequestsError(rule.message);
}
