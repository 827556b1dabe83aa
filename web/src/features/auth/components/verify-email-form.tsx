import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { t } from '../../../i18n/i18n.ts';
import { confirmSignUp, resendSignUpCode } from '../../../lib/auth-account.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { type AuthProblem, describeAuthError } from '../../../lib/auth-errors.ts';
import { AuthProblemAlert } from './auth-problem-alert.tsx';
import { CodeInput } from './code-input.tsx';
import { OfflineCodeHint } from './offline-code-hint.tsx';

interface VerifyEmailFormProps {
  email: string;
  /** Known when the person just typed it (sign-up, or a login of an unverified account): then we sign in for them. */
  password?: string;
  /** Why this step shows (a code was sent, the account is not verified yet). */
  notice?: string;
  /** Verified and signed in. */
  onSignedIn: () => void;
  /** Verified (or found verified already) but the password is not known here: the person logs in. */
  onVerified: (message: string) => void;
  onBack?: () => void;
}

/** The emailed 6-digit code, with a resend; after it the person is signed in without typing the password again. */
export function VerifyEmailForm({ email, password, notice, onSignedIn, onVerified, onBack }: VerifyEmailFormProps) {
  const { signIn } = useAuth();
  const showToast = useToast();
  const { values, set, fieldId } = useFormState({ code: '' });
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [info, setInfo] = useState(notice ?? t('We emailed a 6-digit code to {email}.', { email }));

  const fail = (error: unknown, action: 'verify' | 'resend') => {
    const described = describeAuthError(error, action);
    setProblem(described);
    // i18next-instrument-ignore-next-line
    showToast({ title: t('Verification Error'), description: t(described.message) });
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('verify');
    setProblem(null);
    try {
      await confirmSignUp(email, values.code);
    } catch (error) {
      setBusy(null);
      fail(error, 'verify');
      return;
    }
    if (!password) {
      setBusy(null);
      onVerified(t('Your email is verified. Please log in.'));
      return;
    }
    try {
      await signIn(email, password);
      onSignedIn();
    } catch {
      // Verified, but signing in failed (e.g. the password was changed meanwhile): the person logs in themselves.
      setBusy(null);
      onVerified(t('Your email is verified. Please log in.'));
    }
  };

  const resend = async () => {
    setBusy('resend');
    setProblem(null);
    try {
      await resendSignUpCode(email);
      setInfo(t('We sent a new code to {email}.', { email }));
      set('code', '');
    } catch (error) {
      fail(error, 'resend');
    } finally {
      setBusy(null);
    }
  };

  return (
    <form className="form-stack" onSubmit={verify}>
      <h3 className="auth-step-title">{t('Verify your email')}</h3>
      <FormAlert tone="info">{info}</FormAlert>
      <OfflineCodeHint lead={t('Running offline: no email is sent. The code is printed by')} />
      <CodeInput id={fieldId('code')} name="code" value={values.code} onChange={(code) => set('code', code)} />
      {problem ? (
        <AuthProblemAlert
          problem={problem}
          logIn={{ label: t('Log in'), onClick: () => onVerified(t('Please log in.')) }}
        />
      ) : null}
      <button type="submit" className="button button-primary button-block" disabled={busy !== null}>
        {busy === 'verify' ? t('Verifying...') : t('Verify')}
      </button>
      <div className="form-footer">
        <button type="button" className="link-button" onClick={resend} disabled={busy !== null}>
          {busy === 'resend' ? t('Sending...') : t('Resend code')}
        </button>
        {onBack ? (
          <button type="button" className="link-button" onClick={onBack}>
            {t('Back')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
