import type { Ad } from '@shop/shared/storefront/ads';
import { describe, expect, it } from 'vitest';
import { listAds } from '../../../src/domain/ads/list-ads.ts';
import { recordAdEvent } from '../../../src/domain/ads/record-ad-event.ts';
import { NotFoundError, TooManyRequestsError } from '../../../src/errors/domain-errors.ts';
import { adsFake } from '../../support/fakes/ads-fake.ts';
import { rateLimitsFake } from '../../support/fakes/rate-limits-fake.ts';

/* The storefront's ads: which are served for a slot, and which impressions and clicks count. */

const NOW = new Date('2026-11-22T08:00:00.000Z');
const PAGE_LOAD = '6f1c2a4e-8b7d-4c5e-9a10-2b3c4d5e6f70';
const ADDRESS = '203.0.113.7';

function ad(overrides: Partial<Ad> = {}): Ad {
  return {
    id: 'ad-top',
    title: 'Custom design from ₵70 per m²',
    description: 'Design for your plot',
    content: '',
    type: 'banner',
    position: 'top',
    image_url: '/images/ads/ad-top.svg',
    link_url: '/services',
    target_page: 'plans',
    is_active: true,
    priority: 10,
    start_date: '2026-10-01',
    end_date: null,
    impressions: 7,
    clicks: 2,
    created_at: '2026-10-01T00:00:00.000Z',
    updated_at: '2026-10-01T00:00:00.000Z',
    ...overrides,
  };
}

function events(stored: Ad[] = [ad()]) {
  const ads = adsFake(stored);
  const rateLimits = rateLimitsFake();
  const record = (kind: 'impression' | 'click', pageLoadId?: string, adId = 'ad-top') =>
    recordAdEvent({ ads, rateLimits, now: () => NOW }, { adId, kind, pageLoadId, sourceIp: ADDRESS });
  return { ads, rateLimits, record };
}

describe('listAds', () => {
  it('serves only ads live now for the position, page and type asked, highest priority first, without counters', async () => {
    const ads = adsFake([
      ad({ id: 'low', priority: 5 }),
      ad({ id: 'high', priority: 90 }),
      ad({ id: 'ended', end_date: '2026-11-21' }),
      ad({ id: 'ends-today', end_date: '2026-11-22' }),
      ad({ id: 'future', start_date: '2026-12-01' }),
      ad({ id: 'home-only', target_page: 'home' }),
      ad({ id: 'everywhere', target_page: 'all', priority: 1 }),
      ad({ id: 'popup', type: 'popup', priority: 0 }),
      ad({ id: 'switched-off', is_active: false, priority: 100 }),
      ad({ id: 'at-the-bottom', position: 'bottom', priority: 100 }),
    ]);

    const { ads: served } = await listAds(ads, { position: 'top', type: 'banner', page: 'plans' }, NOW);

    expect(served.map((item) => item.id)).toEqual(['high', 'ends-today', 'low', 'everywhere']);
    expect(served[0]).not.toHaveProperty('impressions');
    expect(served[0]).not.toHaveProperty('clicks');
  });
});

describe('recordAdEvent', () => {
  it('counts the first impression of a page load, once however often the page sends it', async () => {
    const { ads, rateLimits, record } = events();

    const first = await record('impression', PAGE_LOAD);
    const repeat = await record('impression', PAGE_LOAD);

    expect([first, repeat]).toEqual([{ counted: true }, { counted: false }]);
    expect(await ads.get('ad-top')).toMatchObject({ impressions: 8, clicks: 2 });
    expect(rateLimits.hitsCounted()).toBe(2);
  });

  it('counts a click sent without a page load (the storefront sends none), and repeated clicks of one page load once', async () => {
    const { ads, record } = events();

    const bare = await record('click');
    const first = await record('click', PAGE_LOAD);
    const repeat = await record('click', PAGE_LOAD);

    expect([bare, first, repeat]).toEqual([{ counted: true }, { counted: true }, { counted: false }]);
    expect(await ads.get('ad-top')).toMatchObject({ impressions: 7, clicks: 4 });
  });

  it('refuses (429) past the per-address limit and counts nothing more', async () => {
    const { ads, record } = events();
    for (let event = 0; event < 120; event += 1) await record('click');

    await expect(record('impression', PAGE_LOAD)).rejects.toThrow(TooManyRequestsError);
    await expect(record('impression', PAGE_LOAD)).rejects.toThrow(/^Too many ad events from this address\./);
    expect(await ads.get('ad-top')).toMatchObject({ impressions: 7, clicks: 122 });
  });

  it.each([
    ['a missing ad', [] as Ad[]],
    ['an inactive ad', [ad({ is_active: false })]],
    ['an ad whose schedule ended', [ad({ end_date: '2026-11-01' })]],
  ])('answers 404 for %s and counts nothing', async (_case, stored) => {
    const { ads, record } = events(stored);

    await expect(record('impression', PAGE_LOAD)).rejects.toThrow(new NotFoundError('Ad not found'));
    expect((await ads.get('ad-top'))?.impressions ?? 7).toBe(7);
  });
});
