import { DEFAULT_SITE_SETTINGS, type EditableSiteSettings } from '@shop/shared/settings/site-settings';
import { log } from '../../observability/log.ts';

/** Where the saved settings come from (the site settings repository). */
export interface SiteSettingsSource {
  read(): Promise<EditableSiteSettings>;
}

/**
 * The saved settings, or the defaults (every notification on) when they cannot be read: a settings
 * outage must never block what the caller is doing (completing a paid order), so it is logged instead.
 */
export async function settingsOrDefaults(
  source: SiteSettingsSource,
  context: Record<string, unknown>,
): Promise<EditableSiteSettings> {
  try {
    return await source.read();
  } catch (error) {
    log('error', 'site settings read failed; using the defaults', { ...context, error: String(error) });
    return DEFAULT_SITE_SETTINGS;
  }
}
