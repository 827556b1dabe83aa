import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enforceRateLimit, type RateLimitRule } from '../../../src/domain/rate-limits/enforce-rate-limit.ts';
import { TooManyRequestsError } from '../../../src/errors/domain-errors.ts';
import { type RateLimitCounter, rateLimitRepository } from '../../../src/repositories/rate-limit-repository.ts';
import { startDynalite } from '../../support/dynalite-table.ts';

const RULE: RateLimitRule = { action: 'test', limit: 4, accountLimit: 2, windowSeconds: 600, message: 'Slow down.' };
// Windows start on the clock's ten minutes: 10:06:40 is 400 s into one, so 200 s are left.
const NOW = new Date('2026-11-28T10:06:40.000Z');

let dynalite: Awaited<ReturnType<typeof startDynalite>>;
beforeAll(async () => {
  dynalite = await startDynalite();
});
afterAll(() => dynalite.stop());

async function counter(): Promise<RateLimitCounter> {
  return rateLimitRepository(dynalite.db, await dynalite.newTable());
}

async function refusal(run: Promise<void>): Promise<TooManyRequestsError | undefined> {
  try {
    await run;
    return undefined;
  } catch (error) {
    if (error instanceof TooManyRequestsError) return error;
    throw error;
  }
}

describe('enforceRateLimit', () => {
  it('limits one account however many addresses it comes from', async () => {
    const limits = await counter();
    const tries = ['198.51.100.1', '198.51.100.2', '198.51.100.3'].map((address) =>
      refusal(enforceRateLimit(limits, RULE, { address, account: 'user-1' }, NOW)),
    );
    const results = [];
    for (const attempt of tries) results.push(await attempt);

    expect(results.slice(0, 2)).toEqual([undefined, undefined]);
    expect(results[2]).toBeInstanceOf(TooManyRequestsError);
  });

  it('limits one IPv6 /64 however many accounts and addresses it uses', async () => {
    const limits = await counter();
    const results = [];
    for (let i = 1; i <= 5; i += 1) {
      results.push(
        await refusal(enforceRateLimit(limits, RULE, { address: `2001:db8:5:6::${i}`, account: `u${i}` }, NOW)),
      );
    }

    expect(results.filter((result) => result === undefined)).toHaveLength(4);
    expect(results[4]).toBeInstanceOf(TooManyRequestsError);
  });

  it('says in seconds and in words when the window ends', async () => {
    const limits = await counter();
    for (let i = 0; i < 4; i += 1) await enforceRateLimit(limits, RULE, '203.0.113.9', NOW);

    const refused = await refusal(enforceRateLimit(limits, RULE, '203.0.113.9', NOW));

    expect(refused?.retryAfterSeconds).toBe(200);
    expect(refused?.message).toBe('Slow down. Please try again in 4 minutes.');
  });

  it('lets the account in again in the next window', async () => {
    const limits = await counter();
    for (let i = 0; i < 2; i += 1) await enforceRateLimit(limits, RULE, { address: '203.0.113.1', account: 'u' }, NOW);
    const later = new Date(NOW.getTime() + 200_000);

    expect(
      await refusal(enforceRateLimit(limits, RULE, { address: '203.0.113.1', account: 'u' }, later)),
    ).toBeUndefined();
  });
});
