import { SHOP_ROUTE_PATTERNS } from '@shop/shared/web/shop-routes';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/config/paths.ts';

describe('the edge’s list of pages', () => {
  it('names every path the app routes on, so the edge never answers a real page with 404', () => {
    const routed: string[] = Object.values(paths).map((entry) => entry.path);
    const listed = new Set<string>(SHOP_ROUTE_PATTERNS);

    expect(routed.filter((path) => !listed.has(path) && !path.startsWith('/admin'))).toEqual([]);
    expect([...listed].filter((pattern) => !routed.includes(pattern) && pattern !== '/admin*')).toEqual([]);
  });
});
