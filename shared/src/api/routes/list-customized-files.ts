import { OrderIdParams } from '../../orders/order.ts';
import { CustomizedFiles } from '../../requests/quotes.ts';
import { defineRoute } from '../route-definition.ts';

// The drawings customized for the buyer of this order (their own order only).
export const listCustomizedFilesRoute = defineRoute({
  name: 'list-customized-files',
  method: 'GET',
  path: '/api/orders/{id}/customized-files',
  auth: 'user',
  handler: 'requests/list-customized-files',
  access: { table: 'read' },
  request: { params: OrderIdParams },
  response: CustomizedFiles,
});
