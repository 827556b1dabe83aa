import { EXTRA_BUILD_SHARE_DEFAULT } from '@shop/shared/orders/extra-build-share';
import { LIBRARY_REOPENING } from '@shop/shared/orders/library';
import type { AdminSiteSettings } from '@shop/shared/settings/admin-site-settings';
import { SESSION_TIMEOUT_MINUTES_DEFAULT } from '@shop/shared/settings/site-settings';
import { SiteSettingsUpdate } from '@shop/shared/settings/site-settings-update';
import { optionList } from '../../../lib/option-list.ts';
import { schemaFieldErrors } from '../../../lib/schema-field-errors.ts';

export const SETTINGS_TABS = optionList({
  general: 'General',
  payments: 'Payments',
  notifications: 'Notifications',
  security: 'Security',
  build: 'Plot & Build Costs',
  taxes: 'Taxes',
});
export type SettingsTab = (typeof SETTINGS_TABS)[number]['id'];

/** The editable settings as the four tabs hold them; the session timeout as typed. */
export interface SettingsFormValues {
  site_name: string;
  site_description: string;
  contact_email: string;
  online_payments_enabled: boolean;
  notify_new_orders: boolean;
  notify_new_users: boolean;
  notify_payment_confirmations: boolean;
  require_email_verification: boolean;
  two_factor_enabled: boolean;
  session_timeout_minutes: string;
  /** An extra build licence's share of the package price, in percent, as typed. */
  extra_build_share_percent: string;
  library_free_reopenings: string;
}

/** Which fields each tab's Save Changes sends: a tab never overwrites what another tab holds unsaved. */
export const TAB_FIELDS: Record<SettingsTab, readonly (keyof SettingsFormValues)[]> = {
  general: ['site_name', 'site_description', 'contact_email'],
  payments: ['online_payments_enabled', 'extra_build_share_percent', 'library_free_reopenings'],
  notifications: ['notify_new_orders', 'notify_new_users', 'notify_payment_confirmations'],
  security: ['require_email_verification', 'two_factor_enabled', 'session_timeout_minutes'],
  // Its own panel and form (build-costs-panel.tsx): setbacks and the rates table are not flat fields.
  build: [],
  // Its own panel and form too (tax-panel.tsx): a list of tax rows.
  taxes: [],
};

export function settingsFormValues(settings: AdminSiteSettings): SettingsFormValues {
  return {
    site_name: settings.site_name,
    site_description: settings.site_description,
    contact_email: settings.contact_email,
    online_payments_enabled: settings.online_payments_enabled,
    notify_new_orders: settings.notify_new_orders,
    notify_new_users: settings.notify_new_users,
    notify_payment_confirmations: settings.notify_payment_confirmations,
    require_email_verification: settings.require_email_verification,
    two_factor_enabled: settings.two_factor_enabled,
    session_timeout_minutes: String(settings.session_timeout_minutes),
    extra_build_share_percent: String(settings.extra_build_share_percent),
    library_free_reopenings: String(settings.library_free_reopenings),
  };
}

/**
 * One tab's changes, checked with the server's schema. An empty timeout means the default (the field's
 * placeholder, 60). Returns the body to send, or the messages by field.
 */
export function tabChanges(
  tab: SettingsTab,
  values: SettingsFormValues,
): { ok: true; body: SiteSettingsUpdate } | { ok: false; errors: Partial<Record<keyof SettingsFormValues, string>> } {
  const body: Record<string, unknown> = {};
  for (const field of TAB_FIELDS[tab]) {
    if (field === 'session_timeout_minutes') {
      const typed = values.session_timeout_minutes.trim();
      body[field] = typed === '' ? SESSION_TIMEOUT_MINUTES_DEFAULT : Number(typed);
    } else if (field === 'extra_build_share_percent') {
      const typed = values.extra_build_share_percent.trim();
      body[field] = typed === '' ? EXTRA_BUILD_SHARE_DEFAULT : Number(typed);
    } else if (field === 'library_free_reopenings') {
      // Typed as text; an empty field keeps the default allowance.
      const typed = values.library_free_reopenings.trim();
      body[field] = typed === '' ? LIBRARY_REOPENING.defaultFreePerYear : Number(typed);
    } else {
      body[field] = values[field];
    }
  }
  const result = SiteSettingsUpdate.safeParse(body);
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: schemaFieldErrors(result.error.issues, values) };
}
