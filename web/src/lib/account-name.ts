import { displayName, type Profile } from '@shop/shared/accounts/profile';
import type { StoredUser } from './stored-values.ts';

/** The name to greet someone by: their profile's display name once loaded, else their email. */
export function accountName(profile: Profile | null, user: StoredUser | null): string {
  if (profile) return displayName(profile);
  return user?.email ?? '';
}

/** A short name for tight spaces (the header button): the first name when known, else the email. */
export function shortAccountName(profile: Profile | null, user: StoredUser | null): string {
  return profile?.first_name || accountName(profile, user);
}
