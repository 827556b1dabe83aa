import type { AdminRequestsQuery, RequestList } from '@shop/shared/requests/request';
import type { Caller } from '../../auth/caller.ts';
import type { RequestsRepository, StoredRequest } from '../../repositories/requests-repository.ts';
import { requestView } from './request-access.ts';
import { firstReplySeconds } from './request-thread.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The most rows the desk shows at once; filters narrow it. */
export const DESK_LIST_MAX = 100;

const row = (request: StoredRequest) => ({ ...requestView(request), first_reply_seconds: firstReplySeconds(request) });

/** The signed-in requester's own requests, newest first. */
export async function listOwnRequests(
  requests: Pick<RequestsRepository, 'listByRequester'>,
  caller: Caller,
): Promise<RequestList> {
  return { requests: (await requests.listByRequester(caller.sub)).map(row) };
}

/** Whether a request passes the desk's filters besides state and age (which the key conditions apply). */
export function matchesDeskFilter(request: StoredRequest, query: AdminRequestsQuery, caller: Caller): boolean {
  if (query.kind && request.kind !== query.kind) return false;
  if (query.service && request.service !== query.service) return false;
  if (query.assignee === 'none') return request.assignee_sub === null;
  if (query.assignee === 'me') return request.assignee_sub === caller.sub;
  if (query.assignee) return request.assignee_sub === query.assignee;
  return true;
}

/**
 * The staff desk: newest first, one state (gsi3) or all (gsi4), older than N days as a key condition; kind, service
 * and assignee are checked on the rows read.
 */
export async function listDeskRequests(
  deps: { requests: Pick<RequestsRepository, 'listForDesk'>; now: () => Date },
  query: AdminRequestsQuery,
  caller: Caller,
): Promise<RequestList> {
  const createdBefore =
    query.older_than_days !== undefined
      ? new Date(deps.now().getTime() - query.older_than_days * DAY_MS).toISOString()
      : undefined;
  const rows = await deps.requests.listForDesk({ state: query.state, createdBefore });
  return {
    requests: rows
      .filter((request) => matchesDeskFilter(request, query, caller))
      .slice(0, DESK_LIST_MAX)
      .map(row),
  };
}
