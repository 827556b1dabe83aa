import { AdminRequestsQuery, RequestList } from '../../requests/request.ts';
import { defineRoute } from '../route-definition.ts';

// The staff desk: requests newest first, filtered by state, kind, service, assignee and age.
export const listAdminRequestsRoute = defineRoute({
  name: 'list-admin-requests',
  method: 'GET',
  path: '/api/admin/requests',
  auth: 'admin',
  handler: 'requests/list-admin-requests',
  access: { table: 'read' },
  request: { query: AdminRequestsQuery },
  response: RequestList,
});
