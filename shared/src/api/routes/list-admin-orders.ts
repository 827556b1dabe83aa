import { AdminOrderListQuery, AdminOrderListResponse } from '../../admin/orders.ts';
import { defineRoute } from '../route-definition.ts';

// Admin Orders: every buyer's orders. A row of its own (not a scope of list-orders) so the admin check is the
// route's auth level, enforced before any code runs and covered by the role matrix.
export const listAdminOrdersRoute = defineRoute({
  name: 'list-admin-orders',
  method: 'GET',
  path: '/api/admin/orders',
  auth: 'admin',
  handler: 'orders/list-admin-orders',
  access: { table: 'read' },
  request: { query: AdminOrderListQuery },
  response: AdminOrderListResponse,
});
