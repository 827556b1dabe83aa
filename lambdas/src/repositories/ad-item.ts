import type { Ad } from '@shop/shared/storefront/ads';
import { adKeys } from '../db/table-design.ts';

/** An ad's writable fields: everything but its counters, which only the counting endpoints change. */
export type AdFields = Omit<Ad, 'impressions' | 'clicks'>;

/** The keys an ad carries: gsi1 only while active (the sparse live index), gsi2 always (staff list). */
export function adIndexKeys(ad: Pick<Ad, 'id' | 'is_active' | 'position' | 'created_at'>) {
  return {
    pk: adKeys.pk(ad.id),
    sk: adKeys.sk,
    gsi2pk: adKeys.allPartition,
    gsi2sk: adKeys.allSort(ad.created_at, ad.id),
    ...(ad.is_active ? { gsi1pk: adKeys.livePartition, gsi1sk: adKeys.liveSort(ad.position, ad.id) } : {}),
  };
}

export function fromAdItem(item: Record<string, unknown>): Ad {
  const text = (name: string) => (typeof item[name] === 'string' ? (item[name] as string) : '');
  const date = (name: string) => (typeof item[name] === 'string' && item[name] ? (item[name] as string) : null);
  return {
    id: text('id'),
    title: text('title'),
    description: text('description'),
    content: text('content'),
    type: text('type') as Ad['type'],
    position: text('position') as Ad['position'],
    image_url: text('image_url'),
    link_url: text('link_url'),
    target_page: (text('target_page') || 'all') as Ad['target_page'],
    is_active: item.is_active === true,
    priority: Number(item.priority ?? 0),
    start_date: date('start_date'),
    end_date: date('end_date'),
    impressions: Number(item.impressions ?? 0),
    clicks: Number(item.clicks ?? 0),
    created_at: text('created_at'),
    updated_at: text('updated_at'),
  };
}
