import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { PACKAGES } from '@shop/shared/plans/plan';
import * as z from 'zod/mini';
import { putWhen } from '../db/conditional-writes.ts';
import { when } from '../db/conditions.ts';
import { parseItem } from '../db/parse-item.ts';
import { orderKeys } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';

/** One file as delivered: the order's own key (what the page and the file route name) and the object served. */
const DeliveredFileItem = z.object({
  source: z.string(),
  key: z.string(),
  tier: z.enum(PACKAGES),
  stamped: z.boolean(),
  /** When this version replaced the one sold (absent or null: as sold). */
  updated_at: z.optional(z.nullable(z.string())),
  /** The version sold, kept beside its replacement. */
  earlier: z.optional(z.boolean()),
});
export type DeliveredFileItem = z.infer<typeof DeliveredFileItem>;

/**
 * An order's delivery (docs/decisions/0024): requested by the download page, made by the delivery Lambda.
 * `fingerprint` names the set of files it was made from, so a change of files asks for a new one.
 */
const StoredDelivery = z.discriminatedUnion('status', [
  z.object({ status: z.literal('preparing'), fingerprint: z.string(), requested_at: z.string() }),
  z.object({
    status: z.literal('ready'),
    fingerprint: z.string(),
    requested_at: z.string(),
    ready_at: z.string(),
    files: z.array(DeliveredFileItem),
    certificate_key: z.string(),
    zip_key: z.string(),
  }),
]);
export type StoredDelivery = z.infer<typeof StoredDelivery>;

export function deliveryRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (orderId: string) => tableKey(orderKeys.pk(orderId), orderKeys.deliverySk);

  return {
    async get(orderId: string): Promise<StoredDelivery | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: key(orderId), ConsistentRead: true }));
      return Item ? parseItem(StoredDelivery, Item, 'delivery') : undefined;
    },

    /**
     * Claims the making of a delivery for `fingerprint`: one conditional write that only one of several racing page
     * loads wins. It wins when there is none, when the one there is for other files, when a request for these
     * files has waited since before `staleBefore` (a failed run), or when the delivery was made before `madeBefore`
     * (its objects are due to expire). Answers whether this caller won.
     */
    async request(
      orderId: string,
      fingerprint: string,
      at: string,
      staleBefore: string,
      madeBefore: string,
    ): Promise<boolean> {
      return putWhen(
        db,
        table,
        { ...key(orderId), entity: 'delivery', status: 'preparing', fingerprint, requested_at: at },
        when(
          'attribute_not_exists(#pk) OR #fingerprint <> :fp OR (#status = :preparing AND #requested_at < :stale) OR ' +
            '(#status = :ready AND #ready_at < :made)',
          {
            ':fp': fingerprint,
            ':preparing': 'preparing',
            ':stale': staleBefore,
            ':ready': 'ready',
            ':made': madeBefore,
          },
        ),
      );
    },

    /** Records the made delivery, unless a request for other files has replaced the one it was made for. */
    async markReady(orderId: string, delivery: Extract<StoredDelivery, { status: 'ready' }>): Promise<boolean> {
      return putWhen(
        db,
        table,
        { ...key(orderId), entity: 'delivery', ...delivery },
        when('attribute_not_exists(#pk) OR #fingerprint = :fp', { ':fp': delivery.fingerprint }),
      );
    },
  };
}

export type DeliveryRepository = ReturnType<typeof deliveryRepository>;
