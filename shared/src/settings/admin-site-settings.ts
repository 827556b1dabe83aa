import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { PublicSiteSettings } from './site-settings.ts';

/*
 * The settings as staff see them (the admin Settings page, the server): apart from site-settings.ts, whose public
 * part and defaults every page reads, so the first screen does not carry them.
 */

export const SETTINGS_SAVED_MESSAGE = 'Settings saved successfully';

/** Everything the four tabs hold (General, Payments, Notifications, Security): staff only. */
export const AdminSiteSettings = lazySchema(() =>
  z.extend(PublicSiteSettings, {
    notify_new_orders: z.boolean(),
    notify_new_users: z.boolean(),
    notify_payment_confirmations: z.boolean(),
    require_email_verification: z.boolean(),
    two_factor_enabled: z.boolean(),
    session_timeout_minutes: z.number(),
    /** What an extra build licence costs, as a percentage of the price of the package the buyer holds. */
    extra_build_share_percent: z.number(),
    /** How many times a year a buyer may reopen a plan's closed download window on their own (0: staff only). */
    library_free_reopenings: z.number(),
    /** When and by whom they were last saved; empty until the first save. */
    updated_at: z.string(),
    updated_by: z.string(),
  }),
);
export type AdminSiteSettings = z.infer<typeof AdminSiteSettings>;

/** The public part of the settings, for visitors. */
export function publicSiteSettings(settings: AdminSiteSettings): PublicSiteSettings {
  return {
    site_name: settings.site_name,
    site_description: settings.site_description,
    contact_email: settings.contact_email,
    online_payments_enabled: settings.online_payments_enabled,
    paystack_public_key: settings.paystack_public_key,
    default_currency: settings.default_currency,
    plot_setbacks: settings.plot_setbacks,
    build_cost_rates: settings.build_cost_rates,
    tax_rates: settings.tax_rates,
    prices_include_tax: settings.prices_include_tax,
  };
}
