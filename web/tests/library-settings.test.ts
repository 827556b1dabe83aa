import { describe, expect, it } from 'vitest';
import { settingsFormValues, tabChanges } from '../src/features/admin-settings/utils/settings-form.ts';
import { SAVED_SITE_SETTINGS } from './support/saved-site-settings.ts';

describe('the free reopenings setting on the Payments tab', () => {
  it('starts at 3 a year and saves a typed number with the tab', () => {
    const values = { ...settingsFormValues(SAVED_SITE_SETTINGS), library_free_reopenings: '5' };

    const payments = tabChanges('payments', values);

    expect(settingsFormValues(SAVED_SITE_SETTINGS).library_free_reopenings).toBe('3');
    expect(payments).toEqual({
      ok: true,
      body: { online_payments_enabled: true, extra_build_share_percent: 40, library_free_reopenings: 5 },
    });
  });

  it('saves an empty field as the default, 0 as "staff only", and refuses what the server would', () => {
    const typed = (text: string) =>
      tabChanges('payments', { ...settingsFormValues(SAVED_SITE_SETTINGS), library_free_reopenings: text });

    expect(typed('')).toMatchObject({ ok: true, body: { library_free_reopenings: 3 } });
    expect(typed('0')).toMatchObject({ ok: true, body: { library_free_reopenings: 0 } });
    for (const wrong of ['-1', '51', '1.5', 'three']) {
      expect(typed(wrong)).toEqual({
        ok: false,
        errors: { library_free_reopenings: 'Free reopenings must be a whole number from 0 to 50' },
      });
    }
  });
});
