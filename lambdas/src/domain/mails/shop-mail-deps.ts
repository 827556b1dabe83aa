import type { Mailer } from '../ports/mailer.ts';
import type { SiteSettingsSource } from '../settings/settings-or-defaults.ts';

/**
 * What a mail from the shop needs: the mailer, the site settings its signature is read from, and the shop's public
 * address for its links (no trailing slash).
 */
export interface ShopMailDeps {
  mailer: Mailer;
  settings: SiteSettingsSource;
  siteUrl: string;
}
