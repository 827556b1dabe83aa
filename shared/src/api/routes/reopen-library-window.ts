import { ReopenParams, ReopenRequest } from '../../orders/library.ts';
import { Order } from '../../orders/order.ts';
import { defineRoute } from '../route-definition.ts';

// The buyer reopens a closed 7-day download window themselves, within the yearly allowance staff set.
export const reopenLibraryWindowRoute = defineRoute({
  name: 'reopen-library-window',
  method: 'POST',
  path: '/api/library/{orderId}/reopen',
  auth: 'user',
  handler: 'library/reopen-library-window',
  access: { table: 'write', email: 'send' },
  request: { params: ReopenParams, body: ReopenRequest },
  response: Order,
});
