import { noteSignInRoute } from '@shop/shared/api/routes/note-sign-in';
import * as z from 'zod/mini';
import { apiRequest } from './api-client.ts';
import { browserStorage, readStoredValue, STORAGE_KEYS, writeStoredValue } from './stored-values.ts';

const BrowserId = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/));

/** This browser's id, made on first use: how the shop tells a sign-in from a new browser (login alerts). */
export function browserId(): string {
  const storage = browserStorage();
  const kept = readStoredValue(storage, STORAGE_KEYS.browserId, BrowserId);
  if (kept) return kept;
  const made = crypto.randomUUID();
  writeStoredValue(storage, STORAGE_KEYS.browserId, made);
  return made;
}

/**
 * Tells the shop this browser has just signed in, so a browser new to the account brings its owner a login alert.
 * Nothing waits for it and a failure is ignored: the alert is a courtesy, never a step of signing in.
 */
export function reportSignIn(userId: string): void {
  apiRequest(noteSignInRoute, { params: { userId }, body: { device: browserId() } }).catch(() => undefined);
}
