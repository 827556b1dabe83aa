import { t } from '../../../i18n/i18n.ts';

/** Two-factor sign-in is not offered yet; the profile and the settings page both say so in the same words. */
export function TwoFactorRow() {
  return (
    <div className="setting-row">
      <div>
        <h3>{t('Two-Factor Authentication')}</h3>
        <p>{t('Not available yet: logging in asks for your email and password only.')}</p>
      </div>
      <span className="badge badge-muted">{t('Not available')}</span>
    </div>
  );
}
