import { Order, OrderIdParams } from '../../orders/order.ts';
import { ExtendWindowRequest } from '../../orders/staff-actions.ts';
import { defineRoute } from '../route-definition.ts';

// Staff give a buyer whose download window ran out (or is about to) more days, and mail them the link.
export const extendOrderWindowRoute = defineRoute({
  name: 'extend-order-window',
  method: 'POST',
  path: '/api/orders/{id}/extend',
  auth: 'admin',
  handler: 'orders/extend-order-window',
  access: { table: 'write', email: 'send' },
  request: { params: OrderIdParams, body: ExtendWindowRequest },
  response: Order,
});
