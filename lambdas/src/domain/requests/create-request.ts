import { DEFAULT_LANGUAGE } from '@shop/shared/i18n/languages';
import {
  type CreatedRequest,
  type CreateRequestBody,
  REQUEST_TEXTS,
  type RequestService,
} from '@shop/shared/requests/request';
import type { RequestKind } from '@shop/shared/requests/request-states';
import type { Caller } from '../../auth/caller.ts';
import { ConflictError, InvalidInputError, NotFoundError, UnauthenticatedError } from '../../errors/domain-errors.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import type { PlansById } from '../../repositories/plans-by-id.ts';
import type { StoredRequest } from '../../repositories/requests-repository.ts';
import { enforceRateLimit, type RateLimitRule } from '../rate-limits/enforce-rate-limit.ts';
import { checkedAttachments } from './request-attachments-check.ts';
import type { RequestDeps } from './request-deps.ts';
import { tellRequesterReceived, tellStaff } from './request-notices.ts';
import { newRequestToken } from './request-token.ts';

/**
 * New requests: per address (an IPv6 /64) and per account or, for a visitor, per email address given, so neither
 * one connection nor one mailbox can fill the desk or turn its receipts into a mail cannon.
 */
export const NEW_REQUEST_RATE_LIMIT: RateLimitRule = {
  action: 'request-new',
  limit: 5,
  accountLimit: 5,
  windowSeconds: 3600,
  message: REQUEST_TEXTS.tooManyRequests,
};

export interface CreateRequestDeps extends RequestDeps {
  orders: Pick<OrdersRepository, 'get'>;
  plansById: PlansById;
}

/** What the request is about, and so its kind: a Premium order's customization is included; other changes are quoted. */
async function subjectOf(
  deps: CreateRequestDeps,
  subject: CreateRequestBody['subject'],
  caller: Caller | undefined,
): Promise<{
  kind: RequestKind;
  order_id: string | null;
  plan_id: string | null;
  plan_title: string | null;
  service: RequestService | null;
}> {
  if ('order_id' in subject) {
    if (!caller) throw new UnauthenticatedError();
    const order = await deps.orders.get(subject.order_id);
    // Only the caller's own order; another's is answered as missing.
    if (!order || order.user_id !== caller.sub) throw new NotFoundError(REQUEST_TEXTS.orderNotFound);
    if (order.status !== 'completed') throw new ConflictError(REQUEST_TEXTS.orderNotPaid);
    return {
      kind: order.package_type === 'premium' ? 'customization' : 'modification_quote',
      order_id: order.id,
      plan_id: order.plan_id,
      plan_title: order.plan_title,
      service: null,
    };
  }
  if ('plan_id' in subject) {
    const plan = (await deps.plansById([subject.plan_id])).get(subject.plan_id);
    if (plan?.status !== 'active') throw new NotFoundError(REQUEST_TEXTS.planNotFound);
    return { kind: 'modification_quote', order_id: null, plan_id: plan.id, plan_title: plan.title, service: null };
  }
  return { kind: 'service', order_id: null, plan_id: null, plan_title: null, service: subject.service };
}

function requesterOf(input: CreateRequestBody, caller: Caller | undefined) {
  if (caller) {
    const email = caller.email ?? input.email;
    if (!email) throw new InvalidInputError(REQUEST_TEXTS.emailRequired, { email: REQUEST_TEXTS.emailRequired });
    const named = [caller.givenName, caller.familyName].filter(Boolean).join(' ');
    return { sub: caller.sub, email, name: named || input.name || email };
  }
  if (!input.email) throw new InvalidInputError(REQUEST_TEXTS.emailRequired, { email: REQUEST_TEXTS.emailRequired });
  if (!input.name) throw new InvalidInputError(REQUEST_TEXTS.nameRequired, { name: REQUEST_TEXTS.nameRequired });
  return { sub: null, email: input.email, name: input.name };
}

/**
 * A new request: its kind comes from what it is about (never from the browser), its first message and attachments
 * open the thread, the requester gets a receipt with the link to follow it (a visitor's link carries a token stored
 * hashed), and staff are told. The submission id is the request's id, so a retried send stores one request.
 */
export async function createRequest(
  deps: CreateRequestDeps,
  input: CreateRequestBody,
  caller: Caller | undefined,
  address: string,
): Promise<CreatedRequest> {
  const requester = requesterOf(input, caller);
  const now = deps.now();
  await enforceRateLimit(
    deps.rateLimits,
    NEW_REQUEST_RATE_LIMIT,
    { address, account: caller ? caller.sub : `email:${requester.email}` },
    now,
  );
  const subject = await subjectOf(deps, input.subject, caller);
  const attachments = await checkedAttachments(deps.attachments, input.attachments);

  const at = now.toISOString();
  const visitorLink = requester.sub ? undefined : newRequestToken();
  const request: StoredRequest = {
    id: input.submission_id,
    ...subject,
    state: 'new',
    requester_sub: requester.sub,
    requester_email: requester.email,
    requester_name: requester.name,
    phone: input.phone || null,
    whatsapp: input.whatsapp || null,
    language: input.language ?? DEFAULT_LANGUAGE,
    details: input.details ?? {},
    created_at: at,
    updated_at: at,
    first_reply_at: null,
    decline_reason: null,
    assignee_sub: null,
    assignee_email: null,
    ...(visitorLink ? { access_token_hashes: [visitorLink.hash] } : {}),
  };
  if (!(await deps.requests.create(request))) {
    // The same submission again (a retry after a lost answer): stored and mailed already.
    const stored = await deps.requests.get(request.id);
    if (!stored || stored.requester_email !== request.requester_email) throw new ConflictError(REQUEST_TEXTS.notFound);
    return { id: stored.id, kind: stored.kind, state: stored.state, message: REQUEST_TEXTS.received };
  }
  await deps.requests.addMessage(request.id, {
    id: deps.newId(),
    at,
    author: 'requester',
    author_name: request.requester_name,
    internal: false,
    text: input.message,
    attachments,
    state_change: null,
  });
  await Promise.all([
    tellRequesterReceived(deps, request, visitorLink?.token),
    tellStaff(deps, request, 'new', input.message, attachments.length),
  ]);
  return { id: request.id, kind: request.kind, state: request.state, message: REQUEST_TEXTS.received };
}
