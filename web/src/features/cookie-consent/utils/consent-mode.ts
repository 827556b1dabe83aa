import type { CookieConsent } from './consent-storage.ts';

/** The consent signals an analytics or ad tag reads (Google consent mode). */
export interface ConsentModeState {
  analytics_storage: 'granted' | 'denied';
  ad_storage: 'granted' | 'denied';
  ad_user_data: 'granted' | 'denied';
  ad_personalization: 'granted' | 'denied';
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The gtag command queue: gtag.js, when it is ever loaded, reads the `arguments` objects queued here in
 * order. Until then nothing reads them, and nothing is sent anywhere.
 */
export function gtag(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // gtag.js only understands the Arguments object itself, not an array copy of it.
  // biome-ignore lint/complexity/noArguments: required by the gtag command-queue protocol.
  window.dataLayer.push(arguments);
}

export function toConsentModeState(consent: CookieConsent | undefined): ConsentModeState {
  const analytics = consent?.analytics ? 'granted' : 'denied';
  const marketing = consent?.marketing ? 'granted' : 'denied';
  return {
    analytics_storage: analytics,
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
  };
}

let defaultsSet = false;

/** Everything denied until the visitor chooses; queued once, before any other command. */
export function setConsentDefaults(): void {
  if (defaultsSet) return;
  defaultsSet = true;
  gtag('consent', 'default', toConsentModeState(undefined));
}

/** Passes a (new or remembered) choice on as granted or denied. */
export function updateConsentMode(consent: CookieConsent): void {
  setConsentDefaults();
  gtag('consent', 'update', toConsentModeState(consent));
}
