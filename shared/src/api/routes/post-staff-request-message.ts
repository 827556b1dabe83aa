import { RequestIdParams, RequestThread, StaffMessageBody } from '../../requests/request.ts';
import { defineRoute } from '../route-definition.ts';

// Staff reply (mailed to the requester) or write an internal note (never shown to the requester).
export const postStaffRequestMessageRoute = defineRoute({
  name: 'post-staff-request-message',
  method: 'POST',
  path: '/api/admin/requests/{id}/messages',
  auth: 'admin',
  handler: 'requests/post-staff-request-message',
  access: { table: 'write', planFiles: 'write', email: 'send' },
  request: { params: RequestIdParams, body: StaffMessageBody },
  response: RequestThread,
});
