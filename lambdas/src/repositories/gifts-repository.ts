import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { updateExisting } from '../db/conditional-writes.ts';
import { allOf, counterBelow, when } from '../db/conditions.ts';
import { readNewest } from '../db/paged-query.ts';
import { giftKeys } from '../db/table-design.ts';
import { fromOrderItem, orderEntity, orderIn, type StoredOrder } from './order-item.ts';

/** A fresh claim link's stored half: the token's hash and when it stops working. */
export interface IssuedToken {
  hash: string;
  expiresAt: string;
  sentAt: string;
  /** The most sends the gift may have had before this one is refused. */
  maxSends: number;
}

/** What a winning claim writes on the order: the recipient becomes its owner. */
export interface GiftClaim {
  hash: string;
  now: string;
  sub: string;
  email: string;
  licenceName: string;
  windowEnd: string;
}

/**
 * The gift side of an order item (decision 0055). Every write is one conditional UpdateItem on the order itself, so
 * racing claims, re-sends and refunds need no transaction: the first whose condition holds wins, the others change
 * nothing.
 */
export function giftsRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (id: string) => orderEntity.key({ id });

  return {
    /** The gifts a user gave, newest first (claimed ones included: their gsi2 keys never move). */
    async listByGiver(sub: string, limit = 200): Promise<StoredOrder[]> {
      const list = { index: giftKeys.giverIndex, partition: giftKeys.giverPartition(sub) };
      const items = await readNewest(db, table, list, limit);
      return items.map(fromOrderItem);
    },

    /**
     * Stores a new claim token's hash on a paid, unclaimed gift and counts the send; the previous link stops working.
     * Undefined when the gift is not paid, already claimed, or was sent `maxSends` times.
     */
    async issueToken(orderId: string, token: IssuedToken): Promise<StoredOrder | undefined> {
      const unclaimed = when('attribute_exists(#gift) AND attribute_not_exists(#gift.claimed_at)');
      const item = await updateExisting(
        db,
        table,
        key(orderId),
        {
          set: { [giftKeys.tokenHash]: token.hash, [giftKeys.tokenExpires]: token.expiresAt },
          setIn: { gift: { sent_at: token.sentAt } },
          // The send count is a counter inside the gift map, which ADD cannot reach.
          addIn: { gift: { send_count: 1 } },
        },
        allOf(orderIn('completed'), unclaimed, counterBelow(['gift', 'send_count'], token.maxSends)),
      );
      return item && fromOrderItem(item);
    },

    /**
     * The claim: one conditional write that holds only for the current token, before its end, on a paid gift no one
     * has claimed. It moves the order to the recipient (owner, owner's list, licence name, a fresh download window)
     * and removes the token, so of any number of racing claims exactly one wins. Undefined when it did not hold.
     */
    async claim(orderId: string, claim: GiftClaim): Promise<StoredOrder | undefined> {
      // The new owner moves the order's owner index with it (the order entity derives it from user_id).
      const owner = orderEntity.update({
        user_id: claim.sub,
        user_email: claim.email,
        licenceName: claim.licenceName,
        expires_at: claim.windowEnd,
      });
      const item = await updateExisting(
        db,
        table,
        key(orderId),
        {
          set: owner.set,
          setIn: { gift: { claimed_at: claim.now } },
          remove: [...owner.remove, giftKeys.tokenHash, giftKeys.tokenExpires],
        },
        allOf(
          orderIn('completed'),
          when(
            `#${giftKeys.tokenHash} = :hash AND #${giftKeys.tokenExpires} > :now AND attribute_not_exists(#gift.claimed_at)`,
            { ':now': claim.now, ':hash': claim.hash },
          ),
        ),
      );
      return item && fromOrderItem(item);
    },
  };
}

export type GiftsRepository = ReturnType<typeof giftsRepository>;
