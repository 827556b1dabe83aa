import type { StoredProfile } from '../../repositories/profiles-repository.ts';

const FALLBACK_NAME = 'Customer';

/**
 * How a reviewer is shown in public: first name and the initial of the last name ("Ama M."), or the first
 * name alone. Never any part of an email address: reviews are public, addresses are not.
 */
export function reviewerName(firstName: string | undefined, lastName: string | undefined): string {
  const first = firstName?.trim() ?? '';
  const initial = lastName?.trim().charAt(0).toUpperCase() ?? '';
  if (!first) return initial ? `${initial}.` : FALLBACK_NAME;
  return initial ? `${first} ${initial}.` : first;
}

/**
 * The author shown on a new review: the names on their profile, else those given at sign-up (the ID
 * token's given_name and family_name), as `reviewerName` shortens them.
 */
export function reviewAuthor(
  profile: StoredProfile | undefined,
  signUpNames: { givenName?: string; familyName?: string } = {},
) {
  const first = profile?.first_name?.trim() || signUpNames.givenName;
  const last = profile?.last_name?.trim() || signUpNames.familyName;
  return { name: reviewerName(first, last), avatar_url: profile?.avatar_url ?? '' };
}
