import { setTwoFactorRoute } from '@shop/shared/api/routes/set-two-factor';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { AuthenticatorSetup } from '../../../components/auth/authenticator-setup.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { t } from '../../../i18n/i18n.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useAuthenticatorApp, useSetAuthenticatorApp } from '../../../lib/authenticator-app.ts';

/**
 * Two-factor sign-in with an authenticator app, on the profile and the settings page alike. Buyers turn it on (a QR
 * code, then a code from the app) and off; staff always have it and cannot turn it off here. The dialog is drawn at
 * the end of the page, since the settings page holds this row inside its own form.
 */
export function TwoFactorRow() {
  const { user, isAdmin } = useAuth();
  const showToast = useToast();
  const state = useAuthenticatorApp(user?.id);
  const setKnown = useSetAuthenticatorApp(user?.id);
  const [settingUp, setSettingUp] = useState(false);
  const [busy, setBusy] = useState(false);
  const enabled = state.data === true;

  const turnOff = async () => {
    if (!user) return;
    setBusy(true);
    try {
      await apiRequest(setTwoFactorRoute, { params: { userId: user.id }, body: { enabled: false } });
      setKnown(false);
      showToast({
        title: t('Two-factor authentication is off'),
        description: t('Logging in asks for your password only.'),
      });
    } catch {
      showToast({
        title: t('Something went wrong'),
        description: t('Two-factor authentication could not be turned off.'),
      });
    }
    setBusy(false);
  };

  return (
    <div className="setting-row">
      <div>
        <h3>{t('Two-Factor Authentication')}</h3>
        <p>
          {enabled
            ? t('On: logging in asks for a code from your authenticator app after your password.')
            : t('Add a code from an authenticator app to your password, so a stolen password is not enough.')}
        </p>
      </div>
      {state.isPending ? null : enabled ? (
        isAdmin ? (
          <span className="badge">{t('Required for staff')}</span>
        ) : (
          <button type="button" className="button button-outline button-small" disabled={busy} onClick={turnOff}>
            {t('Disable')}
          </button>
        )
      ) : (
        <button type="button" className="button button-primary button-small" onClick={() => setSettingUp(true)}>
          {t('Enable')}
        </button>
      )}
      {settingUp && user
        ? createPortal(
            <Dialog title={t('Set Up Two-Factor Authentication')} onClose={() => setSettingUp(false)}>
              <AuthenticatorSetup
                userId={user.id}
                accountName={user.email}
                onEnrolled={() => {
                  setKnown(true);
                  setSettingUp(false);
                  showToast({
                    title: t('Two-factor authentication is on'),
                    description: t('Next time you log in, enter the code your app shows.'),
                  });
                }}
              />
            </Dialog>,
            document.body,
          )
        : null}
    </div>
  );
}
