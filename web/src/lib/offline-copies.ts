import * as z from 'zod/mini';
import { browserStorage, type KeyValueStorage, readStoredValue, writeStoredValue } from './stored-values.ts';

/**
 * The buyer's last answers to the two reads they may need without a network (their favourites and their
 * orders), kept in this browser's local storage under their own user id, and removed when they sign out
 * (auth-context.tsx). Never in the service worker's caches: those are shared by everyone who uses the phone.
 */
export type OfflineCopyKind = 'favorites' | 'orders';

const PREFIX = 'offlineCopy:';
const keyOf = (userId: string, kind: OfflineCopyKind) => `${PREFIX}${userId}:${kind}`;

const StoredCopy = z.object({ data: z.unknown(), savedAt: z.string() });

/** Which answers a page is showing from the kept copy right now (the app was offline when it asked). */
const servedFromCopy = new Map<string, string>();

/** The time of the kept copy a page is showing for this person and read, or null when its data is live. */
export function offlineCopyShownSince(userId: string, kind: OfflineCopyKind): string | null {
  return servedFromCopy.get(keyOf(userId, kind)) ?? null;
}

/**
 * Runs a personal read; a successful answer is kept for this person, and when the network cannot be reached
 * (offline, or a fetch that never reached a server) the kept copy answers instead. A server's own error
 * (401, 500) is not hidden behind an old copy.
 */
export async function withOfflineCopy<S extends z.ZodMiniType>(
  userId: string,
  kind: OfflineCopyKind,
  schema: S,
  read: () => Promise<z.infer<S>>,
  storage: KeyValueStorage | undefined = browserStorage(),
): Promise<z.infer<S>> {
  const key = keyOf(userId, kind);
  try {
    const data = await read();
    writeStoredValue(storage, key, { data, savedAt: new Date().toISOString() });
    servedFromCopy.delete(key);
    return data;
  } catch (error) {
    const unreachable = error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false);
    const copy = unreachable ? readStoredValue(storage, key, StoredCopy) : null;
    // A copy kept by an older build that no longer reads as today's answer is not shown.
    const parsed = copy ? schema.safeParse(copy.data) : undefined;
    if (!copy || !parsed?.success) throw error;
    servedFromCopy.set(key, copy.savedAt);
    return parsed.data as z.infer<S>;
  }
}

/** Removes every person's kept copies (sign-out, or a session that could not be restored). */
export function forgetOfflineCopies(storage: KeyValueStorage | undefined = browserStorage()): void {
  servedFromCopy.clear();
  if (!storage) return;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
