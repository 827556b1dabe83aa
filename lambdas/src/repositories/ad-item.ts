import { AD_POSITIONS, AD_TARGET_PAGES, AD_TYPES, type Ad } from '@shop/shared/storefront/ads';
import * as z from 'zod/mini';
import { creationList } from '../db/creation-order.ts';
import { entity, indexAttributes } from '../db/entity.ts';
import { adKeys } from '../db/table-design.ts';

/** An ad's writable fields: everything but its counters, which only the counting endpoints change. */
export type AdFields = Omit<Ad, 'impressions' | 'clicks'>;

/**
 * An ad as stored. Ads written before a field existed read with that field's old default (a banner at the top
 * of every page, no dates, nothing counted); a field of the wrong type fails the read and names the field.
 */
const storedAd = (): z.ZodMiniType<Ad> =>
  z.object({
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
  });

/** A missing, null or empty date is no bound. */
const noDate = () =>
  z.pipe(
    z._default(z.nullable(z.string()), null),
    z.transform((value) => value || null),
  );

/**
 * How an ad is stored. Only active ads carry the live index's keys (a sparse index, by position); every ad is on the
 * staff list by creation time. An update that switches an ad off removes its live keys.
 */
export const adEntity = entity<Ad, Pick<Ad, 'id'>>({
  name: 'ad',
  what: 'ad',
  key: { partition: (ad) => adKeys.pk(ad.id), sort: () => adKeys.sk },
  derived: {
    ...creationList<Ad>(adKeys.allIndex, adKeys.allPartition, 'id'),
    ...indexAttributes<Ad>(adKeys.liveIndex, {
      partition: { from: [], value: () => adKeys.livePartition },
      sort: { from: ['position', 'id'], value: (ad) => adKeys.liveSort(ad.position, ad.id) },
      only: { from: ['is_active'], holds: (ad) => ad.is_active },
    }),
  },
  schema: storedAd,
});

export const adKey = (id: string) => adEntity.key({ id });
export const fromAdItem = adEntity.fromItem;
