import * as z from 'zod/mini';
import { BuildCostRatesInput, PlotSetbacksInput } from '../build/build-settings-input.ts';
import { TaxRate } from '../invoices/tax-rate.ts';
import { lazySchema } from '../lazy-schema.ts';
import { LIBRARY_REOPENING } from '../orders/library.ts';
import { PLAN_EXTRAS_TEXTS } from '../orders/plan-extras.ts';
import { atLeastOneField } from '../update-body.ts';
import { rejectUnknownFields } from '../validation.ts';

/*
 * The staff's change to the settings, a module of its own: the shop's first screen reads the public settings
 * (site-settings.ts), and a bundler splits by module, so this admin-only schema (with the Plot & Build Costs
 * tab's checks) stays out of the storefront's initial JavaScript.
 */

const flag = (label: string) => z.boolean({ error: `${label} must be on or off (true or false)` });

/** PUT /api/settings: any subset of the editable settings (each tab saves its own); unknown or read-only fields refused. */
export const SiteSettingsUpdate = lazySchema(() =>
  z
    .strictObject(
      {
        site_name: z.optional(
          z
            .string({ error: 'Site name is required' })
            .check(
              z.trim(),
              z.minLength(1, { error: 'Site name is required' }),
              z.maxLength(80, { error: 'Site name must be at most 80 characters' }),
            ),
        ),
        site_description: z.optional(
          z.string().check(z.trim(), z.maxLength(300, { error: 'Site description must be at most 300 characters' })),
        ),
        contact_email: z.optional(
          z
            .string({ error: 'Please enter a valid contact email' })
            .check(
              z.trim(),
              z.maxLength(254, { error: 'Please enter a valid contact email' }),
              z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'Please enter a valid contact email' }),
            ),
        ),
        online_payments_enabled: z.optional(flag('Enable Online Payments')),
        notify_new_orders: z.optional(flag('New Order Notifications')),
        notify_new_users: z.optional(flag('New User Registration')),
        notify_payment_confirmations: z.optional(flag('Payment Confirmations')),
        require_email_verification: z.optional(flag('Require Email Verification')),
        two_factor_enabled: z.optional(flag('Enable Two-Factor Authentication')),
        session_timeout_minutes: z.optional(
          z
            .number({ error: 'Session timeout must be a whole number of minutes from 5 to 10080' })
            .check(
              z.int({ error: 'Session timeout must be a whole number of minutes from 5 to 10080' }),
              z.gte(5, { error: 'Session timeout must be a whole number of minutes from 5 to 10080' }),
              z.lte(10_080, { error: 'Session timeout must be a whole number of minutes from 5 to 10080' }),
            ),
        ),
        library_free_reopenings: z.optional(
          z
            .number({ error: `Free reopenings must be a whole number from 0 to ${LIBRARY_REOPENING.maxFreePerYear}` })
            .check(
              z.int({ error: `Free reopenings must be a whole number from 0 to ${LIBRARY_REOPENING.maxFreePerYear}` }),
              z.gte(0, {
                error: `Free reopenings must be a whole number from 0 to ${LIBRARY_REOPENING.maxFreePerYear}`,
              }),
              z.lte(LIBRARY_REOPENING.maxFreePerYear, {
                error: `Free reopenings must be a whole number from 0 to ${LIBRARY_REOPENING.maxFreePerYear}`,
              }),
            ),
        ),
        plot_setbacks: z.optional(PlotSetbacksInput),
        /** The rates table; the server dates it with the day it is saved. */
        build_cost_rates: z.optional(BuildCostRatesInput),
        /** The tax rows (all of them: the tab saves the whole table); ids must differ. */
        tax_rates: z.optional(
          z.array(TaxRate).check(
            z.maxLength(10, { error: 'At most 10 tax rows' }),
            z.refine((rows) => new Set(rows.map((row) => row.id)).size === rows.length, {
              error: 'Each tax row needs its own id',
            }),
          ),
        ),
        prices_include_tax: z.optional(flag('Prices include tax')),
        extra_build_share_percent: z.optional(
          z
            .number({ error: PLAN_EXTRAS_TEXTS.shareInvalid })
            .check(
              z.int({ error: PLAN_EXTRAS_TEXTS.shareInvalid }),
              z.gte(1, { error: PLAN_EXTRAS_TEXTS.shareInvalid }),
              z.lte(100, { error: PLAN_EXTRAS_TEXTS.shareInvalid }),
            ),
        ),
      },
      rejectUnknownFields,
    )
    .check(atLeastOneField('Send at least one setting to change')),
);
export type SiteSettingsUpdate = z.infer<typeof SiteSettingsUpdate>;
