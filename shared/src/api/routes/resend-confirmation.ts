import { Order, OrderIdParams } from '../../orders/order.ts';
import { defineRoute } from '../route-definition.ts';

// Staff send a completed order's confirmation mail again (the buyer lost it).
export const resendConfirmationRoute = defineRoute({
  name: 'resend-confirmation',
  method: 'POST',
  path: '/api/orders/{id}/resend-confirmation',
  auth: 'admin',
  handler: 'orders/resend-confirmation',
  access: { table: 'read', email: 'send' },
  request: { params: OrderIdParams },
  response: Order,
});
