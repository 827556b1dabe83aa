import { Order, OrderIdParams } from '../../orders/order.ts';
import { RefundRequestBody } from '../../orders/refund-request.ts';
import { defineRoute } from '../route-definition.ts';

// The buyer asks for their money back: granted at once inside the policy, else stored for staff with the reason.
export const requestRefundRoute = defineRoute({
  name: 'request-refund',
  method: 'POST',
  path: '/api/orders/{id}/refund-request',
  auth: 'user',
  handler: 'orders/request-refund',
  // The same grants as the staff refund it may run: Paystack, the refund mail, the stamped copies removed.
  access: { table: 'write', paystack: 'use', email: 'send', planFiles: 'write' },
  request: { params: OrderIdParams, body: RefundRequestBody },
  response: Order,
});
