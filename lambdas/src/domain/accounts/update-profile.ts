import { type Profile, roleFromGroups } from '@shop/shared/accounts/profile';
import type { ProfileUpdate } from '@shop/shared/accounts/profile-update';
import type { Caller } from '../../auth/caller.ts';
import { InvalidInputError, NotFoundError } from '../../errors/domain-errors.ts';
import { AVATAR_NOT_OURS, isOwnAvatarAddress } from './avatar-address.ts';
import { composeProfile } from './compose-profile.ts';
import { type ProfileDeps, USER_NOT_FOUND } from './get-profile.ts';
import { requireAccountOwner } from './require-caller.ts';

export const PROFILE_NOT_YOURS_TO_CHANGE = 'You can only change your own profile';

/**
 * Saves the fields sent and nothing else. Only the owner may write, staff included: roles are changed
 * through their own admin route, never here (the schema refuses a `role` field outright).
 */
export async function updateProfile(
  deps: ProfileDeps,
  signedIn: Caller | undefined,
  userId: string,
  changes: ProfileUpdate,
  now: Date,
): Promise<Profile> {
  const caller = requireAccountOwner(signedIn, userId, PROFILE_NOT_YOURS_TO_CHANGE);
  if (changes.avatar_url !== undefined && !isOwnAvatarAddress(changes.avatar_url, caller.sub)) {
    throw new InvalidInputError(AVATAR_NOT_OURS, { avatar_url: AVATAR_NOT_OURS });
  }
  // Cognito first: a deleted account gets a 404 and nothing is written for it.
  const user = await deps.identity.getUser(userId);
  if (!user) throw new NotFoundError(USER_NOT_FOUND);
  const hasChanges = Object.values(changes).some((value) => value !== undefined);
  const stored = hasChanges
    ? await deps.profiles.update(userId, changes, now.toISOString())
    : await deps.profiles.get(userId);
  return composeProfile({ user, stored, role: roleFromGroups(caller.groups), email: caller.email ?? user.email });
}
