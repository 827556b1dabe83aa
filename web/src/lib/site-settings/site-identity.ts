import { DEFAULT_SITE_SETTINGS, type PublicSiteSettings } from '@shop/shared/settings/site-settings';

/** The saved General tab the shop shows: name, description and contact email. */
export type SiteIdentity = Pick<PublicSiteSettings, 'site_name' | 'site_description' | 'contact_email'>;

/**
 * What the shop shows until the settings answer, or when they cannot be read: the server's own defaults (the
 * firm's name and email from BUSINESS), so a shop whose staff never saved anything paints the same text twice.
 */
export const FALLBACK_SITE_IDENTITY: SiteIdentity = {
  site_name: DEFAULT_SITE_SETTINGS.site_name,
  site_description: DEFAULT_SITE_SETTINGS.site_description,
  contact_email: DEFAULT_SITE_SETTINGS.contact_email,
};

/** A saved value when there is one; an empty or blank one (a cleared description) falls back, never blank. */
function pick(saved: string | undefined, fallback: string): string {
  const trimmed = saved?.trim();
  return trimmed ? trimmed : fallback;
}

/** The saved settings over the fallback, field by field. */
export function siteIdentity(saved: Partial<SiteIdentity> | undefined): SiteIdentity {
  return {
    site_name: pick(saved?.site_name, FALLBACK_SITE_IDENTITY.site_name),
    site_description: pick(saved?.site_description, FALLBACK_SITE_IDENTITY.site_description),
    contact_email: pick(saved?.contact_email, FALLBACK_SITE_IDENTITY.contact_email),
  };
}
