import { Order, OrderIdParams } from '../../orders/order.ts';
import { RefundOrderRequest } from '../../orders/staff-actions.ts';
import { defineRoute } from '../route-definition.ts';

// Staff refund a completed order through Paystack's Refund API; the policy is checked here, not in the screen.
export const refundOrderRoute = defineRoute({
  name: 'refund-order',
  method: 'POST',
  path: '/api/orders/{id}/refund',
  auth: 'admin',
  handler: 'orders/refund-order',
  // planFiles write: the refund removes the order's stamped copies.
  access: { table: 'write', paystack: 'use', email: 'send', planFiles: 'write' },
  request: { params: OrderIdParams, body: RefundOrderRequest },
  response: Order,
});
