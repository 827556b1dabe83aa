import { TOTP_ISSUER } from '@shop/shared/accounts/two-factor';
import { setTwoFactorRoute } from '@shop/shared/api/routes/set-two-factor';
import { useEffect, useState } from 'react';
import { t } from '../../i18n/i18n.ts';
import { apiRequest } from '../../lib/api-client.ts';
import {
  confirmAuthenticatorSetup,
  type AuthenticatorSetup as Setup,
  startAuthenticatorSetup,
} from '../../lib/auth-account.ts';
import { FormAlert } from '../ui/form-alert.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { TotpCodeForm } from './totp-code-form.tsx';

/**
 * Adds an authenticator app to the signed-in account: a QR code (and the key as text, for apps that cannot scan),
 * then a code from the app to confirm it. The factor is turned on through the API, which audits it, not by the
 * browser alone. The QR library loads only here.
 */
export function AuthenticatorSetup({
  userId,
  accountName,
  onEnrolled,
}: {
  userId: string;
  accountName: string;
  onEnrolled: () => void;
}) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    startAuthenticatorSetup(TOTP_ISSUER, accountName)
      .then(async (started) => {
        if (!current) return;
        setSetup(started);
        const { toDataURL } = await import('qrcode');
        const image = await toDataURL(started.uri, { margin: 1, width: 200 });
        if (current) setQr(image);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [accountName]);

  if (failed) {
    return <FormAlert tone="error">{t('We could not start the authenticator setup. Please try again.')}</FormAlert>;
  }
  if (!setup) return <Spinner label={t('Preparing your authenticator setup...')} />;

  return (
    <div className="form-stack authenticator-setup">
      <p>
        {t(
          'Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...), or type the setup key into it.',
        )}
      </p>
      {qr ? (
        <img src={qr} width={200} height={200} alt={t('QR code for your authenticator app')} />
      ) : (
        <Spinner label={t('Preparing your authenticator setup...')} />
      )}
      <p>
        {t('Setup key')}: <code data-testid="totp-secret">{setup.secret}</code>
      </p>
      <TotpCodeForm
        intro={t('Then enter the 6-digit code the app shows.')}
        submitLabel={t('Turn On Two-Factor')}
        onCode={async (code) => {
          await confirmAuthenticatorSetup(code);
          await apiRequest(setTwoFactorRoute, { params: { userId }, body: { enabled: true } });
          onEnrolled();
        }}
      />
    </div>
  );
}
