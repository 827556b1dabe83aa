import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { boundTime, PromotionCode } from '@shop/shared/promotions/promotion';
import { putIfAbsent, updateWhen } from '../db/conditional-writes.ts';
import { readPartition } from '../db/paged-query.ts';
import { parseItem } from '../db/parse-item.ts';
import { promotionKeys } from '../db/table-design.ts';
import { indexKey, tableKey } from '../db/table-keys.ts';

/** No total cap, as the conditional write compares it: more uses than any shop will see. */
const NO_CAP = 1_000_000_000;
/** Open bounds, as strings that sort before and after every ISO time. */
const OPEN_START = '0000';
const OPEN_END = '9999';

/** Where a hold of a use stands: held by a payment under way, used by a paid order, released by a failed one. */
export type HoldState = 'held' | 'used' | 'released';

/**
 * The attributes the reservation's condition reads, derived from the staff's fields on every write: a number cap and
 * two comparable instants, so the condition needs no NULL comparisons.
 */
function conditionFields(code: Pick<PromotionCode, 'max_uses' | 'starts_at' | 'ends_at'>) {
  return {
    cap_total: code.max_uses ?? NO_CAP,
    window_start: code.starts_at ? boundTime(code.starts_at, 'start') : OPEN_START,
    window_end: code.ends_at ? boundTime(code.ends_at, 'end') : OPEN_END,
  };
}

export function promotionsRepository(db: DynamoDBDocumentClient, table: string) {
  const codeKey = (code: string) => tableKey(promotionKeys.pk(code), promotionKeys.sk);
  const buyerKey = (code: string, sub: string) => tableKey(promotionKeys.pk(code), promotionKeys.buyerSk(sub));
  const holdKey = (code: string, orderId: string) => tableKey(promotionKeys.pk(code), promotionKeys.holdSk(orderId));

  /** Adds `delta` to a counter, unconditionally (a give-back or a confirmed use). */
  async function add(key: Record<string, string>, counters: Record<string, number>): Promise<void> {
    const names: Record<string, string> = {};
    const values: Record<string, number> = {};
    const parts = Object.entries(counters).map(([name, delta], i) => {
      names[`#c${i}`] = name;
      values[`:c${i}`] = delta;
      return `#c${i} :c${i}`;
    });
    await db.send(
      new UpdateCommand({
        TableName: table,
        Key: key,
        UpdateExpression: `ADD ${parts.join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  }

  return {
    /** One code, read strongly consistent (its counters were maybe just written). */
    async get(code: string): Promise<PromotionCode | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: codeKey(code), ConsistentRead: true }));
      return Item ? parseItem(PromotionCode, Item, 'promotion code') : undefined;
    },

    /** Every code, newest first (tens to hundreds): Queries on the staff list index. */
    async listAll(): Promise<PromotionCode[]> {
      const items = await readPartition(db, table, {
        index: promotionKeys.listIndex,
        partition: promotionKeys.listPartition,
        descending: true,
      });
      return items.map((item) => parseItem(PromotionCode, item, 'promotion code'));
    },

    /** Stores a new code; false when the code is taken (nothing written). */
    create(code: PromotionCode): Promise<boolean> {
      return putIfAbsent(db, table, {
        ...codeKey(code.code),
        ...indexKey(
          promotionKeys.listIndex,
          promotionKeys.listPartition,
          promotionKeys.listSort(code.created_at, code.code),
        ),
        entity: 'promotion',
        ...code,
        ...conditionFields(code),
      });
    },

    /** Writes the staff's fields of `next` (never the counters); undefined when the code is gone. */
    async update(next: PromotionCode): Promise<PromotionCode | undefined> {
      const {
        uses: _uses,
        reserved: _reserved,
        discount_pesewas: _discount,
        code,
        created_at: _created,
        ...fields
      } = next;
      const values = { ...fields, ...conditionFields(next) };
      const names: Record<string, string> = { '#pk': 'pk' };
      const vals: Record<string, unknown> = {};
      const sets = Object.entries(values).map(([name, value], i) => {
        names[`#f${i}`] = name;
        vals[`:f${i}`] = value;
        return `#f${i} = :f${i}`;
      });
      const saved = await updateWhen(db, table, codeKey(code), {
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(#pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: vals,
      });
      return saved && parseItem(PromotionCode, saved, 'promotion code');
    },

    /**
     * Takes one use of the code's total, in one conditional write: only while it is enabled, `now` is inside its
     * dates and fewer than its cap are reserved. Of racing buyers for the last use exactly one gets true.
     */
    async reserveTotal(code: string, now: string): Promise<boolean> {
      const taken = await updateWhen(db, table, codeKey(code), {
        UpdateExpression: 'ADD #reserved :one',
        ConditionExpression:
          '#enabled = :true AND #start <= :now AND #end > :now AND (attribute_not_exists(#reserved) OR #reserved < #cap)',
        ExpressionAttributeNames: {
          '#reserved': 'reserved',
          '#enabled': 'enabled',
          '#start': 'window_start',
          '#end': 'window_end',
          '#cap': 'cap_total',
        },
        ExpressionAttributeValues: { ':one': 1, ':true': true, ':now': now },
      });
      return taken !== undefined;
    },

    /** Takes one of a buyer's uses of the code, while they hold fewer than `limit` (null: no limit). */
    async reserveBuyer(code: string, sub: string, limit: number | null): Promise<boolean> {
      const taken = await updateWhen(db, table, buyerKey(code, sub), {
        UpdateExpression: 'ADD #uses :one SET #entity = :entity',
        ConditionExpression: 'attribute_not_exists(#uses) OR #uses < :limit',
        ExpressionAttributeNames: { '#uses': 'uses', '#entity': 'entity' },
        ExpressionAttributeValues: { ':one': 1, ':limit': limit ?? NO_CAP, ':entity': 'promotion-buyer' },
      });
      return taken !== undefined;
    },

    /** How many uses a buyer holds (held and paid). */
    async buyerUses(code: string, sub: string): Promise<number> {
      const { Item } = await db.send(
        new GetCommand({ TableName: table, Key: buyerKey(code, sub), ConsistentRead: true }),
      );
      return typeof Item?.uses === 'number' ? Item.uses : 0;
    },

    /** Gives uses back to (or adds them to) the code's and the buyer's counters. */
    async adjust(
      code: string,
      sub: string,
      change: { reserved?: number; uses?: number; buyer?: number; discount_pesewas?: number },
    ) {
      const onCode: Record<string, number> = {};
      if (change.reserved) onCode.reserved = change.reserved;
      if (change.uses) onCode.uses = change.uses;
      if (change.discount_pesewas) onCode.discount_pesewas = change.discount_pesewas;
      await Promise.all([
        Object.keys(onCode).length ? add(codeKey(code), onCode) : undefined,
        change.buyer ? add(buyerKey(code, sub), { uses: change.buyer }) : undefined,
      ]);
    },

    /** Records that an order holds a use; false when it already had a hold (a retried start). */
    hold(code: string, orderId: string, sub: string, at: string): Promise<boolean> {
      return putIfAbsent(db, table, {
        ...holdKey(code, orderId),
        entity: 'promotion-hold',
        state: 'held',
        order_id: orderId,
        user_id: sub,
        created_at: at,
      });
    },

    /** Moves an order's hold from one state to another; of racing callers exactly one gets true. */
    async moveHold(code: string, orderId: string, from: HoldState, to: HoldState, at: string): Promise<boolean> {
      const moved = await updateWhen(db, table, holdKey(code, orderId), {
        UpdateExpression: 'SET #state = :to, #updated = :at',
        ConditionExpression: '#state = :from',
        ExpressionAttributeNames: { '#state': 'state', '#updated': 'updated_at' },
        ExpressionAttributeValues: { ':to': to, ':from': from, ':at': at },
      });
      return moved !== undefined;
    },
  };
}

export type PromotionsRepository = ReturnType<typeof promotionsRepository>;
