import { UserIdParams } from '../../accounts/profile.ts';
import { UserSettings } from '../../accounts/user-settings.ts';
import { defineRoute } from '../route-definition.ts';

export const getUserSettingsRoute = defineRoute({
  name: 'get-user-settings',
  method: 'GET',
  path: '/api/profiles/{userId}/settings',
  auth: 'user',
  handler: 'accounts/get-user-settings',
  access: { table: 'read' },
  request: { params: UserIdParams },
  response: UserSettings,
});
