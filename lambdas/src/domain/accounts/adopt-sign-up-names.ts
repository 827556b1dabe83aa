import { PROFILE_LIMITS } from '@shop/shared/accounts/profile-update';
import { log } from '../../observability/log.ts';
import type { ProfilesRepository } from '../../repositories/profiles-repository.ts';

/**
 * Copies the first and last name given at sign-up (Cognito's given_name and family_name) into the profile record at
 * confirmation, so every reader of the profile (checkout's name on the licence, the delivery's stamps, mails) has
 * them without the buyer saving their profile first. Never throws: Cognito would refuse the confirmation.
 */
export async function adoptSignUpNames(
  deps: { profiles: Pick<ProfilesRepository, 'adoptSignUpNames'>; now: () => Date },
  user: { sub: string; givenName?: string; familyName?: string },
): Promise<void> {
  const clean = (name: string | undefined) => name?.trim().slice(0, PROFILE_LIMITS.name) || undefined;
  const names = { first_name: clean(user.givenName), last_name: clean(user.familyName) };
  await deps.profiles.adoptSignUpNames(user.sub, names, deps.now().toISOString()).catch((error: unknown) => {
    log('error', 'sign-up names not stored in the profile', { sub: user.sub, error: String(error) });
  });
}
