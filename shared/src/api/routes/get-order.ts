import { Order, OrderIdParams } from '../../orders/order.ts';
import { defineRoute } from '../route-definition.ts';

export const getOrderRoute = defineRoute({
  name: 'get-order',
  method: 'GET',
  path: '/api/orders/{id}',
  auth: 'user',
  handler: 'orders/get-order',
  access: { table: 'read' },
  request: { params: OrderIdParams },
  response: Order,
});
