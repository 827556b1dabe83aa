import { t } from '../../../i18n/i18n.ts';
import { openCookiePreferences, useCookieConsent } from '../hooks/use-cookie-consent.ts';

/** For the Cookie Policy page: reopens the preferences and says what is chosen now. */
export function CookieSettingsButton() {
  const { consent } = useCookieConsent();
  const onOff = (on: boolean) => (on ? t('on') : t('off'));
  const summary = consent
    ? t('Your current choice: analytics {analytics}, marketing {marketing}.', {
        analytics: onOff(consent.analytics),
        marketing: onOff(consent.marketing),
      })
    : t('You have not made a choice yet.');
  return (
    <div className="cookie-settings">
      <p aria-live="polite">{summary}</p>
      <button type="button" className="button button-primary" onClick={openCookiePreferences}>
        {t('Cookie Settings')}
      </button>
    </div>
  );
}
