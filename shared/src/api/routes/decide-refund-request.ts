import { Order, OrderIdParams } from '../../orders/order.ts';
import { RefundRequestDecision } from '../../orders/refund-request.ts';
import { defineRoute } from '../route-definition.ts';

// Staff grant (through the staff refund path) or decline a buyer's refund request, with a reason.
export const decideRefundRequestRoute = defineRoute({
  name: 'decide-refund-request',
  method: 'POST',
  path: '/api/orders/{id}/refund-request/decision',
  auth: 'admin',
  handler: 'orders/decide-refund-request',
  access: { table: 'write', paystack: 'use', email: 'send', planFiles: 'write' },
  request: { params: OrderIdParams, body: RefundRequestDecision },
  response: Order,
});
