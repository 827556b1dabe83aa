import { OrderListQuery, OrderListResponse } from '../../orders/order.ts';
import { defineRoute } from '../route-definition.ts';

export const listOrdersRoute = defineRoute({
  name: 'list-orders',
  method: 'GET',
  path: '/api/orders',
  auth: 'user',
  handler: 'orders/list-orders',
  access: { table: 'read' },
  request: { query: OrderListQuery },
  response: OrderListResponse,
});
