import { AdminSiteSettings, SiteSettingsUpdate } from '../../settings/site-settings.ts';
import { defineRoute } from '../route-definition.ts';

export const updateSiteSettingsRoute = defineRoute({
  name: 'update-site-settings',
  method: 'PUT',
  path: '/api/settings',
  auth: 'admin',
  handler: 'settings/update-site-settings',
  edgeCache: ['/api/settings'],
  access: { table: 'write' },
  request: { body: SiteSettingsUpdate },
  response: AdminSiteSettings,
});
