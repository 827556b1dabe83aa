import { openCookiePreferences, useCookieConsent } from '../hooks/use-cookie-consent.ts';

/** For the Cookie Policy page: reopens the preferences and says what is chosen now. */
export function CookieSettingsButton() {
  const { consent } = useCookieConsent();
  const summary = consent
    ? `Your current choice: analytics ${consent.analytics ? 'on' : 'off'}, marketing ${consent.marketing ? 'on' : 'off'}.`
    : 'You have not made a choice yet.';
  return (
    <div className="cookie-settings">
      <p aria-live="polite">{summary}</p>
      <button type="button" className="button button-primary" onClick={openCookiePreferences}>
        Cookie Settings
      </button>
    </div>
  );
}
