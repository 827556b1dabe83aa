import type { RequestThread } from '@shop/shared/requests/request';
import type { Caller } from '../../auth/caller.ts';
import type { RequestsRepository, StoredMessage, StoredRequest } from '../../repositories/requests-repository.ts';
import { type RequestReader, readRequestAs, requestView } from './request-access.ts';

/** Seconds from a request to staff's first reply, or null while unanswered. */
export function firstReplySeconds(request: Pick<StoredRequest, 'created_at' | 'first_reply_at'>): number | null {
  if (!request.first_reply_at) return null;
  return Math.max(0, Math.round((Date.parse(request.first_reply_at) - Date.parse(request.created_at)) / 1000));
}

/** What a reader sees of a thread: staff everything; the requester never an internal note. */
export function visibleMessages(messages: readonly StoredMessage[], reader: RequestReader): StoredMessage[] {
  return reader === 'staff' ? [...messages] : messages.filter((message) => !message.internal);
}

export async function threadOf(
  requests: Pick<RequestsRepository, 'messages'>,
  request: StoredRequest,
  reader: RequestReader,
): Promise<RequestThread> {
  return {
    request: requestView(request),
    messages: visibleMessages(await requests.messages(request.id), reader),
    first_reply_seconds: firstReplySeconds(request),
    staff_view: reader === 'staff',
  };
}

/** GET /api/requests/{id}: the thread for its requester (account or private link) or staff. */
export async function getRequestThread(
  requests: Pick<RequestsRepository, 'get' | 'messages'>,
  id: string,
  caller: Caller | undefined,
  token: string | undefined,
): Promise<RequestThread> {
  const { request, reader } = await readRequestAs(requests, id, caller, token);
  return threadOf(requests, request, reader);
}
