import { AD_ADMIN_MESSAGES, AdminAdCreate } from '@shop/shared/admin/ads';
import { AD_NOT_FOUND_TEXT } from '@shop/shared/storefront/ad-events';
import type { Ad } from '@shop/shared/storefront/ads';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../src/auth/caller.ts';
import {
  createAd,
  deleteAd,
  listAdminAds,
  type ManageAdsDeps,
  updateAd,
} from '../../../src/domain/admin/ads/manage-ads.ts';
import { InvalidInputError, NotFoundError } from '../../../src/errors/domain-errors.ts';
import { adsFake } from '../../support/fakes/ads-fake.ts';
import { auditFake } from '../../support/fakes/audit-fake.ts';

/* Staff managing ads: checked on what the storefront then shows, what staff list, and what the trail records. */

const NOW = new Date('2026-11-10T08:00:00.000Z');
const ADMIN: Caller = { sub: 'admin-ama', email: 'ama@temahouseplans.com', groups: ['admin'] };

function storedAd(overrides: Partial<Ad> = {}): Ad {
  return {
    id: 'ad-1',
    title: 'Free site visit in Tema',
    description: 'Book a visit',
    content: '',
    type: 'banner',
    position: 'top',
    image_url: '/images/ads/ad-1/a.png',
    link_url: 'https://example.com/visit',
    target_page: 'home',
    is_active: true,
    priority: 10,
    start_date: '2026-11-01',
    end_date: '2026-12-31',
    impressions: 400,
    clicks: 9,
    created_at: '2026-10-30T10:00:00.000Z',
    updated_at: '2026-10-30T10:00:00.000Z',
    ...overrides,
  };
}

function setUp(stored: Ad[] = []) {
  const ads = adsFake(stored);
  const audit = auditFake();
  const deps: ManageAdsDeps = { ads, audit, now: () => NOW, newId: () => 'ad-new' };
  return { deps, ads, audit };
}

const ids = (ads: Ad[]) => ads.map((ad) => ad.id);

describe('createAd', () => {
  it('creates an active ad with zero counters, live in its position and on the staff list, empty dates as null', async () => {
    // Prepare: the form as the route reads it
    const { deps, ads, audit } = setUp();
    const input = AdminAdCreate.parse({
      title: 'Christmas offer',
      type: 'popup',
      position: 'between_plans',
      link_url: 'https://example.com/offer',
      priority: 100,
      start_date: '',
      end_date: null,
    });

    // Act
    const ad = await createAd(deps, ADMIN, input);

    // Assess
    expect(ad).toMatchObject({
      id: 'ad-new',
      title: 'Christmas offer',
      impressions: 0,
      clicks: 0,
      start_date: null,
      end_date: null,
      is_active: true,
    });
    expect(ids(await ads.active('between_plans'))).toEqual(['ad-new']);
    expect(ids(await ads.active('top'))).toEqual([]);
    expect(ids((await listAdminAds(deps)).ads)).toEqual(['ad-new']);
    expect(audit.entries).toEqual([expect.objectContaining({ action: 'ad.create', target_id: 'ad-new' })]);
  });

  it('keeps an inactive ad off the storefront, on the staff list only', async () => {
    const { deps, ads } = setUp();

    await createAd(deps, ADMIN, AdminAdCreate.parse({ title: 'Later', is_active: false }));

    expect(await ads.active()).toEqual([]);
    expect(ids((await listAdminAds(deps)).ads)).toEqual(['ad-new']);
  });
});

describe('updateAd', () => {
  it('switches an ad off with only is_active: off the storefront, counters untouched', async () => {
    // Prepare: a visitor's click is counted between the switch's read of the ad and its write
    const { deps, ads, audit } = setUp([storedAd()]);
    const readBeforeTheClick = async (id: string) => {
      const read = await ads.get(id);
      await ads.count('ad-1', 'click');
      return read;
    };

    // Act
    const saved = await updateAd({ ...deps, ads: { ...ads, get: readBeforeTheClick } }, ADMIN, 'ad-1', {
      is_active: false,
    });

    // Assess
    expect(saved).toMatchObject({ is_active: false, impressions: 400, clicks: 10 });
    expect(await ads.active()).toEqual([]);
    expect(await ads.get('ad-1')).toMatchObject({ is_active: false, impressions: 400, clicks: 10 });
    expect(audit.entries).toEqual([
      expect.objectContaining({ action: 'ad.deactivate', summary: 'Deactivated ad "Free site visit in Tema"' }),
    ]);
  });

  it('moves an active ad to its new position on the storefront', async () => {
    const { deps, ads } = setUp([storedAd()]);

    await updateAd(deps, ADMIN, 'ad-1', { position: 'sidebar' });

    expect(ids(await ads.active('sidebar'))).toEqual(['ad-1']);
    expect(ids(await ads.active('top'))).toEqual([]);
  });

  it('checks a new end date against the stored start date (400 on end_date, nothing saved)', async () => {
    const { deps, ads, audit } = setUp([storedAd({ start_date: '2026-11-01' })]);

    const updating = updateAd(deps, ADMIN, 'ad-1', { end_date: '2026-10-01' });

    await expect(updating).rejects.toThrow(InvalidInputError);
    await expect(updating).rejects.toMatchObject({ fields: { end_date: AD_ADMIN_MESSAGES.endBeforeStart } });
    expect(await ads.get('ad-1')).toEqual(storedAd({ start_date: '2026-11-01' }));
    expect(audit.entries).toHaveLength(0);
  });

  it('answers 404 for an ad that is not there, creating none', async () => {
    const { deps, ads } = setUp([storedAd()]);

    await expect(updateAd(deps, ADMIN, 'nope', { is_active: true })).rejects.toThrow(
      new NotFoundError(AD_NOT_FOUND_TEXT),
    );
    expect(await ads.get('nope')).toBeUndefined();
  });
});

describe('listAdminAds and deleteAd', () => {
  it('lists every ad, active or not, newest first, with counters', async () => {
    const { deps } = setUp([
      storedAd({ id: 'ad-0', is_active: false, created_at: '2026-10-01T10:00:00.000Z' }),
      storedAd(),
    ]);

    const { ads } = await listAdminAds(deps);

    expect(ads.map((ad) => [ad.id, ad.is_active, ad.clicks])).toEqual([
      ['ad-1', true, 9],
      ['ad-0', false, 9],
    ]);
  });

  it('deletes an ad in the shop’s words, and 404 for one that is gone', async () => {
    const { deps, ads, audit } = setUp([storedAd()]);

    const first = await deleteAd(deps, ADMIN, 'ad-1');
    const again = deleteAd(deps, ADMIN, 'ad-1');

    expect(first).toEqual({ message: 'Ad deleted successfully', id: 'ad-1' });
    await expect(again).rejects.toThrow(new NotFoundError(AD_NOT_FOUND_TEXT));
    expect(await ads.listAll()).toEqual([]);
    expect(audit.entries.map((entry) => entry.action)).toEqual(['ad.delete']);
  });
});
