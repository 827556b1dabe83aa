import { DISPLAY_CURRENCIES, THEMES, TIMEZONES, type UserSettings } from '@shop/shared/accounts/user-settings';
import { isShopLanguage, SHOP_LANGUAGES, type ShopLanguage } from '@shop/shared/i18n/languages';
import type { FormEvent } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select as SelectControl } from '../../../components/ui/select.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import { switchLanguage } from '../../../i18n/language-choice.ts';
import { msg } from '../../../i18n/msg.ts';
import { useUpdateUserSettings } from '../api/update-user-settings.ts';
import { showSaveFailed } from '../utils/save-failed.ts';
import { AccountCard } from './account-card.tsx';

type Preferences = Pick<UserSettings, 'language' | 'currency' | 'timezone' | 'theme'>;

/** The languages the shop speaks, each written in itself (decision 0026); Spanish is kept in the schema, not offered. */
const LANGUAGE_LABELS: Record<ShopLanguage, string> = { en: 'English', fr: 'Français' };
const CURRENCY_LABELS: Record<(typeof DISPLAY_CURRENCIES)[number], string> = {
  GHS: msg('GHS: Ghana cedi (₵)'),
  USD: msg('USD: US dollar ($)'),
  EUR: msg('EUR: Euro (€)'),
};
const TIMEZONE_LABELS: Record<(typeof TIMEZONES)[number], string> = {
  'Africa/Accra': msg('Accra (Ghana time)'),
  UTC: 'UTC',
  'America/New_York': msg('New York (US Eastern)'),
};
const THEME_LABELS: Record<(typeof THEMES)[number], string> = {
  light: msg('Light'),
  dark: msg('Dark'),
  system: msg('System (follow this device)'),
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
    // i18next-instrument-ignore-next-line
    <FormField htmlFor={id} label={t(label)} hint={hint ? t(hint) : undefined}>
      <SelectControl
        id={id}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={onChange}
        // i18next-instrument-ignore-next-line
        options={options.map((option) => ({ id: option, label: t(labels[option]) }))}
      />
    </FormField>
  );
}

/**
 * Preferences, saved on the server and applied across the site: the theme
 * at once, the currency on every price, the time zone on dates in the account pages.
 */
export function PreferencesForm({ userId, settings }: { userId: string; settings: UserSettings }) {
  const showToast = useToast();
  const save = useUpdateUserSettings(userId);
  const {
    id,
    values,
    problem: error,
    setProblem: setError,
    set,
    fieldId,
  } = useFormState<Preferences>({
    // A saved language the shop does not speak (Spanish) shows as the language of this page.
    language: isShopLanguage(settings.language) ? settings.language : currentLanguage(),
    currency: settings.currency,
    timezone: settings.timezone,
    theme: settings.theme,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(values, {
      onSuccess: () => {
        showToast({ title: t('Preferences saved'), description: t('Your preferences have been saved.') });
        // Another language: this device keeps the choice and the same page opens in that language.
        if (isShopLanguage(values.language) && values.language !== currentLanguage()) switchLanguage(values.language);
      },
      onError: (cause) =>
        showSaveFailed(cause, t('Failed to save your preferences. Please try again.'), { setError, showToast }),
    });
  };

  return (
    <AccountCard
      headingId={`${id}-heading`}
      title={t('Preferences')}
      lead={t('How the shop looks and shows prices and dates to you.')}
    >
      <form className="form-stack" onSubmit={submit}>
        <div className="form-row">
          <Select
            id={fieldId('language')}
            label={msg('Language')}
            value={values.language as ShopLanguage}
            options={SHOP_LANGUAGES}
            labels={LANGUAGE_LABELS}
            hint={msg('The shop, your account, your mails and your invoices in this language.')}
            onChange={(value) => set('language', value)}
          />
          <Select
            id={fieldId('currency')}
            label={msg('Currency')}
            value={values.currency}
            options={DISPLAY_CURRENCIES}
            labels={CURRENCY_LABELS}
            hint={
              values.currency === 'EUR'
                ? msg('Prices in euros are not available yet: prices show in cedis first, with US dollars beside.')
                : msg('Which price shows first. You always pay in cedis.')
            }
            onChange={(value) => set('currency', value)}
          />
        </div>
        <div className="form-row">
          <Select
            id={fieldId('timezone')}
            label={msg('Timezone')}
            value={values.timezone}
            options={TIMEZONES}
            labels={TIMEZONE_LABELS}
            hint={msg('Dates in your account show in this time zone.')}
            onChange={(value) => set('timezone', value)}
          />
          <Select
            id={fieldId('theme')}
            label={msg('Theme')}
            value={values.theme}
            options={THEMES}
            labels={THEME_LABELS}
            onChange={(value) => set('theme', value)}
          />
        </div>
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        <div className="form-actions">
          <SubmitButton busy={save.isPending} busyLabel={t('Saving...')}>
            {t('Save Preferences')}
          </SubmitButton>
        </div>
      </form>
    </AccountCard>
  );
}
