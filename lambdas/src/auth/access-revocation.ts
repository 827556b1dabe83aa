import type { RouteDefinition } from '@shop/shared/api/route-definition';
import { UnauthenticatedError } from '../errors/domain-errors.ts';
import { type Caller, isAdmin } from './caller.ts';

export const ACCESS_REVOKED = 'Your access has changed. Please sign in again.';

/**
 * Whether the request checks the caller's token against the latest revocation: every signed-in row (a disabled
 * buyer may not review, save favourites or edit a profile any more than pay or download), and an optional row
 * when the token carries a staff group, since those rows show staff what visitors do not see (draft plans).
 * A buyer's token on an optional row reads only what any visitor reads, so the catalogue pays no extra read.
 */
export function checksRevocation(route: Pick<RouteDefinition, 'auth'>, caller: Caller | undefined): boolean {
  if (!caller || route.auth === 'public') return false;
  return route.auth !== 'optional' || isAdmin(caller);
}

/** Reads when a user's access was last revoked (epoch ms); the access repository in the handlers. */
export type RevokedAt = (sub: string) => Promise<number | undefined>;

/**
 * Refuses a token issued before the user's access was last revoked (a demoted admin, a disabled buyer): 401, so the
 * web signs them out and a new sign-in brings the groups they have now. A token without an issue time counts as old.
 * One consistent GetItem of a small item: a revocation takes effect on the very next request.
 */
export async function assertAccessCurrent(
  route: Pick<RouteDefinition, 'auth'>,
  caller: Caller | undefined,
  revokedAt: RevokedAt,
): Promise<void> {
  if (!caller || !checksRevocation(route, caller)) return;
  const revoked = await revokedAt(caller.sub);
  if (revoked === undefined) return;
  const issuedMs = (caller.issuedAt ?? 0) * 1000;
  // iat has whole seconds: a token from the revocation's own second counts as issued before it.
  if (issuedMs <= revoked) throw new UnauthenticatedError(ACCESS_REVOKED);
}
