import { DEFAULT_SITE_SETTINGS, type EditableSiteSettings } from '@shop/shared/settings/site-settings';
import type { SiteSettingsSource } from '../../../src/domain/settings/settings-or-defaults.ts';

/** Saved site settings: the defaults with the given changes; `failing` makes reads throw, as a table outage. */
export function settingsFake(changes: Partial<EditableSiteSettings> = {}, options: { failing?: boolean } = {}) {
  return {
    async read(): Promise<EditableSiteSettings> {
      if (options.failing) throw new Error('settings unavailable');
      return { ...DEFAULT_SITE_SETTINGS, ...changes };
    },
  } satisfies SiteSettingsSource;
}
