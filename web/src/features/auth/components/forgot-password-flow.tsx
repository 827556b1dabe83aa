import { meetsPasswordPolicy, passwordRuleText } from '@shop/shared/accounts/password-policy';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { EmailInput } from '../../../components/ui/form-field.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { t } from '../../../i18n/i18n.ts';
import { confirmResetPassword, resetPassword } from '../../../lib/auth-account.ts';
import { describeAuthError } from '../../../lib/auth-errors.ts';
import { CodeInput } from './code-input.tsx';
import { OfflineCodeHint } from './offline-code-hint.tsx';

interface ForgotPasswordFlowProps {
  initialEmail: string;
  notice?: string;
  /** The password was changed: back to Login with this email. */
  onDone: (email: string) => void;
  onCancel: () => void;
}

/** Forgot password: the email gets a code, then the code and a new password set it. */
export function ForgotPasswordFlow({ initialEmail, notice, onDone, onCancel }: ForgotPasswordFlowProps) {
  const showToast = useToast();
  const { values, set, problem, setProblem, fieldId } = useFormState({
    email: initialEmail,
    code: '',
    password: '',
    confirm: '',
  });
  const { email, code, password, confirm } = values;
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const fail = (error: unknown, action: 'forgot' | 'reset') => {
    const described = describeAuthError(error, action);
    setProblem(described.message);
    // i18next-instrument-ignore-next-line
    showToast({ title: t('Password Reset Error'), description: t(described.message) });
  };

  const requestCode = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await resetPassword(email);
      setCodeSent(true);
    } catch (error) {
      fail(error, 'forgot');
    } finally {
      setBusy(false);
    }
  };

  const setNewPassword = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (password !== confirm) {
      setProblem(t('Passwords do not match'));
      showToast({ title: t('Password Mismatch'), description: t('Passwords do not match') });
      return;
    }
    if (!meetsPasswordPolicy(password)) {
      setProblem(passwordRuleText());
      return;
    }
    setBusy(true);
    try {
      await confirmResetPassword(email, code, password);
      showToast({ title: t('Password reset'), description: t('Log in with your new password.') });
      onDone(email.trim());
    } catch (error) {
      fail(error, 'reset');
      setBusy(false);
    }
  };

  const problemAlert = problem ? (
    <FormAlert tone="error" title={t('Password Reset Error')}>
      {/* i18next-instrument-ignore-next-line */}
      {t(problem)}
    </FormAlert>
  ) : null;

  if (!codeSent) {
    return (
      <form className="form-stack" onSubmit={requestCode}>
        <h3 className="auth-step-title">{t('Reset your password')}</h3>
        <p className="muted auth-step-lead">
          {notice ?? t('Enter the email you signed up with and we will send you a code to choose a new password.')}
        </p>
        <EmailInput id={fieldId('email')} value={email} onChange={(typed) => set('email', typed)} />
        {problemAlert}
        <SubmitButton busy={busy} busyLabel={t('Sending...')} className="button button-primary button-block">
          {t('Send Code')}
        </SubmitButton>
        <button type="button" className="link-button" onClick={onCancel}>
          {t('Back to Login')}
        </button>
      </form>
    );
  }

  return (
    <form className="form-stack" onSubmit={setNewPassword}>
      <h3 className="auth-step-title">{t('Choose a new password')}</h3>
      <FormAlert tone="info">{t('We emailed a code to {email}.', { email: email.trim() })}</FormAlert>
      <OfflineCodeHint lead={t('Running offline: the code is printed by')} />
      <CodeInput id={fieldId('code')} value={code} onChange={(typed) => set('code', typed)} />
      <NewPasswordFields
        ids={{ password: fieldId('password'), confirm: fieldId('confirm') }}
        labels={{ password: t('New Password'), confirm: t('Confirm New Password') }}
        password={{ value: password, onChange: (event) => set('password', event.target.value) }}
        confirm={{ value: confirm, onChange: (event) => set('confirm', event.target.value) }}
      />
      {problemAlert}
      <SubmitButton busy={busy} busyLabel={t('Saving...')} className="button button-primary button-block">
        {t('Reset Password')}
      </SubmitButton>
      <div className="form-footer">
        <button type="button" className="link-button" onClick={() => requestCode()} disabled={busy}>
          {t('Resend code')}
        </button>
        <button type="button" className="link-button" onClick={onCancel}>
          {t('Back to Login')}
        </button>
      </div>
    </form>
  );
}
