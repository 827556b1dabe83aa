import type { RequestState } from '@shop/shared/requests/request-states';
import { log } from '../../observability/log.ts';
import type { StoredRequest } from '../../repositories/requests-repository.ts';
import type { OutgoingMail } from '../ports/mailer.ts';
import { settingsOrDefaults } from '../settings/settings-or-defaults.ts';
import type { RequestDeps } from './request-deps.ts';
import {
  type MailedRequest,
  requesterLink,
  requestQuoteMail,
  requestReceivedMail,
  requestStateMail,
  staffNoticeMail,
  staffReplyMail,
} from './request-mails.ts';
import { newRequestToken } from './request-token.ts';

/*
 * Who is told what. A failed mail is logged and never fails the write the person made: the thread holds the message
 * either way, and the other side sees it on the site.
 */

async function send(deps: Pick<RequestDeps, 'mailer'>, mail: OutgoingMail, id: string): Promise<void> {
  await deps.mailer.send(mail).catch((error: unknown) => {
    log('error', 'request mail failed; the thread holds the message', { id, kind: mail.kind, error: String(error) });
  });
}

/**
 * The link for the requester's next mail: a signed-in requester's account page; for a visitor a fresh private
 * link, whose hash is added to the request (the earlier links keep working).
 */
async function linkForRequester(deps: Pick<RequestDeps, 'requests' | 'siteUrl'>, request: MailedRequest) {
  if (request.requester_sub) return requesterLink(deps.siteUrl, request);
  const { token, hash } = newRequestToken();
  await deps.requests.addAccessToken(request.id, hash);
  return requesterLink(deps.siteUrl, request, token);
}

type NoticeDeps = Pick<RequestDeps, 'requests' | 'mailer' | 'settings' | 'siteUrl'>;

export async function tellRequesterReceived(deps: NoticeDeps, request: StoredRequest, token?: string) {
  const shop = await settingsOrDefaults(deps.settings, { id: request.id });
  const link = requesterLink(deps.siteUrl, request, token);
  await send(deps, requestReceivedMail(request, link, shop), request.id);
}

export async function tellRequesterReply(deps: NoticeDeps, request: StoredRequest, text: string) {
  const shop = await settingsOrDefaults(deps.settings, { id: request.id });
  await send(deps, staffReplyMail(request, text, await linkForRequester(deps, request), shop), request.id);
}

export async function tellRequesterState(
  deps: NoticeDeps,
  request: StoredRequest,
  to: RequestState,
  reason: string | null,
) {
  const shop = await settingsOrDefaults(deps.settings, { id: request.id });
  await send(deps, requestStateMail(request, to, reason, await linkForRequester(deps, request), shop), request.id);
}

/** A quote is on the request: a signed-in requester is led to the quote itself, a visitor to their thread. */
export async function tellRequesterQuote(
  deps: NoticeDeps,
  request: MailedRequest,
  quote: { revision: number; amount: number; valid_until: string },
) {
  const shop = await settingsOrDefaults(deps.settings, { id: request.id });
  const link = request.requester_sub
    ? `${requesterLink(deps.siteUrl, request)}/quote`
    : await linkForRequester(deps, request);
  await send(deps, requestQuoteMail(request, quote, link, shop), request.id);
}

/** Staff hear of a new request or message: the assigned staff member, else the shop's inbox (site settings). */
export async function tellStaff(
  deps: NoticeDeps,
  request: StoredRequest,
  event: 'new' | 'message',
  text: string,
  attachments: number,
) {
  const shop = await settingsOrDefaults(deps.settings, { id: request.id });
  const to = request.assignee_email ?? shop.contact_email;
  await send(deps, staffNoticeMail(request, event, text, attachments, deps.siteUrl, to), request.id);
}
