import type { Caller } from '../../auth/caller.ts';
import type { RequestView } from '../../repositories/request-quotes-repository.ts';

/** Whether the caller's address is the one the request came from, whatever its spacing and case. */
export function sameRequesterAddress(
  request: Pick<RequestView, 'requester_email'>,
  caller: Pick<Caller, 'email'>,
): boolean {
  const address = caller.email?.trim().toLowerCase();
  return !!address && request.requester_email.trim().toLowerCase() === address;
}

/**
 * Whether the caller may act as the requester of a request sent without an account: the pool has confirmed their
 * account's address, and it is the address the request came from (where its private link was mailed). Such a
 * person reads and pays its quote from their account, and paying makes the request theirs.
 */
export function ownsVisitorRequest(
  request: Pick<RequestView, 'requester_sub' | 'requester_email'>,
  caller: Pick<Caller, 'email' | 'emailVerified'>,
): boolean {
  return request.requester_sub === null && caller.emailVerified === true && sameRequesterAddress(request, caller);
}
