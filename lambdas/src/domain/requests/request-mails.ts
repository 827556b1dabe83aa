import { formatCedisIn } from '@shop/shared/i18n/format';
import { DEFAULT_LANGUAGE, languagePrefix, type ShopLanguage } from '@shop/shared/i18n/languages';
import {
  REQUEST_KIND_LABELS,
  REQUEST_SERVICE_LABELS,
  REQUEST_STATE_LABELS,
} from '@shop/shared/requests/request-labels';
import type { RequestService } from '@shop/shared/requests/request-services';
import type { RequestState } from '@shop/shared/requests/request-states';
import { type Translate, translatorFor } from '../../i18n/translate.ts';
import type { StoredRequest } from '../../repositories/requests-repository.ts';
import { composeMail } from '../mails/mail-body.ts';
import { type MailSignature, signatureLines } from '../mails/signature.ts';
import type { OutgoingMail } from '../ports/mailer.ts';

/*
 * The desk's mails. None takes a recipient or a header from the caller: the requester's mails go to the address on
 * the request (the signed-in account's, or the one the visitor gave, counted by the visitor limits), and staff's go
 * to the shop's own inbox or the assigned staff member. A mail to a visitor's address carries only the shop's own
 * words and staff's, never what the visitor typed, so the form cannot send a stranger a message of its sender's.
 */

/**
 * What a requester's mail reads of a request: the desk's stored request, or the quote code's narrower view of it
 * (whose language, service and plan title may be absent).
 */
export type MailedRequest = Pick<StoredRequest, 'id' | 'kind' | 'requester_sub' | 'requester_email'> & {
  language?: ShopLanguage;
  service?: RequestService | null;
  plan_title?: string | null;
};

/** A request's short reference in subjects: the first block of its id. */
export const requestRef = (id: string) => id.slice(0, 8).toUpperCase();

/** The thread's address for the requester: their account's page, or the private link mailed to a visitor. */
export function requesterLink(siteUrl: string, request: Pick<MailedRequest, 'id' | 'language'>, token?: string) {
  const prefix = languagePrefix(request.language ?? DEFAULT_LANGUAGE);
  return token
    ? `${siteUrl}${prefix}/requests/${request.id}?token=${token}`
    : `${siteUrl}${prefix}/user/requests/${request.id}`;
}

export const staffLink = (siteUrl: string, id: string) => `${siteUrl}/admin/requests/${id}`;

function about(request: MailedRequest, language: ShopLanguage): string {
  if (request.service) return REQUEST_SERVICE_LABELS[language][request.service];
  return request.plan_title ?? REQUEST_KIND_LABELS[language][request.kind];
}

/** A requester's mail in the request's language: its texts come from `write`, given that language's translate. */
function requesterMail(
  request: MailedRequest,
  kind: string,
  shop: MailSignature,
  link: string,
  write: (t: Translate, language: ShopLanguage) => { subject: string; paragraphs: string[] },
): OutgoingMail {
  const language = request.language ?? DEFAULT_LANGUAGE;
  const t = translatorFor(language);
  const { subject, paragraphs } = write(t, language);
  return composeMail({
    kind,
    to: request.requester_email,
    subject,
    language,
    greeting: t('Hello,'),
    blocks: [...paragraphs.map((paragraph) => ({ paragraph })), { link: { label: t('See your request'), href: link } }],
    signature: signatureLines(shop, t),
  });
}

/** The requester's receipt: their request reached the desk; the link follows it. */
export function requestReceivedMail(request: StoredRequest, link: string, shop: MailSignature): OutgoingMail {
  const ref = requestRef(request.id);
  return requesterMail(request, 'request-received', shop, link, (t, language) => ({
    subject: t('We received your request {ref}: {about}', { ref, about: about(request, language) }),
    paragraphs: [
      t(
        "Your request about {about} has reached our team. We answer on the request's page, and mail you each time we do.",
        { about: about(request, language) },
      ),
      t('Follow the conversation, reply and add files there; this link is yours, please do not share it.'),
    ],
  }));
}

/** Staff answered: their words, and the link to reply on the site. */
export function staffReplyMail(request: StoredRequest, text: string, link: string, shop: MailSignature): OutgoingMail {
  const ref = requestRef(request.id);
  return requesterMail(request, 'request-reply', shop, link, (t) => ({
    subject: t('New reply on your request {ref}', { ref }),
    // Staff's words are a paragraph of their own, never part of a translated text.
    paragraphs: [
      t('Our team replied to your request:'),
      text,
      t('Reply on the request’s page (replies to this mail are not read).'),
    ],
  }));
}

/** A quote (or a revision of it) is on the request: what it comes to, until when, and the link to read and pay it. */
export function requestQuoteMail(
  request: MailedRequest,
  quote: { revision: number; amount: number; valid_until: string },
  link: string,
  shop: MailSignature,
): OutgoingMail {
  const ref = requestRef(request.id);
  return requesterMail(request, 'request-quote', shop, link, (t, language) => {
    const amount = formatCedisIn(quote.amount, language);
    const values = { ref, amount, about: about(request, language), until: quote.valid_until };
    const revised = quote.revision > 1;
    return {
      subject: revised
        ? t('A revised quote for your request {ref}: {amount}', values)
        : t('A quote for your request {ref}: {amount}', values),
      paragraphs: [
        revised
          ? t(
              'Our team sent revision {revision} of your quote on your request about {about}: {amount} before taxes, valid until {until}.',
              { ...values, revision: quote.revision },
            )
          : t(
              'Our team sent a quote on your request about {about}: {amount} before taxes, valid until {until}.',
              values,
            ),
        t('Read what it covers, and accept and pay it, on the request’s page.'),
      ],
    };
  });
}

/** The request moved (in review, closed, declined with staff's reason...). */
export function requestStateMail(
  request: StoredRequest,
  to: RequestState,
  reason: string | null,
  link: string,
  shop: MailSignature,
): OutgoingMail {
  const ref = requestRef(request.id);
  return requesterMail(request, 'request-state', shop, link, (t, language) => {
    const state = REQUEST_STATE_LABELS[language][to];
    return {
      subject: t('Your request {ref}: {state}', { ref, state }),
      paragraphs: [
        t('Your request {ref} is now: {state}.', { ref, state }),
        ...(reason ? [t('Our reason: {reason}', { reason })] : []),
      ],
    };
  });
}

/**
 * Staff's notice of a new request or a requester's message: plain text to the shop's inbox (or the assigned staff
 * member), no Reply-To (staff answer on the desk, so the conversation stays in one place).
 */
export function staffNoticeMail(
  request: StoredRequest,
  event: 'new' | 'message',
  text: string,
  attachments: number,
  siteUrl: string,
  to: string,
): OutgoingMail {
  const ref = requestRef(request.id);
  const who = `${request.requester_name} <${request.requester_email}>${request.requester_sub ? '' : ' (visitor)'}`;
  return {
    kind: event === 'new' ? 'request-new-staff' : 'request-message-staff',
    to,
    subject:
      event === 'new'
        ? `New ${REQUEST_KIND_LABELS.en[request.kind].toLowerCase()} request ${ref}: ${about(request, 'en')}`
        : `New message on request ${ref}: ${about(request, 'en')}`,
    text: [
      event === 'new' ? `A new request reached the desk from ${who}.` : `${who} wrote on request ${ref}.`,
      '',
      text,
      '',
      attachments ? `Attachments: ${attachments}` : 'No attachments.',
      `Answer it on the desk: ${staffLink(siteUrl, request.id)}`,
    ].join('\n'),
  };
}
