import { Order, OrderIdParams } from '../../orders/order.ts';
import { defineRoute } from '../route-definition.ts';

// The giver sends an unclaimed gift's mail again, with a fresh claim link, to the same recipient (decision 0055).
export const resendGiftRoute = defineRoute({
  name: 'resend-gift',
  method: 'POST',
  path: '/api/orders/{id}/gift/resend',
  auth: 'user',
  handler: 'gifts/resend-gift',
  access: { table: 'write', email: 'send' },
  request: { params: OrderIdParams },
  response: Order,
});
