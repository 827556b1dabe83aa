import * as z from 'zod/mini';
import { type BuildCostRates, DEFAULT_BUILD_COST_RATES } from '../build/build-cost-defaults.ts';
import { DEFAULT_PLOT_SETBACKS, type PlotSetbacks } from '../build/plot-basics.ts';
import { BUSINESS } from '../business.ts';
import { CURRENCY } from '../constants.ts';
import { DEFAULT_TAX_SETTINGS, TaxRate } from '../invoices/tax-rate.ts';
import { lazySchema } from '../lazy-schema.ts';
import { EXTRA_BUILD_SHARE_DEFAULT } from '../orders/extra-build-share.ts';
import { LIBRARY_REOPENING } from '../orders/library.ts';
import type { AdminSiteSettings } from './admin-site-settings.ts';

/** Placeholder of the Security tab's Session Timeout field, and the value until staff set one. */
export const SESSION_TIMEOUT_MINUTES_DEFAULT = 60;
/** What a buyer reads when staff have switched Enable Online Payments off. */
export const ONLINE_PAYMENTS_OFF_MESSAGE =
  'Online payments are switched off for the moment. Please contact us to complete your purchase.';

/**
 * What the shop shows every visitor: the General tab (name, description, contact email) and whether
 * it takes online payments, with the payment provider's public key (public by design) and currency.
 */
export const PublicSiteSettings = lazySchema(() =>
  z.object({
    site_name: z.string(),
    site_description: z.string(),
    contact_email: z.string(),
    online_payments_enabled: z.boolean(),
    /** Paystack's public key: shown read-only in the Payments tab, set by the operator, not by staff. */
    paystack_public_key: z.string(),
    default_currency: z.literal(CURRENCY),
    /** Plot & build costs tab (decision 0025): the shop's plot fit and cost-to-build estimates use them. */
    plot_setbacks: z.object({ front_m: z.number(), rear_m: z.number(), side_m: z.number() }),
    build_cost_rates: z.object({
      rows: z.array(z.object({ region: z.string(), basic: z.number(), standard: z.number(), high_end: z.number() })),
      set_on: z.string(),
    }),
    /**
     * Tax rows staff keep (decision 0046): checkout shows the lines, the server charges and snapshots them on the
     * order when payment starts. Public: a buyer must see what they will pay.
     */
    tax_rates: z.array(TaxRate),
    /** Whether catalogue prices already include the enabled taxes (else they are added at checkout). */
    prices_include_tax: z.boolean(),
  }),
);
export type PublicSiteSettings = z.infer<typeof PublicSiteSettings>;

/** The settings staff can change (the key and currency are read-only); what the table stores. */
export type EditableSiteSettings = Omit<
  AdminSiteSettings,
  'paystack_public_key' | 'default_currency' | 'updated_at' | 'updated_by' | 'plot_setbacks' | 'build_cost_rates'
> & { plot_setbacks: PlotSetbacks; build_cost_rates: BuildCostRates };

export const DEFAULT_SITE_SETTINGS: EditableSiteSettings = {
  site_name: BUSINESS.name,
  site_description: 'Architectural house plans for Ghana and West Africa, ready to download.',
  contact_email: BUSINESS.email,
  online_payments_enabled: true,
  notify_new_orders: true,
  notify_new_users: true,
  notify_payment_confirmations: true,
  require_email_verification: true,
  two_factor_enabled: false,
  session_timeout_minutes: SESSION_TIMEOUT_MINUTES_DEFAULT,
  library_free_reopenings: LIBRARY_REOPENING.defaultFreePerYear,
  plot_setbacks: DEFAULT_PLOT_SETBACKS,
  build_cost_rates: DEFAULT_BUILD_COST_RATES,
  ...DEFAULT_TAX_SETTINGS,
  extra_build_share_percent: EXTRA_BUILD_SHARE_DEFAULT,
};
