import { RequestList } from '../../requests/request.ts';
import { defineRoute } from '../route-definition.ts';

// The signed-in requester's own requests, newest first.
export const listOwnRequestsRoute = defineRoute({
  name: 'list-own-requests',
  method: 'GET',
  path: '/api/requests',
  auth: 'user',
  handler: 'requests/list-own-requests',
  access: { table: 'read' },
  request: {},
  response: RequestList,
});
