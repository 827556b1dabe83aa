import {
  REQUEST_TEXTS,
  type RequestThread,
  STAFF_MOVES,
  type StaffMessageBody,
  type StaffRequestUpdate,
} from '@shop/shared/requests/request';
import { canMoveRequest, isRequestOpen } from '@shop/shared/requests/request-states';
import type { Caller } from '../../auth/caller.ts';
import { ConflictError, InvalidInputError, NotFoundError } from '../../errors/domain-errors.ts';
import type { StoredRequest } from '../../repositories/requests-repository.ts';
import type { IdentityDirectory } from '../ports/identity.ts';
import { checkedAttachments } from './request-attachments-check.ts';
import type { RequestDeps } from './request-deps.ts';
import { tellRequesterReply, tellRequesterState } from './request-notices.ts';
import { threadOf } from './request-thread.ts';

async function openRequest(deps: Pick<RequestDeps, 'requests'>, id: string): Promise<StoredRequest> {
  const request = await deps.requests.get(id);
  if (!request) throw new NotFoundError(REQUEST_TEXTS.notFound);
  return request;
}

const staffName = (caller: Caller) =>
  [caller.givenName, caller.familyName].filter(Boolean).join(' ') || caller.email || 'Staff';

/**
 * Staff write on a thread: a reply (mailed to the requester, and the first one stamps the time to first reply; a
 * new request moves to "in review" with it) or an internal note the requester never sees nor hears of.
 */
export async function postStaffMessage(
  deps: RequestDeps,
  caller: Caller,
  id: string,
  body: StaffMessageBody,
): Promise<RequestThread> {
  let request = await openRequest(deps, id);
  if (!isRequestOpen(request.state)) throw new ConflictError(REQUEST_TEXTS.closed);
  const attachments = await checkedAttachments(deps.attachments, body.attachments);
  const at = deps.now().toISOString();
  await deps.requests.addMessage(
    id,
    {
      id: deps.newId(),
      at,
      author: 'staff',
      author_name: staffName(caller),
      internal: body.internal,
      text: body.text,
      attachments,
      state_change: null,
    },
    { firstReply: !body.internal },
  );
  if (!body.internal && request.state === 'new') {
    request = (await deps.requests.moveState(id, 'new', 'in_review', at)) ?? request;
  }
  await deps.audit.record(caller, {
    action: body.internal ? 'request.note' : 'request.reply',
    target_type: 'request',
    target_id: id,
    summary: body.internal ? `Internal note on request ${id}` : `Replied to the requester of request ${id}`,
  });
  if (!body.internal) await tellRequesterReply(deps, request, body.text);
  return threadOf(deps.requests, (await deps.requests.get(id)) ?? request, 'staff');
}

/** Who an assignment names: the caller ("me"), nobody (null), or another member of staff (checked in the pool). */
async function assigneeOf(
  identity: Pick<IdentityDirectory, 'getUser' | 'groupsOf'>,
  caller: Caller,
  assignee: string | null,
): Promise<{ sub: string; email: string } | null> {
  if (assignee === null) return null;
  if (assignee === 'me' || assignee === caller.sub) return { sub: caller.sub, email: caller.email ?? '' };
  const [user, groups] = await Promise.all([identity.getUser(assignee), identity.groupsOf(assignee)]);
  if (!user || !groups.some((group) => group === 'admin' || group === 'super_admin')) {
    throw new InvalidInputError(REQUEST_TEXTS.assigneeNotStaff, { assignee: REQUEST_TEXTS.assigneeNotStaff });
  }
  return { sub: user.sub, email: user.email };
}

/**
 * Staff assign a request and/or move its state along the allowed arrows (in review, in progress, closed, declined
 * with a reason). Quoting, accepting and delivering have routes of their own. A move is recorded in the thread
 * (the requester sees it and is mailed) and in the audit trail.
 */
export async function updateRequestAsStaff(
  deps: RequestDeps & { identity: Pick<IdentityDirectory, 'getUser' | 'groupsOf'> },
  caller: Caller,
  id: string,
  update: StaffRequestUpdate,
): Promise<RequestThread> {
  let request = await openRequest(deps, id);
  const at = deps.now().toISOString();
  if (update.state !== undefined) {
    const to = update.state;
    if (!(STAFF_MOVES as readonly string[]).includes(to)) throw new InvalidInputError(REQUEST_TEXTS.notStaffMove);
    if (!canMoveRequest(request.state, to)) throw new ConflictError(REQUEST_TEXTS.cannotMove);
    const reason = to === 'declined' ? (update.reason?.trim() ?? '') : null;
    if (to === 'declined' && !reason) {
      throw new InvalidInputError(REQUEST_TEXTS.reasonRequired, { reason: REQUEST_TEXTS.reasonRequired });
    }
    const from = request.state;
    const moved = await deps.requests.moveState(id, from, to, at, to === 'declined' ? { decline_reason: reason } : {});
    if (!moved) throw new ConflictError(REQUEST_TEXTS.cannotMove);
    request = moved;
    await deps.requests.addMessage(id, {
      id: deps.newId(),
      at,
      author: 'system',
      author_name: staffName(caller),
      internal: false,
      text: '',
      attachments: [],
      state_change: { from, to, reason },
    });
    await deps.audit.record(caller, {
      action: 'request.state',
      target_type: 'request',
      target_id: id,
      summary: `Moved request ${id} from ${from} to ${to}${reason ? `: ${reason}` : ''}`,
      changes: { state: { from, to } },
    });
    await tellRequesterState(deps, request, to, reason);
  }
  if (update.assignee !== undefined) {
    const assignee = await assigneeOf(deps.identity, caller, update.assignee);
    const before = request.assignee_email;
    request = (await deps.requests.assign(id, assignee, at)) ?? request;
    await deps.audit.record(caller, {
      action: 'request.assign',
      target_type: 'request',
      target_id: id,
      summary: assignee ? `Assigned request ${id} to ${assignee.email}` : `Unassigned request ${id}`,
      changes: { assignee: { from: before, to: assignee?.email ?? null } },
    });
  }
  return threadOf(deps.requests, request, 'staff');
}
