import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RefundRequestState } from '@shop/shared/orders/refund-request';
import { updateWhen } from '../db/conditional-writes.ts';
import { orderKeys } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';

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
  const key = (id: string) => tableKey(orderKeys.pk(id), orderKeys.sk);
  return {
    /**
     * Reopens a closed window: sets its new end and appends the reopening, only while the order is completed, its
     * window still closed, its reopenings as many as the allowance was counted from and no refund or dispute was
     * written since it was read. False when any of that no longer held (another reopening, a refund or a dispute
     * got there first); then nothing is written.
     */
    async reopenWindow(id: string, reopening: Reopening): Promise<boolean> {
      const values: Record<string, unknown> = {
        ':completed': 'completed',
        ':expires': reopening.expiresAt,
        ':closedBefore': reopening.closedBefore,
        ':now': [reopening.at],
        ':empty': [],
        ':count': reopening.seenCount,
      };
      const versionCondition =
        reopening.refundVersion === undefined ? 'attribute_not_exists(refund_version)' : 'refund_version = :version';
      if (reopening.refundVersion !== undefined) values[':version'] = reopening.refundVersion;
      const countCondition =
        reopening.seenCount === 0
          ? '(attribute_not_exists(window_reopenings) OR size(window_reopenings) = :count)'
          : 'size(window_reopenings) = :count';
      const updated = await updateWhen(db, table, key(id), {
        UpdateExpression:
          'SET expires_at = :expires, window_reopenings = list_append(if_not_exists(window_reopenings, :empty), :now)',
        ConditionExpression: [
          '#status = :completed',
          'expires_at <= :closedBefore',
          versionCondition,
          countCondition,
        ].join(' AND '),
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: values,
      });
      return updated !== undefined;
    },

    /** Stores the buyer's refund request once: false when the order already holds one. */
    async storeRefundRequest(id: string, request: RefundRequestState): Promise<boolean> {
      const updated = await updateWhen(db, table, key(id), {
        UpdateExpression: 'SET refund_request = :request',
        ConditionExpression: 'attribute_exists(#pk) AND attribute_not_exists(refund_request)',
        ExpressionAttributeNames: { '#pk': 'pk' },
        ExpressionAttributeValues: { ':request': request },
      });
      return updated !== undefined;
    },

    /** Moves a request on from `from` (pending for staff, or granted at once): false when it was not in that state. */
    async updateRefundRequest(
      id: string,
      from: RefundRequestState['status'],
      request: RefundRequestState,
    ): Promise<boolean> {
      const updated = await updateWhen(db, table, key(id), {
        UpdateExpression: 'SET refund_request = :request',
        ConditionExpression: 'refund_request.#requestStatus = :from',
        ExpressionAttributeNames: { '#requestStatus': 'status' },
        ExpressionAttributeValues: { ':request': request, ':from': from },
      });
      return updated !== undefined;
    },
  };
}

export type OrderSelfService = ReturnType<typeof orderSelfService>;
