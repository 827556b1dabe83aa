import type { Caller } from '../../auth/caller.ts';
import { UnauthorizedError } from '../../http/http-errors.ts';

/** Account routes are `user` routes, so the caller is known; this keeps a misconfigured row from leaking. */
export function requireCaller(caller: Caller | undefined): Caller {
  if (!caller) throw new UnauthorizedError();
  return caller;
}
