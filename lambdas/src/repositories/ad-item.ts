import { AD_POSITIONS, AD_TARGET_PAGES, AD_TYPES, type Ad } from '@shop/shared/storefront/ads';
import * as z from 'zod/mini';
import { parseItem } from '../db/parse-item.ts';
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

/**
 * An ad as stored. Ads written before a field existed read with that field's old default (a banner at the top
 * of every page, no dates, nothing counted); a field of the wrong type fails the read and names the field.
 */
let storedAdSchema: z.ZodMiniType<Ad> | undefined;
const storedAd = () =>
  (storedAdSchema ??= z.object({
    id: z.string(),
    title: z._default(z.string(), ''),
    description: z._default(z.string(), ''),
    content: z._default(z.string(), ''),
    type: z._default(z.enum(AD_TYPES), 'banner'),
    position: z._default(z.enum(AD_POSITIONS), 'top'),
    image_url: z._default(z.string(), ''),
    link_url: z._default(z.string(), ''),
    target_page: z._default(z.enum(AD_TARGET_PAGES), 'all'),
    is_active: z._default(z.boolean(), false),
    priority: z._default(z.number(), 0),
    start_date: noDate(),
    end_date: noDate(),
    impressions: z._default(z.number(), 0),
    clicks: z._default(z.number(), 0),
    created_at: z._default(z.string(), ''),
    updated_at: z._default(z.string(), ''),
  }));

/** A missing, null or empty date is no bound. */
const noDate = () =>
  z.pipe(
    z._default(z.nullable(z.string()), null),
    z.transform((value) => value || null),
  );

export function fromAdItem(item: Record<string, unknown>): Ad {
  return parseItem(storedAd(), item, 'ad');
}
