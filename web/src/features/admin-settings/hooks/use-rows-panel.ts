import type { AdminSiteSettings } from '@shop/shared/settings/admin-site-settings';
import type { SiteSettingsUpdate } from '@shop/shared/settings/site-settings-update';
import type { FormEvent } from 'react';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { useSettingsSave } from './use-settings-save.ts';

/**
 * The tabs that edit a table of rows (Taxes, Plot & Build Costs): the form's state from the saved settings, a row
 * changed or removed by its place, and Save Changes with the tab's own check first (its first problem shown).
 */
export function useRowsPanel<Values extends { rows: object[] }>(
  settings: AdminSiteSettings,
  formValues: (settings: AdminSiteSettings) => Values,
  changes: (values: Values) => { ok: true; body: SiteSettingsUpdate } | { ok: false; message: string },
) {
  const form = useFormState<Values>(() => formValues(settings));
  const { saveSettings, saving } = useSettingsSave();
  const { values, setValues, setProblem, showFailure } = form;

  const setRow = (index: number, change: Partial<Values['rows'][number]>) =>
    setValues((current) => ({
      ...current,
      rows: current.rows.map((row, i) => (i === index ? { ...row, ...change } : row)),
    }));
  const removeRow = (index: number) =>
    setValues((current) => ({ ...current, rows: current.rows.filter((_, i) => i !== index) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = changes(values);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    saveSettings(checked.body, (saved) => setValues(formValues(saved)), showFailure);
  };

  return { ...form, setRow, removeRow, submit, saving };
}
