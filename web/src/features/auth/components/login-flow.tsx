import { LOGIN_STEP_DELAYS_MS, LOGIN_STEPS } from '@shop/shared/accounts/auth-progress';
import { type FormEvent, useEffect, useState } from 'react';
import { TotpCodeForm } from '../../../components/auth/totp-code-form.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { EmailInput } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { describeAuthError } from '../../../lib/auth-errors.ts';
import { FINAL_STEP_PAUSE_MS, runSteps, sleep } from '../utils/run-steps.ts';
import { AuthProgress } from './auth-progress.tsx';
import { ForgotPasswordFlow } from './forgot-password-flow.tsx';
import { VerifyEmailForm } from './verify-email-form.tsx';

export type LoginStage = 'form' | 'progress' | 'verify' | 'forgot' | 'code';

interface LoginFlowProps {
  initialEmail?: string;
  /** A line above the form: the password was reset, the email was verified. */
  notice?: string;
  onSignedIn: () => void;
  onStageChange?: (stage: LoginStage) => void;
}

const UNVERIFIED_NOTICE = msg('Your email is not verified yet. Enter the code we emailed you, or send a new one.');

/** Login with its progress steps, the verification step for unverified accounts and Forgot password. */
export function LoginFlow({ initialEmail = '', notice, onSignedIn, onStageChange }: LoginFlowProps) {
  const { signIn, confirmTotp } = useAuth();
  const showToast = useToast();
  const { values, set, problem, setProblem, fieldId } = useFormState({ email: initialEmail, password: '' });
  const { email, password } = values;
  const [stage, setStage] = useState<LoginStage>('form');
  const [step, setStep] = useState(0);
  const [message, setMessage] = useState(notice);

  useEffect(() => onStageChange?.(stage), [stage, onStageChange]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setMessage(undefined);
    setStage('progress');
    try {
      const { outcome } = await runSteps(LOGIN_STEP_DELAYS_MS, signIn(email, password), setStep);
      if (outcome === 'confirm-sign-up') {
        setStage('verify');
        return;
      }
      if (outcome === 'totp-code') {
        setStage('code');
        return;
      }
      if (outcome === 'reset-password') {
        setMessage(t('Your password must be reset before you can log in. We can email you a code.'));
        setStage('forgot');
        return;
      }
      await sleep(FINAL_STEP_PAUSE_MS);
      showToast({ title: t('Welcome back!'), description: t('You have been logged in successfully.') });
      onSignedIn();
    } catch (error) {
      const described = describeAuthError(error, 'login');
      if (described.remedy === 'verify') {
        setStage('verify');
        return;
      }
      setProblem(described.message);
      setStage('form');
      // i18next-instrument-ignore-next-line
      showToast({ title: t('Login Error'), description: t(described.message) });
    }
  };

  const backToForm = (text?: string) => {
    setMessage(text);
    set('password', '');
    setStage('form');
  };

  if (stage === 'progress') return <AuthProgress steps={LOGIN_STEPS} current={step} />;
  if (stage === 'code') {
    return (
      <TotpCodeForm
        intro={t('Enter the 6-digit code from your authenticator app.')}
        submitLabel={t('Verify')}
        onCode={async (code) => {
          await confirmTotp(code);
          showToast({ title: t('Welcome back!'), description: t('You have been logged in successfully.') });
          onSignedIn();
        }}
      />
    );
  }
  if (stage === 'verify') {
    return (
      <VerifyEmailForm
        email={email.trim()}
        password={password}
        // i18next-instrument-ignore-next-line
        notice={t(UNVERIFIED_NOTICE)}
        onSignedIn={() => {
          showToast({ title: t('Welcome back!'), description: t('You have been logged in successfully.') });
          onSignedIn();
        }}
        onVerified={backToForm}
        onBack={() => backToForm()}
      />
    );
  }
  if (stage === 'forgot') {
    return (
      <ForgotPasswordFlow
        initialEmail={email}
        notice={message}
        onDone={(doneEmail) => {
          set('email', doneEmail);
          backToForm(t('Your password has been reset. Log in with your new password.'));
        }}
        onCancel={() => backToForm()}
      />
    );
  }

  return (
    <form className="form-stack" onSubmit={submit}>
      {/* i18next-instrument-ignore-next-line */}
      {message ? <FormAlert tone="success">{t(message)}</FormAlert> : null}
      <EmailInput id={fieldId('email')} name="email" value={email} onChange={(typed) => set('email', typed)} />
      <PasswordInput
        id={fieldId('password')}
        label={t('Password')}
        name="password"
        required
        autoComplete="current-password"
        value={password}
        onChange={(event) => set('password', event.target.value)}
      />
      <div className="form-footer form-footer-end">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setMessage(undefined);
            setProblem(null);
            setStage('forgot');
          }}
        >
          {t('Forgot password?')}
        </button>
      </div>
      {problem ? (
        <FormAlert tone="error" title={t('Login Error')}>
          {/* i18next-instrument-ignore-next-line */}
          {t(problem)}
        </FormAlert>
      ) : null}
      <button type="submit" className="button button-primary button-block">
        {t('Log In')}
      </button>
    </form>
  );
}
