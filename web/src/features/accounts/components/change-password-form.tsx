import { meetsPasswordPolicy, passwordRuleText } from '@shop/shared/accounts/password-policy';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { t } from '../../../i18n/i18n.ts';
import { updatePassword } from '../../../lib/auth-account.ts';
import { describeAuthError } from '../../../lib/auth-errors.ts';

const EMPTY = { current: '', next: '', confirm: '' };

/** Change password through Cognito: the confirmation must match first; a wrong current password gets Cognito's words. */
export function ChangePasswordForm() {
  const showToast = useToast();
  const { id, values, setValues, problem: error, setProblem: setError, set } = useFormState(EMPTY);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (values.next !== values.confirm) {
      setError(t('New passwords do not match'));
      showToast({ title: t('Password Mismatch'), description: t('New passwords do not match') });
      return;
    }
    if (!meetsPasswordPolicy(values.next)) {
      // i18next-instrument-ignore-next-line
      setError(t(passwordRuleText()));
      return;
    }
    setBusy(true);
    try {
      await updatePassword(values.current, values.next);
      setValues(EMPTY);
      showToast({ title: t('Password updated'), description: t('Your password has been changed successfully.') });
    } catch (cause) {
      const { message } = describeAuthError(cause, 'change-password');
      // i18next-instrument-ignore-next-line
      setError(t(message));
      // i18next-instrument-ignore-next-line
      showToast({ title: t('Password Change Error'), description: t(message) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form-stack change-password" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('Change Password')}</h3>
      <PasswordInput
        id={`${id}-current`}
        label={t('Current Password')}
        required
        autoComplete="current-password"
        {...field('current')}
      />
      <NewPasswordFields
        ids={{ password: `${id}-new`, confirm: `${id}-confirm` }}
        labels={{ password: t('New Password'), confirm: t('Confirm New Password') }}
        password={field('next')}
        confirm={field('confirm')}
      />
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <div className="form-actions">
        <SubmitButton busy={busy} busyLabel={t('Updating...')}>
          {t('Update Password')}
        </SubmitButton>
      </div>
    </form>
  );
}
