import { TWO_FACTOR_MESSAGES } from '@shop/shared/accounts/two-factor';
import type { RouteDefinition } from '@shop/shared/api/route-definition';
import { ForbiddenError } from '../errors/domain-errors.ts';
import type { Caller } from './caller.ts';

/** Whether the caller's account has a verified authenticator app as an enabled second factor, as the pool says. */
export type HasSecondFactor = (caller: Pick<Caller, 'sub' | 'authTime' | 'issuedAt'>) => Promise<boolean>;

/** The rows that show or change staff data: their callers must have a second factor. */
export function checksSecondFactor(route: Pick<RouteDefinition, 'auth'>): boolean {
  return route.auth === 'admin' || route.auth === 'super_admin';
}

/**
 * Refuses a staff route to a caller whose account has no second factor. Read from the user pool, not from the
 * token: Cognito's tokens do not say how the sign-in went (`amr` is not dependable there), and a factor reset by a
 * super admin must count at once. A 403 with the words the web recognises, so it asks the person to enrol.
 */
export async function assertSecondFactor(
  route: Pick<RouteDefinition, 'auth'>,
  caller: Caller | undefined,
  hasSecondFactor: HasSecondFactor,
  /** Told the answer before a refusal (the sign-in record notes attempts without a factor too). */
  checked: (secondFactor: boolean) => Promise<void> = async () => {},
): Promise<void> {
  if (!caller || !checksSecondFactor(route)) return;
  const secondFactor = await hasSecondFactor(caller);
  await checked(secondFactor);
  if (!secondFactor) throw new ForbiddenError(TWO_FACTOR_MESSAGES.staffMustEnrol);
}
