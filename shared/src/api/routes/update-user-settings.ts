import { UserIdParams } from '../../accounts/profile.ts';
import { UserSettings, UserSettingsUpdate } from '../../accounts/user-settings.ts';
import { defineRoute } from '../route-definition.ts';

export const updateUserSettingsRoute = defineRoute({
  name: 'update-user-settings',
  method: 'PUT',
  path: '/api/profiles/{userId}/settings',
  auth: 'user',
  handler: 'accounts/update-user-settings',
  access: { table: 'write' },
  request: { params: UserIdParams, body: UserSettingsUpdate },
  response: UserSettings,
});
