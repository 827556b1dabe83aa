import type { Profile, Role } from '@shop/shared/accounts/profile';
import type { StoredProfile } from '../../repositories/profiles-repository.ts';
import type { IdentityUser } from '../ports/identity.ts';

export interface ProfileSources {
  user: IdentityUser;
  stored: StoredProfile | undefined;
  role: Role;
  email: string;
}

/**
 * The profile the API returns: what the user wrote, Cognito's email, role and creation date, and the
 * names given at sign-up for name fields the user has never written.
 */
export function composeProfile({ user, stored = {}, role, email }: ProfileSources): Profile {
  return {
    user_id: user.sub,
    email,
    role,
    created_at: user.createdAt,
    first_name: stored.first_name ?? user.givenName ?? '',
    last_name: stored.last_name ?? user.familyName ?? '',
    phone: stored.phone ?? '',
    bio: stored.bio ?? '',
    city: stored.city ?? '',
    country: stored.country ?? '',
    avatar_url: stored.avatar_url ?? '',
  };
}
