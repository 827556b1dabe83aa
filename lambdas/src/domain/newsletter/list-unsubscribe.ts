import type { OutgoingMail } from '../ports/mailer.ts';

/** Where a newsletter mail's unsubscribe goes: the https link (GET shows a page, POST is the one click) and a mailbox. */
export interface UnsubscribeTargets {
  url: string;
  /** The address a mail client writes to when it unsubscribes by mail. */
  mailbox: string;
  token: string;
}

/**
 * Every mail the newsletter sends carries these (RFC 2369 and RFC 8058): the https URL and a mailto, and the header
 * that tells a mail provider it may unsubscribe with one POST, with no page to open. Gmail and Yahoo require both of
 * bulk senders.
 */
export function withListUnsubscribe(mail: OutgoingMail, targets: UnsubscribeTargets): OutgoingMail {
  const mailto = `mailto:${targets.mailbox}?subject=${encodeURIComponent(`unsubscribe ${targets.token}`)}`;
  return {
    ...mail,
    headers: {
      ...mail.headers,
      'List-Unsubscribe': `<${targets.url}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
