import { OrderExportQuery, OrdersCsv } from '../../admin/orders.ts';
import { defineRoute } from '../route-definition.ts';

export const exportOrdersRoute = defineRoute({
  name: 'export-orders',
  method: 'GET',
  path: '/api/orders/export',
  auth: 'admin',
  handler: 'orders/export-orders',
  access: { table: 'read' },
  request: { query: OrderExportQuery },
  response: OrdersCsv,
});
