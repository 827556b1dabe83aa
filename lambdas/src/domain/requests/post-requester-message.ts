import { REQUEST_TEXTS, type RequesterMessageBody, type RequestThread } from '@shop/shared/requests/request';
import { isRequestOpen } from '@shop/shared/requests/request-states';
import type { Caller } from '../../auth/caller.ts';
import { ConflictError, NotFoundError } from '../../errors/domain-errors.ts';
import { enforceRateLimit, type RateLimitRule } from '../rate-limits/enforce-rate-limit.ts';
import { readRequestAs } from './request-access.ts';
import { checkedAttachments } from './request-attachments-check.ts';
import type { RequestDeps } from './request-deps.ts';
import { tellStaff } from './request-notices.ts';
import { threadOf } from './request-thread.ts';

/** Replies per address and account: a conversation's pace, not a flood of staff notices. */
export const REQUEST_MESSAGE_RATE_LIMIT: RateLimitRule = {
  action: 'request-message',
  limit: 30,
  accountLimit: 30,
  windowSeconds: 600,
  message: REQUEST_TEXTS.tooManyRequests,
};

/**
 * The requester writes on their thread (signed in, or through their private link). Staff write through the desk's
 * own route, so a staff token here is refused like a stranger's: a staff reply must be mailed as staff's.
 */
export async function postRequesterMessage(
  deps: RequestDeps,
  id: string,
  body: RequesterMessageBody,
  caller: Caller | undefined,
  token: string | undefined,
  address: string,
): Promise<RequestThread> {
  const { request, reader } = await readRequestAs(deps.requests, id, caller, token);
  if (reader !== 'requester') throw new NotFoundError(REQUEST_TEXTS.notFound);
  if (!isRequestOpen(request.state)) throw new ConflictError(REQUEST_TEXTS.closed);
  const now = deps.now();
  await enforceRateLimit(deps.rateLimits, REQUEST_MESSAGE_RATE_LIMIT, { address, account: `request:${id}` }, now);
  const attachments = await checkedAttachments(deps.attachments, body.attachments);
  await deps.requests.addMessage(id, {
    id: deps.newId(),
    at: now.toISOString(),
    author: 'requester',
    author_name: request.requester_name,
    internal: false,
    text: body.text,
    attachments,
    state_change: null,
  });
  await tellStaff(deps, request, 'message', body.text, attachments.length);
  return threadOf(deps.requests, request, reader);
}
