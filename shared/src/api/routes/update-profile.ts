import { Profile, UserIdParams } from '../../accounts/profile.ts';
import { ProfileUpdate } from '../../accounts/profile-update.ts';
import { defineRoute } from '../route-definition.ts';

export const updateProfileRoute = defineRoute({
  name: 'update-profile',
  method: 'PUT',
  path: '/api/profiles/{userId}',
  auth: 'user',
  handler: 'accounts/update-profile',
  access: { table: 'write', identity: 'read' },
  request: { params: UserIdParams, body: ProfileUpdate },
  response: Profile,
});
