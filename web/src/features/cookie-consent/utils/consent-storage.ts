/** A visitor's cookie choice: necessary cookies are always on. */
export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

/** Where the choice is remembered in this browser ("a consent key"). */
export const CONSENT_STORAGE_KEY = 'cookieConsent';

export const ACCEPT_ALL: CookieConsent = { necessary: true, analytics: true, marketing: true };
export const REJECT_ALL: CookieConsent = { necessary: true, analytics: false, marketing: false };

/** The stored text as a choice, or undefined when it is missing or not one we wrote. */
export function parseConsent(raw: string | null): CookieConsent | undefined {
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { necessary, analytics, marketing } = value as Record<string, unknown>;
  if (necessary !== true || typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return undefined;
  return { necessary: true, analytics, marketing };
}

/**
 * The remembered choice. An unreadable stored value is removed, so the banner asks again.
 * Storage that throws (blocked cookies, private modes) counts as no choice.
 */
export function readStoredConsent(storage: Storage | undefined = globalThis.localStorage): CookieConsent | undefined {
  if (!storage) return undefined;
  try {
    const raw = storage.getItem(CONSENT_STORAGE_KEY);
    const consent = parseConsent(raw);
    if (raw !== null && !consent) storage.removeItem(CONSENT_STORAGE_KEY);
    return consent;
  } catch {
    return undefined;
  }
}

export function storeConsent(consent: CookieConsent, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ necessary: true, analytics: consent.analytics, marketing: consent.marketing }),
    );
  } catch {
    // Storage refused: the choice holds for this visit and the banner asks again next time.
  }
}
