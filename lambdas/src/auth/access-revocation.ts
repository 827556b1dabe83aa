import type { RouteDefinition } from '@shop/shared/api/route-definition';
import { UnauthenticatedError } from '../domain/domain-errors.ts';
import type { Caller } from './caller.ts';

/** Buyer routes where a token must still be current: money and files (a disabled buyer may not pay or download). */
const FRESH_USER_ROUTES = new Set([
  'initialize-payment',
  'verify-payment',
  'confirm-payment',
  'get-download',
  'download-file',
]);

export const ACCESS_REVOKED = 'Your access has changed. Please sign in again.';

/** Whether the route checks the caller's token against the latest revocation: every staff route, and money and files. */
export function checksRevocation(route: Pick<RouteDefinition, 'auth' | 'name'>): boolean {
  return route.auth === 'admin' || route.auth === 'super_admin' || FRESH_USER_ROUTES.has(route.name);
}

/** Reads when a user's access was last revoked (epoch ms); the access repository in the handlers. */
export type RevokedAt = (sub: string) => Promise<number | undefined>;

/**
 * Refuses a token issued before the user's access was last revoked (a demoted admin, a disabled buyer): 401, so the
 * web signs them out and a new sign-in brings the groups they have now. A token without an issue time counts as old.
 */
export async function assertAccessCurrent(
  route: Pick<RouteDefinition, 'auth' | 'name'>,
  caller: Caller | undefined,
  revokedAt: RevokedAt,
): Promise<void> {
  if (!caller || !checksRevocation(route)) return;
  const revoked = await revokedAt(caller.sub);
  if (revoked === undefined) return;
  const issuedMs = (caller.issuedAt ?? 0) * 1000;
  // iat has whole seconds: a token from the revocation's own second counts as issued before it.
  if (issuedMs <= revoked) throw new UnauthenticatedError(ACCESS_REVOKED);
}
