import { gtag } from './consent-mode.ts';
import type { CookieConsent } from './consent-storage.ts';

/** A Google Analytics 4 measurement id (G-XXXXXXX); anything else is ignored. */
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,16}$/;

let loaded = false;

/**
 * Loads the analytics tag, and only when the visitor has granted analytics and an id is configured
 * (VITE_ANALYTICS_ID at build time; the shop has none yet, so today this never loads anything).
 * Returns whether a script was added.
 */
export function loadAnalyticsIfAllowed(consent: CookieConsent | undefined, measurementId: string | undefined): boolean {
  if (loaded || !consent?.analytics || !measurementId || !MEASUREMENT_ID.test(measurementId)) return false;
  loaded = true;
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  gtag('js', new Date());
  gtag('config', measurementId, { anonymize_ip: true });
  return true;
}
