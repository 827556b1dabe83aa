import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient, userPoolId } from '../adapters/identity.ts';
import type { HasSecondFactor } from './second-factor.ts';

/**
 * How long a "yes" is kept per container: a staff member's clicks cost one AdminGetUser a minute, not one each.
 * A "no" is never kept, so a factor confirmed a moment ago counts on the next request. A reset by a super admin
 * also ends the person's sessions, so the minute never lets a reset account in.
 */
export const SECOND_FACTOR_CACHE_MS = 60_000;

const confirmedUntil = new Map<string, number>();

export function hasSoftwareToken(settings: { UserMFASettingList?: string[] }): boolean {
  return settings.UserMFASettingList?.includes('SOFTWARE_TOKEN_MFA') ?? false;
}

/** AdminGetUser's list of enabled factors, with the user addressed by sub (their username in this pool). */
export const secondFactorFromCognito: HasSecondFactor = async (sub) => {
  const now = Date.now();
  if ((confirmedUntil.get(sub) ?? 0) > now) return true;
  const user = await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: sub }));
  const enabled = hasSoftwareToken(user);
  if (enabled) confirmedUntil.set(sub, now + SECOND_FACTOR_CACHE_MS);
  else confirmedUntil.delete(sub);
  return enabled;
};

/** Forgets the kept answers (a test, or a reset made by this very container). */
export function forgetSecondFactors(sub?: string): void {
  if (sub) confirmedUntil.delete(sub);
  else confirmedUntil.clear();
}
