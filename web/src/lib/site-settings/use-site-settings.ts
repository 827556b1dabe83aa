import { CURRENCY } from '@shop/shared/constants';
import { DEFAULT_SITE_SETTINGS, type PublicSiteSettings } from '@shop/shared/settings/site-settings';
import { useQuery } from '@tanstack/react-query';
import { siteSettingsQueryOptions } from './get-site-settings.ts';
import { FALLBACK_SITE_IDENTITY, type SiteIdentity, siteIdentity } from './site-identity.ts';

/**
 * Stands in until the request answers. Through `select` it gives the same identity as the fallback, and React
 * Query keeps that same object when the saved settings say the same: the pages that show the name then do not
 * render again when the answer arrives (a whole-page render on a slow phone, decision 0015).
 */
const PLACEHOLDER: PublicSiteSettings = {
  ...FALLBACK_SITE_IDENTITY,
  online_payments_enabled: DEFAULT_SITE_SETTINGS.online_payments_enabled,
  paystack_public_key: '',
  default_currency: CURRENCY,
  plot_setbacks: DEFAULT_SITE_SETTINGS.plot_setbacks,
  build_cost_rates: DEFAULT_SITE_SETTINGS.build_cost_rates,
  tax_rates: DEFAULT_SITE_SETTINGS.tax_rates,
  prices_include_tax: DEFAULT_SITE_SETTINGS.prices_include_tax,
};

/**
 * The site name, description and contact email staff saved. Never waits: until the request answers, or if it
 * fails, the firm's constants stand in, so the header and footer paint at once and never show blanks.
 */
export function useSiteSettings(): SiteIdentity {
  const { data } = useQuery({ ...siteSettingsQueryOptions(), select: siteIdentity, placeholderData: PLACEHOLDER });
  return data ?? FALLBACK_SITE_IDENTITY;
}

/**
 * Whether the shop takes online payments (the Payments tab's switch), so Pay is replaced by the reason before a
 * buyer presses it. Until the answer arrives the default (on) stands: the server refuses a payment all the same.
 */
export function useOnlinePaymentsEnabled(): boolean {
  const { data } = useQuery({
    ...siteSettingsQueryOptions(),
    select: (settings) => settings.online_payments_enabled,
    placeholderData: PLACEHOLDER,
  });
  return data ?? DEFAULT_SITE_SETTINGS.online_payments_enabled;
}

/**
 * The setbacks and building-cost rates staff saved (decision 0025), or undefined until the settings arrive: an
 * estimate or a plot fit is never shown from the defaults and then changed under the reader's eyes.
 */
export function useBuildSettings() {
  const { data } = useQuery({
    ...siteSettingsQueryOptions(),
    select: (settings) => ({ setbacks: settings.plot_setbacks, rates: settings.build_cost_rates }),
  });
  return data;
}
