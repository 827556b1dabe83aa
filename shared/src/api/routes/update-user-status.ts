import { AdminUser, UserIdPathParams, UserStatusRequest } from '../../admin/users.ts';
import { defineRoute } from '../route-definition.ts';

export const updateUserStatusRoute = defineRoute({
  name: 'update-user-status',
  method: 'PUT',
  path: '/api/users/{id}/status',
  auth: 'admin',
  handler: 'users/update-user-status',
  access: { table: 'write', identity: 'write' },
  request: { params: UserIdPathParams, body: UserStatusRequest },
  response: AdminUser,
});
