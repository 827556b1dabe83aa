import type { RefundRequestState } from '@shop/shared/orders/refund-request';
import type { OrderSelfService, Reopening } from '../../../src/repositories/order-self-service.ts';
import type { OrdersFake } from './orders-fake.ts';

/**
 * The buyer's own conditional writes on their order, on the orders fake's items (the same order the repository
 * reads), each refused under the same conditions as on the table.
 */
export function orderSelfServiceFake(orders: OrdersFake) {
  return {
    async reopenWindow(id: string, reopening: Reopening): Promise<boolean> {
      return orders.changeIf(id, (order) => {
        const reopenings = order.window_reopenings ?? [];
        const holds =
          order.status === 'completed' &&
          typeof order.expires_at === 'string' &&
          order.expires_at <= reopening.closedBefore &&
          order.refund_version === reopening.refundVersion &&
          reopenings.length === reopening.seenCount;
        return holds
          ? { ...order, expires_at: reopening.expiresAt, window_reopenings: [...reopenings, reopening.at] }
          : undefined;
      });
    },

    async storeRefundRequest(id: string, request: RefundRequestState): Promise<boolean> {
      return orders.changeIf(id, (order) => (order.refund_request ? undefined : { ...order, refund_request: request }));
    },

    async updateRefundRequest(
      id: string,
      from: RefundRequestState['status'],
      request: RefundRequestState,
    ): Promise<boolean> {
      return orders.changeIf(id, (order) =>
        order.refund_request?.status === from ? { ...order, refund_request: request } : undefined,
      );
    },
  } satisfies OrderSelfService;
}
