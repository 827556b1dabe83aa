import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PromotionCode } from '@shop/shared/promotions/promotion';
import { putIfAbsent, updateAlways, updatedIf, updateExisting } from '../db/conditional-writes.ts';
import { counterBelow, equals, when } from '../db/conditions.ts';
import { readPartition } from '../db/paged-query.ts';
import { promotionKeys } from '../db/table-design.ts';
import {
  type HoldState,
  NO_CAP,
  promotionBuyerEntity,
  promotionEntity,
  promotionHoldEntity,
} from './promotion-item.ts';

export type { HoldState } from './promotion-item.ts';

export function promotionsRepository(db: DynamoDBDocumentClient, table: string) {
  const codeKey = (code: string) => promotionEntity.key({ code });
  const buyerKey = (code: string, sub: string) => promotionBuyerEntity.key({ code, sub });
  const holdKey = (code: string, orderId: string) => promotionHoldEntity.key({ code, order_id: orderId });

  return {
    /** One code, read strongly consistent (its counters were maybe just written). */
    async get(code: string): Promise<PromotionCode | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: codeKey(code), ConsistentRead: true }));
      return Item ? promotionEntity.fromItem(Item) : undefined;
    },

    /** Every code, newest first (tens to hundreds): Queries on the staff list index. */
    async listAll(): Promise<PromotionCode[]> {
      const items = await readPartition(db, table, {
        index: promotionKeys.listIndex,
        partition: promotionKeys.listPartition,
        descending: true,
      });
      return items.map(promotionEntity.fromItem);
    },

    /** Stores a new code; false when the code is taken (nothing written). */
    create(code: PromotionCode): Promise<boolean> {
      return putIfAbsent(db, table, promotionEntity.toItem(code));
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
      // The whole code is known, so each derived attribute a field sent is read by can be rewritten.
      const saved = await updateExisting(db, table, codeKey(code), promotionEntity.update(fields, next));
      return saved && promotionEntity.fromItem(saved);
    },

    /**
     * Takes one use of the code's total, in one conditional write: only while it is enabled, `now` is inside its
     * dates and fewer than its cap are reserved. Of racing buyers for the last use exactly one gets true.
     */
    async reserveTotal(code: string, now: string): Promise<boolean> {
      const open = when(
        '#enabled = :true AND #window_start <= :now AND #window_end > :now AND ' +
          '(attribute_not_exists(#reserved) OR #reserved < #cap_total)',
        { ':true': true, ':now': now },
      );
      return updatedIf(db, table, codeKey(code), promotionEntity.add({ reserved: 1 }), open);
    },

    /** Takes one of a buyer's uses of the code, while they hold fewer than `limit` (null: no limit). */
    async reserveBuyer(code: string, sub: string, limit: number | null): Promise<boolean> {
      return updatedIf(
        db,
        table,
        buyerKey(code, sub),
        promotionBuyerEntity.add({ uses: 1 }),
        counterBelow('uses', limit ?? NO_CAP),
      );
    },

    /** How many uses a buyer holds (held and paid). */
    async buyerUses(code: string, sub: string): Promise<number> {
      const { Item } = await db.send(
        new GetCommand({ TableName: table, Key: buyerKey(code, sub), ConsistentRead: true }),
      );
      return Item ? promotionBuyerEntity.fromItem(Item).uses : 0;
    },

    /** Gives uses back to (or adds them to) the code's and the buyer's counters. */
    async adjust(
      code: string,
      sub: string,
      change: { reserved?: number; uses?: number; buyer?: number; discount_pesewas?: number },
    ) {
      const onCode: Partial<Record<'reserved' | 'uses' | 'discount_pesewas', number>> = {};
      if (change.reserved) onCode.reserved = change.reserved;
      if (change.uses) onCode.uses = change.uses;
      if (change.discount_pesewas) onCode.discount_pesewas = change.discount_pesewas;
      await Promise.all([
        Object.keys(onCode).length ? updateAlways(db, table, codeKey(code), promotionEntity.add(onCode)) : undefined,
        change.buyer
          ? updateAlways(db, table, buyerKey(code, sub), promotionBuyerEntity.add({ uses: change.buyer }))
          : undefined,
      ]);
    },

    /** Records that an order holds a use; false when it already had a hold (a retried start). */
    hold(code: string, orderId: string, sub: string, at: string): Promise<boolean> {
      return putIfAbsent(
        db,
        table,
        promotionHoldEntity.toOwnedItem(
          { state: 'held', order_id: orderId, user_id: sub, created_at: at },
          { code, order_id: orderId },
        ),
      );
    },

    /** Moves an order's hold from one state to another; of racing callers exactly one gets true. */
    async moveHold(code: string, orderId: string, from: HoldState, to: HoldState, at: string): Promise<boolean> {
      return updatedIf(
        db,
        table,
        holdKey(code, orderId),
        promotionHoldEntity.update({ state: to, updated_at: at }),
        equals('state', from),
      );
    },
  };
}

export type PromotionsRepository = ReturnType<typeof promotionsRepository>;
