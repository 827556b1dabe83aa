import { type Profile, roleFromGroups } from '@shop/shared/accounts/profile';
import { type Caller, isAdmin } from '../../auth/caller.ts';
import { ForbiddenError, NotFoundError } from '../../errors/domain-errors.ts';
import type { ProfilesRepository } from '../../repositories/profiles-repository.ts';
import type { IdentityDirectory } from '../ports/identity.ts';
import { composeProfile } from './compose-profile.ts';
import { requireCaller } from './require-caller.ts';

export const PROFILE_NOT_YOURS_TO_SEE = 'You can only see your own profile';
export const USER_NOT_FOUND = 'User not found';

export interface ProfileDeps {
  profiles: ProfilesRepository;
  identity: IdentityDirectory;
}

/**
 * A user's profile: the caller's own, or anyone's for staff. For the caller's own, role and email come
 * from the verified token (what the server enforces on this request); for someone else, from Cognito.
 */
export async function getProfile(deps: ProfileDeps, signedIn: Caller | undefined, userId: string): Promise<Profile> {
  const caller = requireCaller(signedIn);
  const own = caller.sub === userId;
  if (!own && !isAdmin(caller)) throw new ForbiddenError(PROFILE_NOT_YOURS_TO_SEE);
  const [user, stored, groups] = await Promise.all([
    deps.identity.getUser(userId),
    deps.profiles.get(userId),
    own ? caller.groups : deps.identity.groupsOf(userId),
  ]);
  if (!user) throw new NotFoundError(USER_NOT_FOUND);
  const email = (own ? caller.email : undefined) ?? user.email;
  return composeProfile({ user, stored, role: roleFromGroups(groups), email });
}
