import { DEFAULT_SITE_SETTINGS, type EditableSiteSettings } from '@shop/shared/settings/site-settings';
import type { SiteSettingsSource } from '../../../src/domain/settings/settings-or-defaults.ts';

/**
 * Saved site settings: the defaults with the given changes; `failing` makes reads throw, as a table outage. `reads`
 * counts the reads asked for, failed ones included.
 */
export function settingsFake(changes: Partial<EditableSiteSettings> = {}, options: { failing?: boolean } = {}) {
  let reads = 0;
  const source = {
    async read(): Promise<EditableSiteSettings> {
      reads += 1;
      if (options.failing) throw new Error('settings unavailable');
      return { ...DEFAULT_SITE_SETTINGS, ...changes };
    },
  } satisfies SiteSettingsSource;
  return { ...source, reads: () => reads };
}
