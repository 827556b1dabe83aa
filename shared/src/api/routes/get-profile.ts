import { Profile, UserIdParams } from '../../accounts/profile.ts';
import { defineRoute } from '../route-definition.ts';

export const getProfileRoute = defineRoute({
  name: 'get-profile',
  method: 'GET',
  path: '/api/profiles/{userId}',
  auth: 'user',
  handler: 'accounts/get-profile',
  access: { table: 'read', identity: 'read' },
  request: { params: UserIdParams },
  response: Profile,
});
