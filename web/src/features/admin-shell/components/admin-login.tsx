import type { Role } from '@shop/shared/accounts/profile';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { AuthenticatorSetup } from '../../../components/auth/authenticator-setup.tsx';
import { TotpCodeForm } from '../../../components/auth/totp-code-form.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { EmailInput } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { describeAuthError } from '../../../lib/auth-errors.ts';
import { useAuthenticatorApp, useSetAuthenticatorApp } from '../../../lib/authenticator-app.ts';

export const NOT_STAFF_TEXT = 'This account does not have admin access.';
export const ENROL_HEADING = 'Set Up Two-Factor Authentication';

/**
 * /admin/login: email and password; an admin already signed in goes straight
 * to the dashboard. A non-staff account is refused and signed out again, so trying the admin login never leaves a
 * half-open session behind.
 */
export function AdminLogin() {
  useDocumentMeta('Admin Login');
  const { status, user, isAdmin, signIn, confirmTotp, signOut } = useAuth();
  const showToast = useToast();
  const { id, values, set, problem: error, setProblem: setError, fieldId } = useFormState({ email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [askCode, setAskCode] = useState(false);
  const staffId = status === 'signed-in' && isAdmin ? user?.id : undefined;
  const authenticator = useAuthenticatorApp(staffId);
  const setAuthenticator = useSetAuthenticatorApp(staffId);
  // A staff sign-in is welcomed once its authenticator is known to be set: the redirect to the dashboard below
  // happens on that same render, so the welcome cannot wait for the sign-in call to return.
  const [welcomeDue, setWelcomeDue] = useState(false);
  useEffect(() => {
    if (!welcomeDue || !staffId || !authenticator.data) return;
    setWelcomeDue(false);
    showToast({ title: 'Admin Login Successful', description: 'Welcome to the admin dashboard' });
  }, [welcomeDue, staffId, authenticator.data, showToast]);

  if (status === 'loading') return <Spinner label="Checking your session..." className="page-loading" />;
  if (staffId && authenticator.isPending) return <Spinner label="Checking your session..." className="page-loading" />;
  if (staffId && authenticator.data && !busy) return <Navigate to={paths.adminDashboard.getHref()} replace />;

  const refuse = (message: string) => {
    setError(message);
    showToast({ title: 'Login Error', description: message });
  };

  /** A staff sign-in is complete: in with an authenticator app, else the enrolment below shows. */
  const afterSignIn = async (role: Role) => {
    if (role !== 'admin' && role !== 'super_admin') {
      await signOut();
      refuse(NOT_STAFF_TEXT);
      setBusy(false);
      return;
    }
    setWelcomeDue(true);
    setBusy(false);
  };

  if (staffId && user && authenticator.data === false) {
    return (
      <div className="admin-login">
        <section className="admin-login-card" aria-labelledby={`${id}-enrol`}>
          <p className="eyebrow">Tema House Plans</p>
          <h1 id={`${id}-enrol`}>{ENROL_HEADING}</h1>
          <p>Staff accounts sign in with a password and a code from an authenticator app. Set yours up to continue.</p>
          <AuthenticatorSetup
            userId={user.id}
            accountName={user.email}
            onEnrolled={() => {
              setWelcomeDue(true);
              setAuthenticator(true);
            }}
          />
          <p className="admin-login-footer">
            <button type="button" className="link-button" onClick={() => void signOut()}>
              Sign Out
            </button>
          </p>
        </section>
      </div>
    );
  }

  if (askCode) {
    return (
      <div className="admin-login">
        <section className="admin-login-card" aria-labelledby={`${id}-code`}>
          <p className="eyebrow">Tema House Plans</p>
          <h1 id={`${id}-code`}>Admin Login</h1>
          <TotpCodeForm
            intro="Enter the 6-digit code from your authenticator app."
            submitLabel="Verify"
            onCode={async (code) => {
              setBusy(true);
              try {
                const { role } = await confirmTotp(code);
                setAskCode(false);
                await afterSignIn(role);
              } catch (cause) {
                setBusy(false);
                throw cause;
              }
            }}
          />
        </section>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      if (user) await signOut();
      const { outcome, role } = await signIn(values.email, values.password);
      if (outcome === 'totp-code') {
        setAskCode(true);
      } else if (outcome !== 'signed-in') {
        refuse('This account is not ready: verify its email and log in on the shop first.');
      } else {
        await afterSignIn(role);
        return;
      }
    } catch (cause) {
      refuse(describeAuthError(cause, 'login').message);
    }
    setBusy(false);
  };

  return (
    <div className="admin-login">
      <section className="admin-login-card" aria-labelledby={`${id}-heading`}>
        <p className="eyebrow">Tema House Plans</p>
        <h1 id={`${id}-heading`}>Admin Login</h1>
        <p>Sign in with a staff account to manage the shop.</p>
        {user && !isAdmin ? (
          <FormAlert tone="info">
            You are signed in as {user.email}, which has no admin access. Logging in here signs that account out.
          </FormAlert>
        ) : null}
        <form className="form-stack" onSubmit={submit}>
          <EmailInput
            id={fieldId('email')}
            autoComplete="username"
            value={values.email}
            onChange={(email) => set('email', email)}
          />
          <PasswordInput
            id={fieldId('password')}
            label="Password"
            required
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => set('password', event.target.value)}
          />
          {error ? (
            <FormAlert tone="error" title="Login Error">
              {error}
            </FormAlert>
          ) : null}
          <SubmitButton busy={busy} busyLabel="Signing in..." className="button button-primary button-block">
            Sign In
          </SubmitButton>
        </form>
        <p className="admin-login-footer">
          <Link to={paths.home.getHref()}>Back to Site</Link>
        </p>
      </section>
    </div>
  );
}
