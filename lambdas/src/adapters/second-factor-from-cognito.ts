import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { HasSecondFactor } from '../auth/second-factor.ts';
import { cognitoClient, userPoolId } from './identity.ts';

/**
 * How long a "yes" is kept per container, for one sign-in: a staff member's clicks cost one AdminGetUser a minute,
 * not one each. A "no" is never kept, so a factor confirmed a moment ago counts on the next request. The answer is
 * kept per sign-in (sub and auth_time), not per user: after a super admin's reset, which also ends the person's
 * sessions, a new password-only sign-in is asked about afresh and refused.
 */
export const SECOND_FACTOR_CACHE_MS = 60_000;

const confirmedUntil = new Map<string, number>();

export function hasSoftwareToken(settings: { UserMFASettingList?: string[] }): boolean {
  return settings.UserMFASettingList?.includes('SOFTWARE_TOKEN_MFA') ?? false;
}

/** AdminGetUser's list of enabled factors, with the user addressed by sub (their username in this pool). */
export const secondFactorFromCognito: HasSecondFactor = async ({ sub, authTime, issuedAt }) => {
  const now = Date.now();
  const key = `${sub} ${authTime ?? issuedAt ?? 'unknown'}`;
  if ((confirmedUntil.get(key) ?? 0) > now) return true;
  const user = await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: sub }));
  const enabled = hasSoftwareToken(user);
  if (enabled) confirmedUntil.set(key, now + SECOND_FACTOR_CACHE_MS);
  else confirmedUntil.delete(key);
  return enabled;
};

/** Forgets the kept answers (tests). */
export function forgetSecondFactors(): void {
  confirmedUntil.clear();
}
