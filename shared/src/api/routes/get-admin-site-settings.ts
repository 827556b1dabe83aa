import { AdminSiteSettings } from '../../settings/admin-site-settings.ts';
import { defineRoute } from '../route-definition.ts';

export const getAdminSiteSettingsRoute = defineRoute({
  name: 'get-admin-site-settings',
  method: 'GET',
  path: '/api/admin/settings',
  auth: 'admin',
  handler: 'settings/get-admin-site-settings',
  access: { table: 'read' },
  request: {},
  response: AdminSiteSettings,
});
