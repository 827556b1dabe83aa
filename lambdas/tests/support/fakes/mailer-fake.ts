import type { Mailer, OutgoingMail } from '../../../src/domain/ports/mailer.ts';

/** A mailer that keeps what it was asked to send, in order; `failing` makes every send throw, as an SES outage. */
export function mailerFake(options: { failing?: boolean } = {}) {
  const sent: OutgoingMail[] = [];
  const mailer = {
    async send(mail: OutgoingMail): Promise<void> {
      if (options.failing) throw new Error('mail service unavailable');
      sent.push(mail);
    },
  } satisfies Mailer;
  return {
    ...mailer,
    sent,
    /** The mails of one kind (order-refund, order-window-extended). */
    ofKind: (kind: string) => sent.filter((mail) => mail.kind === kind),
  };
}

export type MailerFake = ReturnType<typeof mailerFake>;
