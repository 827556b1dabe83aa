import { lazy, Suspense } from 'react';
import { moreTextsReady } from '../../../i18n/i18n.ts';
import { useCookieConsent } from '../hooks/use-cookie-consent.ts';
import { ConsentBanner } from './consent-banner.tsx';
import '../cookie-consent.css';

// The banner is tiny and paints with the page (a lazy one would arrive late and become the largest paint on
// phones); the dialog is loaded only when someone asks to customize, with the texts of later screens (its French
// is in the second catalog, decision 0026).
const ConsentPreferencesDialog = lazy(() =>
  Promise.all([import('./consent-preferences-dialog.tsx'), moreTextsReady()]).then(([module]) => ({
    default: module.ConsentPreferencesDialog,
  })),
);

/** Mounted on every public page: the banner until the visitor chooses, and the preferences dialog when asked for. */
export function CookieConsent() {
  const { consent, preferencesOpen } = useCookieConsent();
  return (
    <>
      {consent ? null : <ConsentBanner />}
      {/* Its own boundary: while the dialog's code loads, the banner (and the focused Customize button) stays. */}
      <Suspense fallback={null}>{preferencesOpen ? <ConsentPreferencesDialog current={consent} /> : null}</Suspense>
    </>
  );
}
