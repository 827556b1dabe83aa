import { lazy, Suspense } from 'react';
import { useCookieConsent } from '../hooks/use-cookie-consent.ts';
import { ConsentBanner } from './consent-banner.tsx';
import '../cookie-consent.css';

// The banner is tiny and paints with the page (a lazy one would arrive late and become the largest paint on
// phones); the dialog is loaded only when someone asks to customize.
const ConsentPreferencesDialog = lazy(() =>
  import('./consent-preferences-dialog.tsx').then((module) => ({ default: module.ConsentPreferencesDialog })),
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
