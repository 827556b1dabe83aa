import { RequestIdParams, RequestThread, RequestTokenQuery } from '../../requests/request.ts';
import { defineRoute } from '../route-definition.ts';

// A request's thread: for its requester (signed in, or a visitor's private link) and staff (with internal notes).
export const getRequestRoute = defineRoute({
  name: 'get-request',
  method: 'GET',
  path: '/api/requests/{id}',
  auth: 'optional',
  handler: 'requests/get-request',
  access: { table: 'read' },
  request: { params: RequestIdParams, query: RequestTokenQuery },
  response: RequestThread,
});
