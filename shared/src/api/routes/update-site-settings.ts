import { AdminSiteSettings } from '../../settings/admin-site-settings.ts';
import { SiteSettingsUpdate } from '../../settings/site-settings-update.ts';
import { defineRoute } from '../route-definition.ts';

export const updateSiteSettingsRoute = defineRoute({
  name: 'update-site-settings',
  method: 'PUT',
  path: '/api/settings',
  auth: 'admin',
  handler: 'settings/update-site-settings',
  // Plot setbacks change which plans /api/plans returns for a plot (decision 0025).
  // Home and Contact carry the firm's details from these settings (get-firm-page).
  edgeCache: ['/api/settings', '/api/plans*', '/', '/fr', '/contact', '/fr/contact'],
  access: { table: 'write' },
  request: { body: SiteSettingsUpdate },
  response: AdminSiteSettings,
});
