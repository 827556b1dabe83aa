import { Profile } from '@shop/shared/accounts/profile';
import { describe, expect, it } from 'vitest';
import {
  clearAmplifySession,
  hasAmplifySession,
  readStoredValue,
  STORAGE_KEYS,
  StoredUser,
} from '../src/lib/stored-values.ts';
import { memoryStorage } from '../src/testing/memory-storage.ts';

const PROFILE: Profile = {
  user_id: 'sub-1',
  email: 'ama@example.com',
  role: 'user',
  created_at: '2026-01-05T10:00:00.000Z',
  first_name: 'Ama',
  last_name: 'Mensah',
  phone: '',
  bio: '',
  city: 'Tema',
  country: 'Ghana',
  avatar_url: '',
};

describe('readStoredValue', () => {
  it('restores a stored profile that has the expected shape', () => {
    // Prepare
    const storage = memoryStorage({ [STORAGE_KEYS.profile]: JSON.stringify(PROFILE) });

    // Act
    const profile = readStoredValue(storage, STORAGE_KEYS.profile, Profile);

    // Assess
    expect(profile).toEqual(PROFILE);
  });

  it('discards a value that is not JSON, and forgets it', () => {
    // Prepare
    const storage = memoryStorage({ [STORAGE_KEYS.user]: '{"id": "sub-1", ' });

    // Act
    const user = readStoredValue(storage, STORAGE_KEYS.user, StoredUser);

    // Assess
    expect(user).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('discards a value of the wrong shape (an old version, a hand edit)', () => {
    // Prepare
    const storage = memoryStorage({ [STORAGE_KEYS.profile]: JSON.stringify({ ...PROFILE, role: 'owner' }) });

    // Act
    const profile = readStoredValue(storage, STORAGE_KEYS.profile, Profile);

    // Assess
    expect(profile).toBeNull();
    expect(storage.entries()).toEqual({});
  });

  it('gives null when nothing is stored or there is no storage at all', () => {
    // Act / Assess
    expect(readStoredValue(memoryStorage(), STORAGE_KEYS.user, StoredUser)).toBeNull();
    expect(readStoredValue(undefined, STORAGE_KEYS.user, StoredUser)).toBeNull();
  });
});

describe('Amplify session keys', () => {
  const amplifyKeys = {
    'CognitoIdentityServiceProvider.client-a.LastAuthUser': 'ama@example.com',
    'CognitoIdentityServiceProvider.client-a.ama@example.com.idToken': 'token',
    'CognitoIdentityServiceProvider.client-a.ama@example.com.refreshToken': 'refresh',
  };

  it('sees a saved session for this client without loading Amplify', () => {
    // Prepare
    const storage = memoryStorage(amplifyKeys);

    // Act / Assess
    expect(hasAmplifySession(storage, 'client-a')).toBe(true);
    expect(hasAmplifySession(storage, 'client-b')).toBe(false);
    expect(hasAmplifySession(storage)).toBe(true);
    expect(hasAmplifySession(memoryStorage({ cookieConsent: '{}' }))).toBe(false);
  });

  it("clears only Amplify's keys on a sign-out whose server call failed", () => {
    // Prepare
    const storage = memoryStorage({ ...amplifyKeys, checkoutData: '{}' });

    // Act
    clearAmplifySession(storage, 'client-a');

    // Assess
    expect(storage.entries()).toEqual({ checkoutData: '{}' });
    expect(hasAmplifySession(storage, 'client-a')).toBe(false);
  });
});
