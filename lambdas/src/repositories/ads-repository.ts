import { DeleteCommand, type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Ad, AdPosition } from '@shop/shared/storefront/ads';
import { putIfAbsent, updateAlways, updatedIf } from '../db/conditional-writes.ts';
import { readPartition } from '../db/paged-query.ts';
import { adKeys, TTL_ATTRIBUTE } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';
import { type AdFields, adEntity, adKey, fromAdItem } from './ad-item.ts';

export type AdEventKind = 'impression' | 'click';

const COUNTER: Record<AdEventKind, string> = { impression: 'impressions', click: 'clicks' };

export function adsRepository(db: DynamoDBDocumentClient, table: string) {
  return {
    async get(id: string): Promise<Ad | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: adKey(id) }));
      return Item ? fromAdItem(Item) : undefined;
    },

    /** Active ads (the sparse live index), of one position when given. Schedule, type and page are the caller's to check. */
    async active(position?: AdPosition): Promise<Ad[]> {
      const items = await readPartition(db, table, {
        index: adKeys.liveIndex,
        partition: adKeys.livePartition,
        sortBeginsWith: position && adKeys.livePositionPrefix(position),
      });
      return items.map(fromAdItem);
    },

    /**
     * Writes an ad's fields and index keys and leaves its counters alone (they start at 0), so staff
     * saving an ad never loses impressions or clicks counted meanwhile. Returns the ad as stored.
     */
    async save(ad: AdFields): Promise<Ad> {
      // The counters are counted elsewhere: they start at 0 and are otherwise left as stored.
      const { set, remove } = adEntity.update(ad);
      const saved = await updateAlways(
        db,
        table,
        adKey(ad.id),
        { set: { ...set, entity: 'ad' }, setIfAbsent: { impressions: 0, clicks: 0 }, remove },
        'ALL_NEW',
      );
      return fromAdItem(saved);
    },

    async delete(id: string): Promise<void> {
      await db.send(new DeleteCommand({ TableName: table, Key: adKey(id) }));
    },

    /**
     * Records that this page load produced this event for this ad; false when it already had (the
     * conditional put of a short-lived marker is what makes repeats of one page load count once).
     */
    markEvent(adId: string, kind: AdEventKind, pageLoadId: string, expiresAt: number): Promise<boolean> {
      return putIfAbsent(db, table, {
        ...tableKey(adKeys.pk(adId), adKeys.eventSk(kind, pageLoadId)),
        entity: 'ad-event',
        [TTL_ATTRIBUTE]: expiresAt,
      });
    },

    /** Adds one to the ad's impressions or clicks (atomic ADD); false when the ad no longer exists. */
    async count(adId: string, kind: AdEventKind): Promise<boolean> {
      return updatedIf(db, table, adKey(adId), { add: { [COUNTER[kind]]: 1 } });
    },
  };
}

export type AdsRepository = ReturnType<typeof adsRepository>;
