import { t } from '../../../i18n/i18n.ts';
import { openCookiePreferences, useCookieConsent } from '../hooks/use-cookie-consent.ts';

/** For the Cookie Policy page: reopens the preferences and says what is chosen now. */
export function CookieSettingsButton() {
  const { consent } = useCookieConsent();
  const summary = consent
    ? t('Your current choice: analytics {analytics}, marketing {marketing}.', {
        analytics: consent.analytics ? t('on') : t('off'),
        marketing: consent.marketing ? t('on') : t('off'),
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
