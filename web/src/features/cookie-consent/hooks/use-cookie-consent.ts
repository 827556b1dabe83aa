import { useSyncExternalStore } from 'react';
import { loadAnalyticsIfAllowed } from '../utils/analytics-loader.ts';
import { setConsentDefaults, updateConsentMode } from '../utils/consent-mode.ts';
import { type CookieConsent, readStoredConsent, storeConsent } from '../utils/consent-storage.ts';

interface ConsentState {
  /** undefined until the visitor chooses: the banner shows. */
  consent: CookieConsent | undefined;
  preferencesOpen: boolean;
}

const ANALYTICS_ID: string | undefined = import.meta.env.VITE_ANALYTICS_ID;

/**
 * The prerendered HTML (decision 0015) has the banner, as a first visit needs it: hydration starts from that,
 * then a remembered choice takes it away.
 */
const PRERENDERED: ConsentState = { consent: undefined, preferencesOpen: false };
let state: ConsentState | undefined;
const listeners = new Set<() => void>();

function current(): ConsentState {
  if (!state) {
    // First read: deny everything by default, then pass on what this browser remembers.
    setConsentDefaults();
    const consent = readStoredConsent();
    if (consent) {
      updateConsentMode(consent);
      loadAnalyticsIfAllowed(consent, ANALYTICS_ID);
    }
    // No choice yet is the state the prerendered HTML shows: the same object, so hydration has nothing to redo.
    state = consent ? { consent, preferencesOpen: false } : PRERENDERED;
  }
  return state;
}

function setState(next: Partial<ConsentState>): void {
  state = { ...current(), ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records a choice: remembered locally, passed on to the consent signals, and only then any analytics. */
export function chooseConsent(consent: CookieConsent): void {
  storeConsent(consent);
  updateConsentMode(consent);
  loadAnalyticsIfAllowed(consent, ANALYTICS_ID);
  setState({ consent, preferencesOpen: false });
}

export function openCookiePreferences(): void {
  setState({ preferencesOpen: true });
}

export function closeCookiePreferences(): void {
  setState({ preferencesOpen: false });
}

const prerendered = () => PRERENDERED;

/** The visitor's cookie choice and whether the preferences dialog is open; shared by every component. */
export function useCookieConsent(): ConsentState {
  return useSyncExternalStore(subscribe, current, prerendered);
}
