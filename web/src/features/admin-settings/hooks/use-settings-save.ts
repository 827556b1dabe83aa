import { type AdminSiteSettings, SETTINGS_SAVED_MESSAGE } from '@shop/shared/settings/admin-site-settings';
import type { SiteSettingsUpdate } from '@shop/shared/settings/site-settings-update';
import { useToast } from '../../../components/ui/toast.tsx';
import { useSaveSiteSettings } from '../api/site-settings.ts';

/**
 * Every tab saves the same way: PUT /api/settings with the tab's checked body, the tab's values put back from the
 * saved set, and the same toast; a refusal goes on the form (`showFailure` of useFormState) and in a toast.
 */
export function useSettingsSave() {
  const showToast = useToast();
  const save = useSaveSiteSettings();
  const saveSettings = (
    body: SiteSettingsUpdate,
    onSaved: (saved: AdminSiteSettings) => void,
    showFailure: (error: unknown, fallback: string) => void,
  ) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        onSaved(saved);
        showToast(SETTINGS_SAVED_MESSAGE);
      },
      onError: (error) => {
        showFailure(error, 'Failed to save settings');
        showToast('Failed to save settings');
      },
    });
  return { saveSettings, saving: save.isPending };
}
