import type { EdgeCacheRule } from '@shop/infra/definitions/edge-behaviours';

export interface CachedResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

interface Entry extends CachedResponse {
  path: string;
  storedAt: number;
  ttlSeconds: number;
}

function directive(cacheControl: string, name: string): string | undefined {
  const match = cacheControl.match(new RegExp(`(?:^|,)\\s*${name}(?:=(\\d+))?\\s*(?:,|$)`, 'i'));
  return match ? (match[1] ?? '') : undefined;
}

/**
 * How long CloudFront keeps a response under a cache policy: no-store, no-cache and private keep nothing;
 * otherwise s-maxage, else max-age, else the policy's default, held between its minimum and maximum.
 * Only 200 answers are stored here (the distribution caches no error answer: errorCachingMinTtl 0).
 */
export function edgeTtlSeconds(rule: EdgeCacheRule, status: number, cacheControl: string | undefined): number {
  if (status !== 200) return 0;
  const header = cacheControl ?? '';
  if (['no-store', 'no-cache', 'private'].some((name) => directive(header, name) !== undefined)) return 0;
  const shared = directive(header, 's-maxage');
  const browser = directive(header, 'max-age');
  const asked = shared ? Number(shared) : browser ? Number(browser) : rule.defaultTtl;
  return Math.min(rule.maxTtl, Math.max(rule.minTtl, asked));
}

/** The key CloudFront builds from a cache policy: path, the query when it is in the key, and the key headers. */
export function edgeCacheKey(
  rule: EdgeCacheRule,
  method: string,
  path: string,
  query: string,
  headers: Record<string, string | string[] | undefined>,
): string {
  const keyHeaders = rule.keyHeaders.map((name) => `${name}=${String(headers[name] ?? '')}`);
  return [method === 'HEAD' ? 'GET' : method, path, rule.queryStringInKey ? query : '', ...keyHeaders].join('\n');
}

/** An edge location's cache, in memory, emptied when the offline stack stops. */
export function edgeCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  return {
    get(key: string): CachedResponse | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt >= entry.ttlSeconds * 1000) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    put(key: string, path: string, response: CachedResponse, ttlSeconds: number): void {
      if (ttlSeconds > 0) entries.set(key, { ...response, path, storedAt: now(), ttlSeconds });
    },
    /** CloudFront's invalidation paths: exact, or a prefix when they end in `*`; returns how many went. */
    invalidate(paths: readonly string[]): number {
      let removed = 0;
      for (const [key, entry] of entries) {
        const matches = paths.some((path) =>
          path.endsWith('*') ? entry.path.startsWith(path.slice(0, -1)) : entry.path === path,
        );
        if (matches) {
          entries.delete(key);
          removed += 1;
        }
      }
      return removed;
    },
  };
}
