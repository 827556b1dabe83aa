import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../src/lib/query-keys.ts';

const SRC = join(import.meta.dirname, '../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A key written out in place: `queryKey: [...]`, or keys to refresh written as `useRefreshingMutation([[...`. */
const LITERAL_KEY = /queryKey:\s*\[|useRefreshingMutation\(\s*\[\s*\[|_QUERIES\s*=\s*\[\s*\[/g;

describe('query keys', () => {
  it('are made only by the key factory: no key is written out in a query, a write or a refresh list', () => {
    const written = sources(SRC)
      .filter((file) => !file.endsWith('lib/query-keys.ts'))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return [...text.matchAll(LITERAL_KEY)].map(
          (match) => `${relative(SRC, file)}:${text.slice(0, match.index).split('\n').length}`,
        );
      });

    expect(written).toEqual([]);
  });

  it('builds each key under its area root, so invalidating the root reaches it', () => {
    const under = (root: readonly unknown[], key: readonly unknown[]) => root.every((part, i) => key[i] === part);

    expect(under(queryKeys.plans.all, queryKeys.plans.detail('villa-01', 'fr'))).toBe(true);
    expect(under(queryKeys.plans.anyDetail('villa-01'), queryKeys.plans.detail('villa-01', 'fr'))).toBe(true);
    expect(under(queryKeys.plans.lists, queryKeys.plans.list('en', { page: 2 }))).toBe(true);
    expect(under(queryKeys.account.person('u-1'), queryKeys.account.requestQuote('u-1', 'r-1'))).toBe(true);
    expect(under(queryKeys.account.all, queryKeys.account.library('u-1'))).toBe(true);
    expect(under(queryKeys.admin.allRequests, queryKeys.admin.requests({ state: 'new' }))).toBe(true);
    expect(under(queryKeys.admin.allOrders, queryKeys.admin.orders({ status: 'failed' }))).toBe(true);
    expect(under(queryKeys.portfolio.all, queryKeys.portfolio.admin)).toBe(true);
    expect(under(queryKeys.ads.all, queryKeys.ads.page('home'))).toBe(true);
    // Another person's keys are never under this person's root.
    expect(under(queryKeys.account.person('u-1'), queryKeys.account.orders('u-2'))).toBe(false);
  });
});
