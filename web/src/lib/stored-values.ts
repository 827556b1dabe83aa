import * as z from 'zod/mini';

/** The parts of Web Storage this app uses; tests hand in a Map-backed stand-in. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** localStorage, or undefined where there is none (tests in Node, a browser that blocks storage). */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Keys this app keeps in local storage (user and profile are kept locally). */
export const STORAGE_KEYS = {
  user: 'user',
  profile: 'profile',
  userSettings: 'userSettings',
  lastActivityAt: 'lastActivityAt',
  adminTheme: 'adminTheme',
  /** This browser's own random id (login alerts); it names no person and stays after sign-out. */
  browserId: 'browserId',
} as const;

/**
 * A stored JSON value checked against its schema. A value that is missing gives null; one that is unreadable
 * (not JSON, or not the expected shape: an old version, a hand edit) is removed and also gives null.
 */
export function readStoredValue<S extends z.ZodMiniType>(
  storage: KeyValueStorage | undefined,
  key: string,
  schema: S,
): z.infer<S> | null {
  const raw = safely(() => storage?.getItem(key) ?? null, null);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    safely(() => storage?.removeItem(key), undefined);
    return null;
  }
  const result = schema.safeParse(parsed);
  if (result.success) return result.data as z.infer<S>;
  safely(() => storage?.removeItem(key), undefined);
  return null;
}

export function writeStoredValue(storage: KeyValueStorage | undefined, key: string, value: unknown): void {
  // A full or blocked storage only costs the restore after a reload; the app keeps working from memory.
  safely(() => storage?.setItem(key, JSON.stringify(value)), undefined);
}

export function removeStoredValues(storage: KeyValueStorage | undefined, keys: readonly string[]): void {
  for (const key of keys) safely(() => storage?.removeItem(key), undefined);
}

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** Who is signed in, as kept between visits: the Cognito sub and the email. */
export const StoredUser = z.object({ id: z.string().check(z.minLength(1)), email: z.string() });
export type StoredUser = z.infer<typeof StoredUser>;

/**
 * Amplify keeps its tokens in local storage under `CognitoIdentityServiceProvider.<clientId>.…`, with
 * `…LastAuthUser` naming who signed in last. Whether that key exists tells, without loading Amplify, if a
 * session may be restored. Without a client id (a deployed build reads it from /config.json later) any
 * client's key counts.
 */
const AMPLIFY_PREFIX = 'CognitoIdentityServiceProvider.';

export function hasAmplifySession(storage: KeyValueStorage | undefined, clientId?: string): boolean {
  return amplifyKeys(storage, clientId).some((key) => key.endsWith('.LastAuthUser'));
}

/** Removes Amplify's token keys, for a sign-out whose call to Cognito failed. */
export function clearAmplifySession(storage: KeyValueStorage | undefined, clientId?: string): void {
  removeStoredValues(storage, amplifyKeys(storage, clientId));
}

function amplifyKeys(storage: KeyValueStorage | undefined, clientId?: string): string[] {
  if (!storage) return [];
  const prefix = clientId ? `${AMPLIFY_PREFIX}${clientId}.` : AMPLIFY_PREFIX;
  const keys: string[] = [];
  safely(() => {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  }, undefined);
  return keys;
}
