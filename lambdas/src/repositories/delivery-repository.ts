import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Package } from '@shop/shared/plans/plan';
import { isConditionalCheckFailure } from '../db/conditional-writes.ts';
import { orderKeys, TABLE_KEYS } from '../db/table-design.ts';

/** One file as delivered: the order's own key (what the page and the file route name) and the object served. */
export interface DeliveredFileItem {
  source: string;
  key: string;
  tier: Package;
  stamped: boolean;
  /** When this version replaced the one sold (absent or null: as sold). */
  updated_at?: string | null;
  /** The version sold, kept beside its replacement. */
  earlier?: boolean;
}

/**
 * An order's delivery (docs/decisions/0024): requested by the download page, made by the delivery Lambda.
 * `fingerprint` names the set of files it was made from, so a change of files asks for a new one.
 */
export type StoredDelivery =
  | { status: 'preparing'; fingerprint: string; requested_at: string }
  | {
      status: 'ready';
      fingerprint: string;
      requested_at: string;
      ready_at: string;
      files: DeliveredFileItem[];
      certificate_key: string;
      zip_key: string;
    };

export function deliveryRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (orderId: string) => ({
    [TABLE_KEYS.partition]: orderKeys.pk(orderId),
    [TABLE_KEYS.sort]: orderKeys.deliverySk,
  });

  return {
    async get(orderId: string): Promise<StoredDelivery | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: key(orderId), ConsistentRead: true }));
      if (!Item) return undefined;
      const { pk: _pk, sk: _sk, entity: _entity, ...delivery } = Item;
      return delivery as StoredDelivery;
    },

    /**
     * Claims the making of a delivery for `fingerprint`: one conditional write that only one of several racing page
     * loads wins. It wins when there is none, when the one there is for other files, or when a request for these
     * files has waited since before `staleBefore` (a failed run). Answers whether this caller won.
     */
    async request(orderId: string, fingerprint: string, at: string, staleBefore: string): Promise<boolean> {
      try {
        await db.send(
          new PutCommand({
            TableName: table,
            Item: { ...key(orderId), entity: 'delivery', status: 'preparing', fingerprint, requested_at: at },
            ConditionExpression:
              'attribute_not_exists(#pk) OR #fp <> :fp OR (#status = :preparing AND #requested < :stale)',
            ExpressionAttributeNames: {
              '#pk': TABLE_KEYS.partition,
              '#fp': 'fingerprint',
              '#status': 'status',
              '#requested': 'requested_at',
            },
            ExpressionAttributeValues: { ':fp': fingerprint, ':preparing': 'preparing', ':stale': staleBefore },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionalCheckFailure(error)) return false;
        throw error;
      }
    },

    /** Records the made delivery, unless a request for other files has replaced the one it was made for. */
    async markReady(orderId: string, delivery: Extract<StoredDelivery, { status: 'ready' }>): Promise<boolean> {
      try {
        await db.send(
          new PutCommand({
            TableName: table,
            Item: { ...key(orderId), entity: 'delivery', ...delivery },
            ConditionExpression: 'attribute_not_exists(#pk) OR #fp = :fp',
            ExpressionAttributeNames: { '#pk': TABLE_KEYS.partition, '#fp': 'fingerprint' },
            ExpressionAttributeValues: { ':fp': delivery.fingerprint },
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

export type DeliveryRepository = ReturnType<typeof deliveryRepository>;
