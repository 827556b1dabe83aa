import { SIGNUP_STEP_DELAYS_MS, SIGNUP_STEPS } from '@shop/shared/accounts/auth-progress';
import { meetsPasswordPolicy, passwordRuleText } from '@shop/shared/accounts/password-policy';
import { type FormEvent, useEffect, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextInput } from '../../../components/ui/form-field.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { t } from '../../../i18n/i18n.ts';
import { signUp } from '../../../lib/auth-account.ts';
import { type AuthProblem, describeAuthError } from '../../../lib/auth-errors.ts';
import { FINAL_STEP_PAUSE_MS, runSteps, sleep } from '../utils/run-steps.ts';
import { AuthProblemAlert } from './auth-problem-alert.tsx';
import { AuthProgress } from './auth-progress.tsx';
import { VerifyEmailForm } from './verify-email-form.tsx';

export type FlowStage = 'form' | 'progress' | 'verify';

interface SignUpFlowProps {
  /** Verified and signed in: the caller goes to the dashboard. */
  onSignedIn: () => void;
  /** 'An account with this email already exists. Log in instead?' or verified without a known password. */
  onLogIn: (email: string, message?: string) => void;
  onStageChange?: (stage: FlowStage) => void;
}

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/**
 * Sign Up: the form, the stepped progress view, then the emailed code. Used by
 * the auth dialog and the /auth/register page.
 */
export function SignUpFlow({ onSignedIn, onLogIn, onStageChange }: SignUpFlowProps) {
  const showToast = useToast();
  const { id, values, set } = useFormState(EMPTY);
  const [stage, setStage] = useState<FlowStage>('form');
  const [step, setStep] = useState(0);
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [mismatch, setMismatch] = useState(false);

  useEffect(() => onStageChange?.(stage), [stage, onStageChange]);

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (values.password !== values.confirmPassword) {
      // Checked before anything is sent.
      setMismatch(true);
      showToast({ title: t('Password Mismatch'), description: t('Passwords do not match') });
      return;
    }
    setMismatch(false);
    if (!meetsPasswordPolicy(values.password)) {
      setProblem({ message: passwordRuleText() });
      // i18next-instrument-ignore-next-line
      showToast({ title: t('Signup Error'), description: t(passwordRuleText()) });
      return;
    }
    setStage('progress');
    try {
      const result = await runSteps(SIGNUP_STEP_DELAYS_MS, signUp(values), setStep);
      await sleep(FINAL_STEP_PAUSE_MS);
      showToast({ title: t('Account Created!'), description: t('Please check your email to verify your account.') });
      if (result.needsConfirmation) setStage('verify');
      else onLogIn(values.email, t('Your account is ready. Please log in.'));
    } catch (error) {
      const described = describeAuthError(error, 'signup');
      setProblem(described);
      setStage('form');
      // i18next-instrument-ignore-next-line
      showToast({ title: t('Signup Error'), description: t(described.message) });
    }
  };

  if (stage === 'progress') return <AuthProgress steps={SIGNUP_STEPS} current={step} />;
  if (stage === 'verify') {
    return (
      <VerifyEmailForm
        email={values.email.trim()}
        password={values.password}
        notice={t('Account created! We emailed a 6-digit code to {email}. Enter it to verify your account.', {
          email: values.email.trim(),
        })}
        onSignedIn={onSignedIn}
        onVerified={(message) => onLogIn(values.email.trim(), message)}
      />
    );
  }

  return (
    <form className="form-stack" onSubmit={submit}>
      <div className="form-row">
        <TextInput
          id={`${id}-first`}
          label={t('First Name')}
          required
          autoComplete="given-name"
          maxLength={50}
          {...field('firstName')}
        />
        <div className="field">
          <label htmlFor={`${id}-last`} className="field-label">
            {t('Last Name')} <span className="field-optional">{t('(optional)')}</span>
          </label>
          <input id={`${id}-last`} className="input" autoComplete="family-name" maxLength={50} {...field('lastName')} />
        </div>
      </div>
      <TextInput id={`${id}-email`} label={t('Email')} type="email" required autoComplete="email" {...field('email')} />
      <NewPasswordFields
        ids={{ password: `${id}-password`, confirm: `${id}-confirm` }}
        labels={{ password: t('Password'), confirm: t('Confirm Password') }}
        password={field('password')}
        confirm={{ 'aria-invalid': mismatch || undefined, ...field('confirmPassword') }}
      />
      {mismatch ? (
        <FormAlert tone="error" title={t('Password Mismatch')}>
          {t('Passwords do not match')}
        </FormAlert>
      ) : null}
      {problem ? (
        <AuthProblemAlert
          problem={problem}
          title={t('Signup Error')}
          logIn={{ label: t('Log in instead'), onClick: () => onLogIn(values.email.trim()) }}
        />
      ) : null}
      <button type="submit" className="button button-primary button-block">
        {t('Create Account')}
      </button>
    </form>
  );
}
