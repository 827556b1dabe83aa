import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Ad, AdPosition } from '@shop/shared/storefront/ads';
import { isConditionalCheckFailure } from '../db/conditional-writes.ts';
import { adKeys, GSIS, TABLE_KEYS, TTL_ATTRIBUTE } from '../db/table-design.ts';
import { type AdFields, adIndexKeys, fromAdItem } from './ad-item.ts';

export type AdEventKind = 'impression' | 'click';

const LIVE_INDEX = GSIS[0];
const ALL_INDEX = GSIS[1];
const COUNTER: Record<AdEventKind, string> = { impression: 'impressions', click: 'clicks' };

export function adsRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (id: string) => ({ [TABLE_KEYS.partition]: adKeys.pk(id), [TABLE_KEYS.sort]: adKeys.sk });

  async function queryAll(input: Omit<ConstructorParameters<typeof QueryCommand>[0], 'ExclusiveStartKey'>) {
    const items: Record<string, unknown>[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const result = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
      items.push(...(result.Items ?? []));
      startKey = result.LastEvaluatedKey;
    } while (startKey);
    return items;
  }

  return {
    async get(id: string): Promise<Ad | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: key(id) }));
      return Item ? fromAdItem(Item) : undefined;
    },

    /** Active ads (the sparse live index), of one position when given. Schedule, type and page are the caller's to check. */
    async active(position?: AdPosition): Promise<Ad[]> {
      const items = await queryAll({
        TableName: table,
        IndexName: LIVE_INDEX.name,
        KeyConditionExpression: position ? '#gpk = :live AND begins_with(#gsk, :position)' : '#gpk = :live',
        ExpressionAttributeNames: { '#gpk': LIVE_INDEX.partition, ...(position ? { '#gsk': LIVE_INDEX.sort } : {}) },
        ExpressionAttributeValues: {
          ':live': adKeys.livePartition,
          ...(position ? { ':position': adKeys.livePositionPrefix(position) } : {}),
        },
      });
      return items.map(fromAdItem);
    },

    /** Every ad, newest first (staff). */
    async all(): Promise<Ad[]> {
      const items = await queryAll({
        TableName: table,
        IndexName: ALL_INDEX.name,
        KeyConditionExpression: '#gpk = :all',
        ExpressionAttributeNames: { '#gpk': ALL_INDEX.partition },
        ExpressionAttributeValues: { ':all': adKeys.allPartition },
        ScanIndexForward: false,
      });
      return items.map(fromAdItem);
    },

    /**
     * Writes an ad's fields and index keys and leaves its counters alone (they start at 0), so staff
     * saving an ad never loses impressions or clicks counted meanwhile. Returns the ad as stored.
     */
    async save(ad: AdFields): Promise<Ad> {
      const keys = adIndexKeys(ad);
      const values: Record<string, unknown> = { ...ad, gsi2pk: keys.gsi2pk, gsi2sk: keys.gsi2sk, entity: 'ad' };
      if (keys.gsi1pk) Object.assign(values, { gsi1pk: keys.gsi1pk, gsi1sk: keys.gsi1sk });
      const names: Record<string, string> = {};
      const exprValues: Record<string, unknown> = { ':zero': 0 };
      const sets = Object.entries(values).map(([name, value], index) => {
        names[`#f${index}`] = name;
        exprValues[`:v${index}`] = value;
        return `#f${index} = :v${index}`;
      });
      names['#impressions'] = 'impressions';
      names['#clicks'] = 'clicks';
      sets.push('#impressions = if_not_exists(#impressions, :zero)', '#clicks = if_not_exists(#clicks, :zero)');
      let update = `SET ${sets.join(', ')}`;
      if (!keys.gsi1pk) {
        names['#livePk'] = LIVE_INDEX.partition;
        names['#liveSk'] = LIVE_INDEX.sort;
        update += ' REMOVE #livePk, #liveSk';
      }
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: table,
          Key: key(ad.id),
          UpdateExpression: update,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: exprValues,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return fromAdItem(Attributes ?? {});
    },

    async delete(id: string): Promise<void> {
      await db.send(new DeleteCommand({ TableName: table, Key: key(id) }));
    },

    /**
     * Records that this page load produced this event for this ad; false when it already had (the
     * conditional put of a short-lived marker is what makes repeats of one page load count once).
     */
    async markEvent(adId: string, kind: AdEventKind, pageLoadId: string, expiresAt: number): Promise<boolean> {
      try {
        await db.send(
          new PutCommand({
            TableName: table,
            Item: {
              [TABLE_KEYS.partition]: adKeys.pk(adId),
              [TABLE_KEYS.sort]: adKeys.eventSk(kind, pageLoadId),
              entity: 'ad-event',
              [TTL_ATTRIBUTE]: expiresAt,
            },
            ConditionExpression: 'attribute_not_exists(#pk)',
            ExpressionAttributeNames: { '#pk': TABLE_KEYS.partition },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionalCheckFailure(error)) return false;
        throw error;
      }
    },

    /** Adds one to the ad's impressions or clicks (atomic ADD); false when the ad no longer exists. */
    async count(adId: string, kind: AdEventKind): Promise<boolean> {
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: key(adId),
            UpdateExpression: 'ADD #counter :one',
            ConditionExpression: 'attribute_exists(#pk)',
            ExpressionAttributeNames: { '#counter': COUNTER[kind], '#pk': TABLE_KEYS.partition },
            ExpressionAttributeValues: { ':one': 1 },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionalCheckFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type AdsRepository = ReturnType<typeof adsRepository>;
