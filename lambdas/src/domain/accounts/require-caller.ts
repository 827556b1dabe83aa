import type { Caller } from '../../auth/caller.ts';
import { UnauthenticatedError } from '../../errors/domain-errors.ts';

/** Account routes are `user` routes, so the caller is known; this keeps a misconfigured row from leaking. */
export function requireCaller(caller: Caller | undefined): Caller {
  if (!caller) throw new UnauthenticatedError();
  return caller;
}
