import { DeliverBody, DeliveryResult, RequestIdParams } from '../../requests/quotes.ts';
import { defineRoute } from '../route-definition.ts';

// Staff hand the uploaded customized drawings to the buyer: they join the buyer's order, stamped in their name.
export const deliverRequestFilesRoute = defineRoute({
  name: 'deliver-request-files',
  method: 'POST',
  path: '/api/admin/requests/{id}/deliveries',
  auth: 'admin',
  handler: 'requests/deliver-request-files',
  access: { table: 'write', planFiles: 'read', email: 'send' },
  request: { params: RequestIdParams, body: DeliverBody },
  response: DeliveryResult,
});
