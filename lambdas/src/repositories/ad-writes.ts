import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { AD_POSITIONS, AD_TARGET_PAGES, AD_TYPES, type Ad } from '@shop/shared/storefront/ads';
import { deleteIfExists, isConditionalCheckFailure } from '../db/conditional-writes.ts';
import { adKeys, GSIS, TABLE_KEYS } from '../db/table-design.ts';

const LIVE_INDEX = GSIS[0];
const ALL_INDEX = GSIS[1];

const key = (id: string) => ({ [TABLE_KEYS.partition]: adKeys.pk(id), [TABLE_KEYS.sort]: adKeys.sk });

/** The index keys an ad carries: the live index only while active (sparse), the staff list always. */
function indexKeys(ad: Pick<Ad, 'id' | 'is_active' | 'position' | 'created_at'>): Record<string, string> {
  return {
    [ALL_INDEX.partition]: adKeys.allPartition,
    [ALL_INDEX.sort]: adKeys.allSort(ad.created_at, ad.id),
    ...(ad.is_active
      ? { [LIVE_INDEX.partition]: adKeys.livePartition, [LIVE_INDEX.sort]: adKeys.liveSort(ad.position, ad.id) }
      : {}),
  };
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

/**
 * Staff writes to ads, keeping the sparse live index in step with `is_active` and `position`.
 * Impressions and clicks are counted elsewhere (ADD on the same item) and never set here.
 */
export function adWrites(db: DynamoDBDocumentClient, table: string) {
  return {
    async get(id: string): Promise<Ad | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: key(id) }));
      return Item ? fromAdItem(Item) : undefined;
    },

    /** Every ad, newest first (tens of them): Queries on the staff list index. */
    async listAll(): Promise<Ad[]> {
      const ads: Ad[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const result = await db.send(
          new QueryCommand({
            TableName: table,
            IndexName: ALL_INDEX.name,
            KeyConditionExpression: '#pk = :pk',
            ExpressionAttributeNames: { '#pk': ALL_INDEX.partition },
            ExpressionAttributeValues: { ':pk': adKeys.allPartition },
            ScanIndexForward: false,
            ExclusiveStartKey: startKey,
          }),
        );
        ads.push(...(result.Items ?? []).map(fromAdItem));
        startKey = result.LastEvaluatedKey;
      } while (startKey);
      return ads;
    },

    async create(ad: Ad): Promise<void> {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: { ...key(ad.id), ...indexKeys(ad), entity: 'ad', ...ad },
          ConditionExpression: 'attribute_not_exists(#pk)',
          ExpressionAttributeNames: { '#pk': TABLE_KEYS.partition },
        }),
      );
    },

    /**
     * Sets the changed fields of `next` (the ad as it should become) and the index keys, removing the
     * live keys when it is inactive. Holds only while the ad exists; undefined otherwise.
     */
    async update(next: Ad, changed: readonly (keyof Ad)[]): Promise<Ad | undefined> {
      const set: Record<string, unknown> = { updated_at: next.updated_at };
      for (const field of changed) set[field] = next[field];
      Object.assign(set, indexKeys(next));
      const names: Record<string, string> = { '#pk': TABLE_KEYS.partition };
      const values: Record<string, unknown> = {};
      const assignments = Object.entries(set).map(([name, value], index) => {
        names[`#s${index}`] = name;
        values[`:s${index}`] = value;
        return `#s${index} = :s${index}`;
      });
      let expression = `SET ${assignments.join(', ')}`;
      if (!next.is_active) {
        names['#livePk'] = LIVE_INDEX.partition;
        names['#liveSk'] = LIVE_INDEX.sort;
        expression += ' REMOVE #livePk, #liveSk';
      }
      try {
        const { Attributes } = await db.send(
          new UpdateCommand({
            TableName: table,
            Key: key(next.id),
            UpdateExpression: expression,
            ConditionExpression: 'attribute_exists(#pk)',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ReturnValues: 'ALL_NEW',
          }),
        );
        return Attributes ? fromAdItem(Attributes) : undefined;
      } catch (error) {
        if (isConditionalCheckFailure(error)) return undefined;
        throw error;
      }
    },

    async remove(id: string): Promise<Ad | undefined> {
      const removed = await deleteIfExists(db, table, key(id));
      return removed ? fromAdItem(removed) : undefined;
    },
  };
}

export type AdWrites = ReturnType<typeof adWrites>;
