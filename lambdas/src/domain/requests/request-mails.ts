import { formatCedisIn } from '@shop/shared/i18n/format';
import { DEFAULT_LANGUAGE, languagePrefix, type ShopLanguage } from '@shop/shared/i18n/languages';
import {
  REQUEST_KIND_LABELS,
  REQUEST_SERVICE_LABELS,
  REQUEST_STATE_LABELS,
} from '@shop/shared/requests/request-labels';
import type { RequestService } from '@shop/shared/requests/request-services';
import type { RequestState } from '@shop/shared/requests/request-states';
import type { StoredRequest } from '../../repositories/requests-repository.ts';
import { composeMail } from '../mails/mail-body.ts';
import { englishSignature, type MailSignature } from '../payments/confirmation-mail.ts';
import { frenchSignature } from '../payments/french-buyer-mails.ts';
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

function about(request: MailedRequest, language: 'en' | 'fr'): string {
  if (request.service) return REQUEST_SERVICE_LABELS[language][request.service];
  return request.plan_title ?? REQUEST_KIND_LABELS[language][request.kind];
}

function requesterMail(
  request: MailedRequest,
  kind: string,
  shop: MailSignature,
  link: string,
  subject: { en: string; fr: string },
  paragraphs: { en: string[]; fr: string[] },
): OutgoingMail {
  const french = request.language === 'fr';
  return composeMail({
    kind,
    to: request.requester_email,
    subject: french ? subject.fr : subject.en,
    language: request.language ?? DEFAULT_LANGUAGE,
    greeting: french ? 'Bonjour,' : 'Hello,',
    blocks: [
      ...(french ? paragraphs.fr : paragraphs.en).map((paragraph) => ({ paragraph })),
      { link: { label: french ? 'Voir votre demande' : 'See your request', href: link } },
    ],
    signature: french ? frenchSignature(shop) : englishSignature(shop),
  });
}

/** The requester's receipt: their request reached the desk; the link follows it. */
export function requestReceivedMail(request: StoredRequest, link: string, shop: MailSignature): OutgoingMail {
  const ref = requestRef(request.id);
  return requesterMail(
    request,
    'request-received',
    shop,
    link,
    {
      en: `We received your request ${ref}: ${about(request, 'en')}`,
      fr: `Nous avons reçu votre demande ${ref}\u202f: ${about(request, 'fr')}`,
    },
    {
      en: [
        `Your request about ${about(request, 'en')} has reached our team. We answer on the request's page, and mail you each time we do.`,
        'Follow the conversation, reply and add files there; this link is yours, please do not share it.',
      ],
      fr: [
        `Votre demande concernant ${about(request, 'fr')} est bien arrivée à notre équipe. Nous répondons sur la page de la demande et vous écrivons à chaque réponse.`,
        'Suivez la conversation, répondez et ajoutez des fichiers sur cette page\u202f; ce lien est personnel, ne le partagez pas.',
      ],
    },
  );
}

/** Staff answered: their words, and the link to reply on the site. */
export function staffReplyMail(request: StoredRequest, text: string, link: string, shop: MailSignature): OutgoingMail {
  const ref = requestRef(request.id);
  return requesterMail(
    request,
    'request-reply',
    shop,
    link,
    { en: `New reply on your request ${ref}`, fr: `Nouvelle réponse à votre demande ${ref}` },
    {
      en: [
        'Our team replied to your request:',
        text,
        'Reply on the request’s page (replies to this mail are not read).',
      ],
      fr: [
        'Notre équipe a répondu à votre demande\u202f:',
        text,
        'Répondez sur la page de la demande (les réponses à ce courriel ne sont pas lues).',
      ],
    },
  );
}

/** A quote (or a revision of it) is on the request: what it comes to, until when, and the link to read and pay it. */
export function requestQuoteMail(
  request: MailedRequest,
  quote: { revision: number; amount: number; valid_until: string },
  link: string,
  shop: MailSignature,
): OutgoingMail {
  const ref = requestRef(request.id);
  const amount = formatCedisIn(quote.amount, 'en');
  const montant = formatCedisIn(quote.amount, 'fr');
  const revised = quote.revision > 1;
  return requesterMail(
    request,
    'request-quote',
    shop,
    link,
    {
      en: `${revised ? 'A revised quote' : 'A quote'} for your request ${ref}: ${amount}`,
      fr: `${revised ? 'Un devis révisé' : 'Un devis'} pour votre demande ${ref}\u202f: ${montant}`,
    },
    {
      en: [
        `Our team sent ${revised ? `revision ${quote.revision} of your quote` : 'a quote'} on your request about ${about(request, 'en')}: ${amount} before taxes, valid until ${quote.valid_until}.`,
        'Read what it covers, and accept and pay it, on the request’s page.',
      ],
      fr: [
        `Notre équipe a envoyé ${revised ? `la révision ${quote.revision} de votre devis` : 'un devis'} pour votre demande concernant ${about(request, 'fr')}\u202f: ${montant} hors taxes, valable jusqu’au ${quote.valid_until}.`,
        'Lisez ce qu’il comprend, puis acceptez-le et payez-le, sur la page de la demande.',
      ],
    },
  );
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
  const en = [`Your request ${ref} is now: ${REQUEST_STATE_LABELS.en[to]}.`];
  const fr = [`Votre demande ${ref} est maintenant\u202f: ${REQUEST_STATE_LABELS.fr[to]}.`];
  if (reason) {
    en.push(`Our reason: ${reason}`);
    fr.push(`Notre raison\u202f: ${reason}`);
  }
  return requesterMail(
    request,
    'request-state',
    shop,
    link,
    {
      en: `Your request ${ref}: ${REQUEST_STATE_LABELS.en[to]}`,
      fr: `Votre demande ${ref}\u202f: ${REQUEST_STATE_LABELS.fr[to]}`,
    },
    { en, fr },
  );
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
