import { CreatedRequest, CreateRequestBody } from '../../requests/request.ts';
import { defineRoute } from '../route-definition.ts';

// A request to the desk from an order, a plan page or /services; a visitor sends one without an account.
export const createRequestRoute = defineRoute({
  name: 'create-request',
  method: 'POST',
  path: '/api/requests',
  auth: 'optional',
  handler: 'requests/create-request',
  access: { table: 'write', planFiles: 'write', email: 'send' },
  request: { body: CreateRequestBody },
  response: CreatedRequest,
});
