/** Where sign-ups wait in this browser until the newsletter service exists; no request is made yet (spec, Home). */
export const NEWSLETTER_STORAGE_KEY = 'newsletterSignups';

/** Remembers an address locally, once; storage that is full, blocked or unreadable is tolerated silently. */
export function recordNewsletterSignup(email: string, storage: Storage | undefined = globalThis.localStorage): void {
  const address = email.trim().toLowerCase();
  if (!address || !storage) return;
  try {
    const saved: unknown = JSON.parse(storage.getItem(NEWSLETTER_STORAGE_KEY) ?? '[]');
    const list = Array.isArray(saved) ? saved.filter((item): item is string => typeof item === 'string') : [];
    if (!list.includes(address)) storage.setItem(NEWSLETTER_STORAGE_KEY, JSON.stringify([...list, address]));
  } catch {
    storage.setItem(NEWSLETTER_STORAGE_KEY, JSON.stringify([address]));
  }
}
