import type { RateLimitCounter, RateLimitHit } from '../../../src/repositories/rate-limit-repository.ts';

/** Rate-limit windows in memory: a hit counts while its window holds fewer than the limit, else it is refused. */
export function rateLimitsFake() {
  const hits = new Map<string, number>();
  const counter = {
    async hit({ action, client, windowStart, limit }: RateLimitHit): Promise<boolean> {
      const key = `${action} ${client} ${windowStart}`;
      const count = hits.get(key) ?? 0;
      if (count >= limit) return false;
      hits.set(key, count + 1);
      return true;
    },
  } satisfies RateLimitCounter;
  return { ...counter, hitsCounted: () => [...hits.values()].reduce((sum, count) => sum + count, 0) };
}
