import type { AdminSiteSettings } from '@shop/shared/settings/admin-site-settings';
import { DEFAULT_SITE_SETTINGS } from '@shop/shared/settings/site-settings';

/** The settings as GET /api/admin/settings answers them before anyone changed one. */
export const SAVED_SITE_SETTINGS: AdminSiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  paystack_public_key: 'pk_test_123',
  default_currency: 'GHS',
  updated_at: '',
  updated_by: '',
};
