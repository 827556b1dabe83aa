import { AD_POSITIONS, AD_TARGET_PAGES, AD_TYPES, type Ad } from '@shop/shared/storefront/ads';
import { setExpression } from '../db/set-expression.ts';
import { adKeys } from '../db/table-design.ts';
import { indexKey, keyNames, tableKey } from '../db/table-keys.ts';

/** An ad's writable fields: everything but its counters, which only the counting endpoints change. */
export type AdFields = Omit<Ad, 'impressions' | 'clicks'>;

export const adKey = (id: string) => tableKey(adKeys.pk(id), adKeys.sk);

type Listed = Pick<Ad, 'id' | 'is_active' | 'position' | 'created_at'>;

/** The index keys an ad carries: the live index only while active (sparse), the staff list always. */
export function adListingKeys(ad: Listed): Record<string, string> {
  return {
    ...indexKey(adKeys.allIndex, adKeys.allPartition, adKeys.allSort(ad.created_at, ad.id)),
    ...(ad.is_active ? indexKey(adKeys.liveIndex, adKeys.livePartition, adKeys.liveSort(ad.position, ad.id)) : {}),
  };
}

/** An ad's key and index keys, as its item carries them. */
export function adIndexKeys(ad: Listed): Record<string, string> {
  return { ...adKey(ad.id), ...adListingKeys(ad) };
}

/**
 * The UpdateItem expression that sets `values` and the ad's index keys, and drops the live index's keys of an
 * inactive ad (so it leaves the sparse index). With `keepCounters`, impressions and clicks start at 0 on a new
 * item and are left alone on an existing one.
 */
export function adUpdate(ad: Listed, values: Record<string, unknown>, keepCounters = false) {
  const set = setExpression({ ...values, ...adListingKeys(ad) });
  const names = { ...set.ExpressionAttributeNames };
  const placeholders = { ...set.ExpressionAttributeValues };
  let expression = set.UpdateExpression;
  if (keepCounters) {
    Object.assign(names, { '#impressions': 'impressions', '#clicks': 'clicks' });
    placeholders[':zero'] = 0;
    expression += ', #impressions = if_not_exists(#impressions, :zero), #clicks = if_not_exists(#clicks, :zero)';
  }
  if (!ad.is_active) {
    const live = keyNames(adKeys.liveIndex);
    Object.assign(names, { '#livePk': live.partition, '#liveSk': live.sort });
    expression += ' REMOVE #livePk, #liveSk';
  }
  return { UpdateExpression: expression, ExpressionAttributeNames: names, ExpressionAttributeValues: placeholders };
}

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const date = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export function fromAdItem(item: Record<string, unknown>): Ad {
  return {
    id: text(item.id),
    title: text(item.title),
    description: text(item.description),
    content: text(item.content),
    type: oneOf(AD_TYPES, item.type, 'banner'),
    position: oneOf(AD_POSITIONS, item.position, 'top'),
    image_url: text(item.image_url),
    link_url: text(item.link_url),
    target_page: oneOf(AD_TARGET_PAGES, item.target_page, 'all'),
    is_active: item.is_active === true,
    priority: count(item.priority),
    start_date: date(item.start_date),
    end_date: date(item.end_date),
    impressions: count(item.impressions),
    clicks: count(item.clicks),
    created_at: text(item.created_at),
    updated_at: text(item.updated_at),
  };
}
