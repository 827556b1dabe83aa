import { AdminUser, InviteUserRequest } from '../../admin/users.ts';
import { defineRoute } from '../route-definition.ts';

export const inviteUserRoute = defineRoute({
  name: 'invite-user',
  method: 'POST',
  path: '/api/users/invite',
  auth: 'admin',
  handler: 'users/invite-user',
  access: { table: 'write', identity: 'write' },
  request: { body: InviteUserRequest },
  response: AdminUser,
});
