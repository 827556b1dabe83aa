import { useCallback, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs.tsx';
import { paths } from '../../../config/paths.ts';
import { preloadAuth } from '../../../lib/auth.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import type { SignInPurpose } from '../../../lib/auth-dialog.tsx';
import { LoginFlow, type LoginStage } from './login-flow.tsx';
import { type FlowStage, SignUpFlow } from './signup-flow.tsx';
import '../auth.css';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';

type AuthTab = 'login' | 'signup';

const TABS: { id: AuthTab; label: string }[] = [
  { id: 'login', label: msg('Login') },
  { id: 'signup', label: msg('Sign Up') },
];

/**
 * The auth dialog: title Welcome, Login and Sign Up tabs. While a form is submitted,
 * its stepped progress view replaces the tabs; after sign-up comes the emailed code. Loaded on first open.
 */
export function AuthDialog({ onClose, purpose = null }: { onClose: () => void; purpose?: SignInPurpose | null }) {
  const baseId = useId();
  const navigate = useNavigate();
  const { status, user } = useAuth();
  const [openedSignedIn] = useState(status === 'signed-in');
  const [active, setActive] = useState<AuthTab>('login');
  const [loginStage, setLoginStage] = useState<LoginStage>('form');
  const [signupStage, setSignupStage] = useState<FlowStage>('form');
  // Switching from Sign Up to Login (email taken, verified) remounts Login with the email and a line of context.
  const [loginSeed, setLoginSeed] = useState<{ key: number; email: string; notice?: string }>({ key: 0, email: '' });
  const [signupKey, setSignupKey] = useState(0);

  useEffect(() => preloadAuth(), []);

  const finish = useCallback(() => {
    onClose();
    navigate(purpose?.returnTo ?? paths.userDashboard.getHref());
  }, [onClose, navigate, purpose]);

  const onLoginStage = useCallback((stage: LoginStage) => setLoginStage(stage), []);
  const onSignupStage = useCallback((stage: FlowStage) => setSignupStage(stage), []);
  const showTabs = loginStage === 'form' && signupStage === 'form';

  if (openedSignedIn && user) {
    return (
      <Dialog
        title={t('Welcome')}
        description={t('You are signed in as {email}.', { email: user.email ?? '' })}
        onClose={onClose}
      >
        <div className="message-actions">
          <ButtonLink to={paths.userDashboard.getHref()} variant="primary" onClick={onClose}>
            {t('Go to Dashboard')}
          </ButtonLink>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      title={t('Welcome')}
      description={purpose?.reason ?? t('Sign in to your account or create a new one to get started')}
      onClose={onClose}
      className="auth-dialog"
    >
      {showTabs ? (
        <Tabs
          id={baseId}
          label={t('Sign in or sign up')}
          // i18next-instrument-ignore-next-line
          tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))}
          active={active}
          onChange={setActive}
        />
      ) : null}
      <div {...tabPanelProps(baseId, 'login')} className="tab-panel" hidden={active !== 'login'}>
        <LoginFlow
          key={loginSeed.key}
          initialEmail={loginSeed.email}
          notice={loginSeed.notice}
          onSignedIn={finish}
          onStageChange={onLoginStage}
        />
      </div>
      <div {...tabPanelProps(baseId, 'signup')} className="tab-panel" hidden={active !== 'signup'}>
        <SignUpFlow
          key={signupKey}
          onSignedIn={finish}
          onStageChange={onSignupStage}
          onLogIn={(email, notice) => {
            setLoginSeed((seed) => ({ key: seed.key + 1, email, notice }));
            setSignupKey((key) => key + 1);
            setSignupStage('form');
            setActive('login');
          }}
        />
      </div>
    </Dialog>
  );
}
