import { RequestIdParams, RequestThread, StaffRequestUpdate } from '../../requests/request.ts';
import { defineRoute } from '../route-definition.ts';

// Staff assign a request and move its state (not the quote or delivery states, which have routes of their own).
export const updateAdminRequestRoute = defineRoute({
  name: 'update-admin-request',
  method: 'PATCH',
  path: '/api/admin/requests/{id}',
  auth: 'admin',
  handler: 'requests/update-admin-request',
  // identity read: another staff member named as assignee must be staff.
  access: { table: 'write', email: 'send', identity: 'read' },
  request: { params: RequestIdParams, body: StaffRequestUpdate },
  response: RequestThread,
});
