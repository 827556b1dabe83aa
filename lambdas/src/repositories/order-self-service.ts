import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RefundRequestState } from '@shop/shared/orders/refund-request';
import { EXISTS, updatedIf } from '../db/conditional-writes.ts';
import { allOf, when } from '../db/conditions.ts';
import { orderEntity, orderIn } from './order-item.ts';

export interface Reopening {
  /** The new end of the window. */
  expiresAt: string;
  /** When the buyer reopened it (appended to the order's reopenings). */
  at: string;
  /** How many reopenings the order had when the allowance was counted: the write holds only while it still has. */
  seenCount: number;
  /** The order's refund/dispute write counter as read: a refund or dispute landing meanwhile stops the write. */
  refundVersion: number | undefined;
  /** The window must still be closed at this time: a second click after the first reopening finds it open. */
  closedBefore: string;
}

/**
 * The buyer's own writes on their order (decision 0053), each one conditional UpdateItem on the order item, so two
 * racing requests can never both pass a count or a state they read.
 */
export function orderSelfService(db: DynamoDBDocumentClient, table: string) {
  const key = (id: string) => orderEntity.key({ id });
  return {
    /**
     * Reopens a closed window: sets its new end and appends the reopening, only while the order is completed, its
     * window still closed, its reopenings as many as the allowance was counted from and no refund or dispute was
     * written since it was read. False when any of that no longer held (another reopening, a refund or a dispute
     * got there first); then nothing is written.
     */
    async reopenWindow(id: string, reopening: Reopening): Promise<boolean> {
      const values: Record<string, unknown> = {
        ':closedBefore': reopening.closedBefore,
        ':count': reopening.seenCount,
      };
      const versionCondition =
        reopening.refundVersion === undefined ? 'attribute_not_exists(refund_version)' : 'refund_version = :version';
      if (reopening.refundVersion !== undefined) values[':version'] = reopening.refundVersion;
      const countCondition =
        reopening.seenCount === 0
          ? '(attribute_not_exists(window_reopenings) OR size(window_reopenings) = :count)'
          : 'size(window_reopenings) = :count';
      const stillClosed = when(['expires_at <= :closedBefore', versionCondition, countCondition].join(' AND '), values);
      return updatedIf(
        db,
        table,
        key(id),
        { ...orderEntity.update({ expires_at: reopening.expiresAt }), append: { window_reopenings: [reopening.at] } },
        allOf(orderIn('completed'), stillClosed),
      );
    },

    /** Stores the buyer's refund request once: false when the order already holds one. */
    async storeRefundRequest(id: string, request: RefundRequestState): Promise<boolean> {
      return updatedIf(
        db,
        table,
        key(id),
        orderEntity.update({ refund_request: request }),
        allOf(EXISTS, when('attribute_not_exists(refund_request)')),
      );
    },

    /** Moves a request on from `from` (pending for staff, or granted at once): false when it was not in that state. */
    async updateRefundRequest(
      id: string,
      from: RefundRequestState['status'],
      request: RefundRequestState,
    ): Promise<boolean> {
      return updatedIf(
        db,
        table,
        key(id),
        orderEntity.update({ refund_request: request }),
        when('#refund_request.#status = :from', { ':from': from }),
      );
    },
  };
}

export type OrderSelfService = ReturnType<typeof orderSelfService>;
