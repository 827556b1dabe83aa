import type { Caller } from '../../auth/caller.ts';
import { ForbiddenError, UnauthenticatedError } from '../../errors/domain-errors.ts';

/** Account routes are `user` routes, so the caller is known; this keeps a misconfigured row from leaking. */
export function requireCaller(caller: Caller | undefined): Caller {
  if (!caller) throw new UnauthenticatedError();
  return caller;
}

/** The caller of a route on one account's own data: signed in, and that account's owner (else `refusal`, a 403). */
export function requireAccountOwner(caller: Caller | undefined, userId: string, refusal: string): Caller {
  const owner = requireCaller(caller);
  if (owner.sub !== userId) throw new ForbiddenError(refusal);
  return owner;
}
