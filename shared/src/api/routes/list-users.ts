import { UserListQuery, UserListResponse } from '../../admin/users.ts';
import { defineRoute } from '../route-definition.ts';

export const listUsersRoute = defineRoute({
  name: 'list-users',
  method: 'GET',
  path: '/api/users',
  auth: 'admin',
  handler: 'users/list-users',
  access: { table: 'read', identity: 'read' },
  request: { query: UserListQuery },
  response: UserListResponse,
});
