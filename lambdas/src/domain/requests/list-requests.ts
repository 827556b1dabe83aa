import type { AdminRequestsQuery, RequestList } from '@shop/shared/requests/request';
import type { Caller } from '../../auth/caller.ts';
import { InvalidInputError } from '../../errors/domain-errors.ts';
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

/** Requests one desk page may read: a filter that matches few stops here and hands back a cursor to read on. */
export const DESK_READ_BUDGET = 2000;

interface DeskPosition {
  created_at: string;
  id: string;
}

const encodeCursor = (at: DeskPosition) =>
  Buffer.from(JSON.stringify({ c: at.created_at, i: at.id })).toString('base64url');

function decodeCursor(text: string): DeskPosition {
  try {
    const { c, i } = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as { c?: unknown; i?: unknown };
    if (
      typeof c === 'string' &&
      /^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(c) &&
      typeof i === 'string' &&
      /^[\w-]{1,100}$/.test(i)
    ) {
      return { created_at: c, id: i };
    }
  } catch {
    // Not ours: answered below like any other made-up cursor.
  }
  throw new InvalidInputError(CURSOR_MESSAGE, { cursor: CURSOR_MESSAGE });
}

const CURSOR_MESSAGE = 'cursor is not one this list gave';

/**
 * The staff desk: newest first, one state (gsi3) or all (gsi4), older than N days as a key condition; kind, service
 * and assignee are checked on the rows read. A page holds up to DESK_LIST_MAX matches and reads at most
 * DESK_READ_BUDGET requests; `next_cursor` continues after the last one read, so no request is ever out of reach.
 */
export async function listDeskRequests(
  deps: { requests: Pick<RequestsRepository, 'readDesk'>; now: () => Date },
  query: AdminRequestsQuery,
  caller: Caller,
): Promise<RequestList> {
  const createdBefore =
    query.older_than_days !== undefined
      ? new Date(deps.now().getTime() - query.older_than_days * DAY_MS).toISOString()
      : undefined;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows: StoredRequest[] = [];
  let last: StoredRequest | undefined;
  let read = 0;
  for await (const request of deps.requests.readDesk({ state: query.state, createdBefore, after })) {
    const more =
      last &&
      (read === DESK_READ_BUDGET || (rows.length === DESK_LIST_MAX && matchesDeskFilter(request, query, caller)));
    if (more && last) return { requests: rows.map(row), next_cursor: encodeCursor(last) };
    if (matchesDeskFilter(request, query, caller)) rows.push(request);
    last = request;
    read += 1;
  }
  return { requests: rows.map(row), next_cursor: null };
}
