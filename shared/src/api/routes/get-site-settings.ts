import { PublicSiteSettings } from '../../settings/site-settings.ts';
import { defineRoute } from '../route-definition.ts';

export const getSiteSettingsRoute = defineRoute({
  name: 'get-site-settings',
  method: 'GET',
  path: '/api/settings',
  auth: 'public',
  handler: 'settings/get-site-settings',
  access: { table: 'read' },
  request: {},
  response: PublicSiteSettings,
});
