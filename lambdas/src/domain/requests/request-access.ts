import { REQUEST_TEXTS } from '@shop/shared/requests/request';
import { type Caller, isAdmin } from '../../auth/caller.ts';
import { NotFoundError } from '../../errors/domain-errors.ts';
import type { RequestsRepository, StoredRequest } from '../../repositories/requests-repository.ts';
import { tokenMatches } from './request-token.ts';

/** Who reads a request: staff (every request, internal notes included) or its requester (their own, no notes). */
export type RequestReader = 'staff' | 'requester';

/**
 * The one rule of who may see a request: staff; the signed-in requester; anyone holding a private link mailed to
 * the requester (a visitor has no account). Anyone else is answered as for a missing request, so ids are never
 * confirmed.
 */
export function readerOf(
  request: StoredRequest,
  caller: Caller | undefined,
  token?: string,
): RequestReader | undefined {
  if (isAdmin(caller)) return 'staff';
  if (caller && request.requester_sub && caller.sub === request.requester_sub) return 'requester';
  if (tokenMatches(token, request.access_token_hashes)) return 'requester';
  return undefined;
}

export async function readRequestAs(
  requests: Pick<RequestsRepository, 'get'>,
  id: string,
  caller: Caller | undefined,
  token?: string,
): Promise<{ request: StoredRequest; reader: RequestReader }> {
  const request = await requests.get(id);
  const reader = request && readerOf(request, caller, token);
  if (!request || !reader) throw new NotFoundError(REQUEST_TEXTS.notFound);
  return { request, reader };
}

/** What a reader is shown of a request: never the link hashes. */
export function requestView(request: StoredRequest) {
  const { access_token_hashes: _hashes, ...view } = request;
  return view;
}
