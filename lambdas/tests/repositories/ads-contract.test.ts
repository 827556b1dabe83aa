import type { Ad } from '@shop/shared/storefront/ads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adWrites } from '../../src/repositories/ad-writes.ts';
import { adsRepository } from '../../src/repositories/ads-repository.ts';
import { startDynalite } from '../support/dynalite-table.ts';
import { adsFake } from '../support/fakes/ads-fake.ts';

/*
 * The ads repositories and the in-memory fake the domain tests use answer the same: each case runs on both, on
 * dynalite for the real ones, so the fake cannot drift from the table (the live index above all: an ad that moves
 * or is switched off must move or leave the storefront's list).
 */

let dynalite: Awaited<ReturnType<typeof startDynalite>>;
beforeAll(async () => {
  dynalite = await startDynalite();
});
afterAll(async () => {
  await dynalite.stop();
});

type Ads = ReturnType<typeof adsFake>;

const implementations: [string, () => Promise<Ads>][] = [
  ['in memory', async () => adsFake()],
  [
    'on the table',
    async () => {
      const table = await dynalite.newTable();
      return { ...adsRepository(dynalite.db, table), ...adWrites(dynalite.db, table) };
    },
  ],
];

function ad(id: string, overrides: Partial<Ad> = {}): Ad {
  return {
    id,
    title: `Ad ${id}`,
    description: '',
    content: '',
    type: 'banner',
    position: 'top',
    image_url: `/images/ads/${id}/a.png`,
    link_url: 'https://example.com/visit',
    target_page: 'home',
    is_active: true,
    priority: 10,
    start_date: null,
    end_date: null,
    impressions: 0,
    clicks: 0,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const ids = (ads: readonly Ad[]) => ads.map((item) => item.id).sort();

describe.each(implementations)('the ads %s', (_name, open) => {
  it('list only active ads on the storefront, by position when asked', async () => {
    const ads = await open();
    await ads.create(ad('a'));
    await ads.create(ad('b', { position: 'sidebar' }));
    await ads.create(ad('c', { is_active: false }));

    expect(ids(await ads.active())).toEqual(['a', 'b']);
    expect(ids(await ads.active('top'))).toEqual(['a']);
    expect(ids(await ads.listAll())).toEqual(['a', 'b', 'c']);
  });

  it('list an ad saved whole, as the seed saves it, for staff and on the storefront', async () => {
    const ads = await open();
    const { impressions: _impressions, clicks: _clicks, ...fields } = ad('a');
    await ads.save(fields);
    await ads.save({ ...fields, id: 'b', is_active: false });

    expect(ids(await ads.listAll())).toEqual(['a', 'b']);
    expect(ids(await ads.active('top'))).toEqual(['a']);
  });

  it('move an ad to its new position, take it off when switched off and back when switched on', async () => {
    const ads = await open();
    const stored = ad('a');
    await ads.create(stored);

    await ads.update({ ...stored, position: 'sidebar' }, ['position']);
    expect(ids(await ads.active('top'))).toEqual([]);
    expect(ids(await ads.active('sidebar'))).toEqual(['a']);

    await ads.update({ ...stored, position: 'sidebar', is_active: false }, ['is_active']);
    expect(ids(await ads.active())).toEqual([]);

    await ads.update({ ...stored, position: 'sidebar', is_active: true }, ['is_active']);
    expect(ids(await ads.active('sidebar'))).toEqual(['a']);
  });

  it('keep the counts made while staff edit, and forget a deleted ad', async () => {
    const ads = await open();
    const stored = ad('a');
    await ads.create(stored);
    await ads.count('a', 'impression');
    await ads.count('a', 'click');

    const updated = await ads.update({ ...stored, title: 'New title' }, ['title']);
    expect(updated).toMatchObject({ title: 'New title', impressions: 1, clicks: 1 });

    await ads.remove('a');
    expect(await ads.get('a')).toBeUndefined();
    expect(await ads.count('a', 'click')).toBe(false);
    expect(await ads.active()).toEqual([]);
  });
});
