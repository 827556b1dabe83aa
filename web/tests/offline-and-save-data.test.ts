import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { forgetOfflineCopies, offlineCopyShownSince, withOfflineCopy } from '../src/lib/offline-copies.ts';
import { lighterSizes } from '../src/lib/save-data.ts';
import { cacheRuleFor, offlineShellFor } from '../src/service-worker/cache-rules.ts';
import { memoryStorage } from '../src/testing/memory-storage.ts';

const List = z.object({ items: z.array(z.string()) });
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

describe('offline copies of a buyer\u2019s lists', () => {
  it('answer with the last list kept for that person when the network cannot be reached, and say since when', async () => {
    const storage = memoryStorage();
    await withOfflineCopy('ama', 'favorites', List, async () => ({ items: ['villa'] }), storage);

    const offline = await withOfflineCopy('ama', 'favorites', List, unreachable, storage);

    expect(offline).toEqual({ items: ['villa'] });
    expect(offlineCopyShownSince('ama', 'favorites')).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('never answer one person with another\u2019s list, nor hide a server\u2019s refusal behind an old copy', async () => {
    const storage = memoryStorage();
    await withOfflineCopy('ama', 'orders', List, async () => ({ items: ['order-1'] }), storage);

    await expect(withOfflineCopy('kofi', 'orders', List, unreachable, storage)).rejects.toThrow(TypeError);
    await expect(
      withOfflineCopy('ama', 'orders', List, () => Promise.reject(new Error('500')), storage),
    ).rejects.toThrow('500');
  });

  it('are all gone after sign-out', async () => {
    const storage = memoryStorage();
    await withOfflineCopy('ama', 'orders', List, async () => ({ items: ['order-1'] }), storage);
    storage.setItem('cookieConsent', '{}');

    forgetOfflineCopies(storage);

    await expect(withOfflineCopy('ama', 'orders', List, unreachable, storage)).rejects.toThrow(TypeError);
    expect(storage.getItem('cookieConsent')).toBe('{}');
    expect(offlineCopyShownSince('ama', 'orders')).toBeNull();
  });
});

describe('what the service worker keeps', () => {
  it.each([
    ['/assets/index-3f2a.js', false, 'assets'],
    ['/images/plans/p1/u1/768.webp', false, 'pictures'],
    ['/images/avatars/u1/a1/128.webp', false, 'network'],
    ['/api/favorites', false, 'network'],
    ['/api/plans', false, 'network'],
    ['/assets/index-3f2a.js', true, 'network'],
    ['/config.json', false, 'static'],
    ['/plan-types/villa.jpg', false, 'static'],
    ['/user/orders', false, 'network'],
  ] as const)('%s (Authorization: %s) -> %s', (path, authorized, rule) => {
    expect(cacheRuleFor(path, authorized)).toBe(rule);
  });

  it('opens a page offline with the app shell in its language', () => {
    expect(offlineShellFor('/user/favorites')).toBe('/_shell/app.html');
    expect(offlineShellFor('/fr/user/favorites')).toBe('/fr/_shell/app.html');
    expect(offlineShellFor('/fr')).toBe('/fr/_shell/app.html');
    expect(offlineShellFor('/french-plans')).toBe('/_shell/app.html');
  });
});

describe('lighter picture sizes under Save-Data', () => {
  it('divides each length by the screen density and keeps the media conditions', () => {
    expect(lighterSizes('(min-width: 1200px) 620px, (min-width: 900px) 52vw, calc(100vw - 2rem)', 2)).toBe(
      '(min-width: 1200px) calc((620px) / 2), (min-width: 900px) calc((52vw) / 2), calc((calc(100vw - 2rem)) / 2)',
    );
    expect(lighterSizes('72px', 1)).toBe('72px');
  });
});
