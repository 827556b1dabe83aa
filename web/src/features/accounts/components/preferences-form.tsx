import {
  DISPLAY_CURRENCIES,
  LANGUAGES,
  THEMES,
  TIMEZONES,
  type UserSettings,
} from '@shop/shared/accounts/user-settings';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select as SelectControl } from '../../../components/ui/select.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateUserSettings } from '../api/update-user-settings.ts';

type Preferences = Pick<UserSettings, 'language' | 'currency' | 'timezone' | 'theme'>;

const LANGUAGE_LABELS: Record<(typeof LANGUAGES)[number], string> = { en: 'English', fr: 'Français', es: 'Español' };
const CURRENCY_LABELS: Record<(typeof DISPLAY_CURRENCIES)[number], string> = {
  GHS: 'GHS: Ghana cedi (₵)',
  USD: 'USD: US dollar ($)',
  EUR: 'EUR: Euro (€)',
};
const TIMEZONE_LABELS: Record<(typeof TIMEZONES)[number], string> = {
  'Africa/Accra': 'Accra (Ghana time)',
  UTC: 'UTC',
  'America/New_York': 'New York (US Eastern)',
};
const THEME_LABELS: Record<(typeof THEMES)[number], string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System (follow this device)',
};

function Select<T extends string>({
  id,
  label,
  value,
  options,
  labels,
  hint,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  hint?: string;
  onChange: (value: T) => void;
}) {
  return (
    <FormField htmlFor={id} label={label} hint={hint}>
      <SelectControl
        id={id}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={onChange}
        options={options.map((option) => ({ id: option, label: labels[option] }))}
      />
    </FormField>
  );
}

/**
 * Preferences, saved on the server and applied across the site: the theme
 * at once, the currency on every price, the time zone on dates in the account pages.
 */
export function PreferencesForm({ userId, settings }: { userId: string; settings: UserSettings }) {
  const id = useId();
  const showToast = useToast();
  const save = useUpdateUserSettings(userId);
  const [values, setValues] = useState<Preferences>({
    language: settings.language,
    currency: settings.currency,
    timezone: settings.timezone,
    theme: settings.theme,
  });
  const [error, setError] = useState<string | null>(null);
  const set =
    <K extends keyof Preferences>(key: K) =>
    (value: Preferences[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(values, {
      onSuccess: () => showToast({ title: 'Preferences saved', description: 'Your preferences have been saved.' }),
      onError: (cause) => {
        const message =
          cause instanceof ApiError ? cause.message : 'Failed to save your preferences. Please try again.';
        setError(message);
        showToast({ title: 'Save failed', description: message });
      },
    });
  };

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <div className="card-header">
        <h2 id={`${id}-heading`}>Preferences</h2>
        <p>How the shop looks and shows prices and dates to you.</p>
      </div>
      <form className="form-stack" onSubmit={submit}>
        <div className="form-row">
          <Select
            id={`${id}-language`}
            label="Language"
            value={values.language}
            options={LANGUAGES}
            labels={LANGUAGE_LABELS}
            hint="The shop is in English for now; your choice is kept for when other languages arrive."
            onChange={set('language')}
          />
          <Select
            id={`${id}-currency`}
            label="Currency"
            value={values.currency}
            options={DISPLAY_CURRENCIES}
            labels={CURRENCY_LABELS}
            hint={
              values.currency === 'EUR'
                ? 'Prices in euros are not available yet: prices show in cedis first, with US dollars beside.'
                : 'Which price shows first. You always pay in cedis.'
            }
            onChange={set('currency')}
          />
        </div>
        <div className="form-row">
          <Select
            id={`${id}-timezone`}
            label="Timezone"
            value={values.timezone}
            options={TIMEZONES}
            labels={TIMEZONE_LABELS}
            hint="Dates in your account show in this time zone."
            onChange={set('timezone')}
          />
          <Select
            id={`${id}-theme`}
            label="Theme"
            value={values.theme}
            options={THEMES}
            labels={THEME_LABELS}
            onChange={set('theme')}
          />
        </div>
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        <div className="form-actions">
          <SubmitButton busy={save.isPending} busyLabel="Saving...">
            Save Preferences
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
