import { SESSION_TIMEOUTS, type UserSettings } from '@shop/shared/accounts/user-settings';
import type { FormEvent } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { SwitchInput } from '../../../components/ui/switch-input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { useUpdateUserSettings } from '../api/update-user-settings.ts';
import { showSaveFailed } from '../utils/save-failed.ts';
import { AccountCard } from './account-card.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { TwoFactorRow } from './two-factor-row.tsx';

const TIMEOUT_LABELS: Record<(typeof SESSION_TIMEOUTS)[number], string> = {
  '1h': msg('1 hour'),
  '8h': msg('8 hours'),
  '24h': msg('24 hours'),
  '7d': msg('7 days'),
};

/** Security: login alerts, session timeout, change password. */
export function SecuritySettings({ userId, settings }: { userId: string; settings: UserSettings }) {
  const showToast = useToast();
  const save = useUpdateUserSettings(userId);
  const {
    id,
    values,
    set,
    problem: error,
    setProblem: setError,
  } = useFormState({ login_alerts: settings.login_alerts, session_timeout: settings.session_timeout });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(values, {
      onSuccess: () =>
        showToast({ title: t('Security settings saved'), description: t('Your security settings have been saved.') }),
      onError: (cause) =>
        showSaveFailed(cause, t('Failed to save your settings. Please try again.'), { setError, showToast }),
    });
  };

  return (
    <AccountCard
      headingId={`${id}-heading`}
      title={t('Security')}
      sectionId="security"
      focusable
      lead={t('Keep your account safe on shared and personal devices.')}
    >
      <form className="form-stack" onSubmit={submit}>
        <div className="field">
          <label className="switch" htmlFor={`${id}-alerts`}>
            <span>
              <span className="switch-label">{t('Login alerts')}</span>
              <span className="field-hint" id={`${id}-alerts-hint`}>
                {t('Email me when my account is signed in from a device or browser it has not used before.')}
              </span>
            </span>
            <SwitchInput
              id={`${id}-alerts`}
              checked={values.login_alerts}
              aria-describedby={`${id}-alerts-hint`}
              onChange={(checked) => set('login_alerts', checked)}
            />
          </label>
        </div>
        <div className="field">
          <label htmlFor={`${id}-timeout`} className="field-label">
            {t('Session timeout')}
          </label>
          <Select
            id={`${id}-timeout`}
            value={values.session_timeout}
            aria-describedby={`${id}-timeout-hint`}
            onChange={(value) => set('session_timeout', value)}
            // i18next-instrument-ignore-next-line
            options={SESSION_TIMEOUTS.map((option) => ({ id: option, label: t(TIMEOUT_LABELS[option]) }))}
          />
          <p id={`${id}-timeout-hint`} className="field-hint">
            {t('After this long without activity you are signed out on this browser.')}
          </p>
        </div>
        <TwoFactorRow />
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        <div className="form-actions">
          <SubmitButton busy={save.isPending} busyLabel={t('Saving...')}>
            {t('Save Security Settings')}
          </SubmitButton>
        </div>
      </form>
      <ChangePasswordForm />
    </AccountCard>
  );
}
