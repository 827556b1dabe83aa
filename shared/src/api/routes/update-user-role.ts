import { AdminUser, RoleChangeRequest, UserIdPathParams } from '../../admin/users.ts';
import { defineRoute } from '../route-definition.ts';

export const updateUserRoleRoute = defineRoute({
  name: 'update-user-role',
  method: 'PUT',
  path: '/api/users/{id}/role',
  auth: 'admin',
  handler: 'users/update-user-role',
  access: { table: 'write', identity: 'write' },
  request: { params: UserIdPathParams, body: RoleChangeRequest },
  response: AdminUser,
});
