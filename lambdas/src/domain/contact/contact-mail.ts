import { BUSINESS } from '@shop/shared/business';
import { CONTACT_PLAN_TYPE_LABELS } from '@shop/shared/content/contact';
import type { ContactMessage } from '../../repositories/contact-messages-repository.ts';
import type { OutgoingMail } from '../ports/mailer.ts';

/** The mail the firm receives for a contact message (naming the shop by its saved site name); replying answers the visitor directly. */
export function contactMail(message: ContactMessage, inbox: string, siteName: string): OutgoingMail {
  const subject = message.subject.replace(/\s+/g, ' ');
  const lines = [
    `New message from the ${siteName} contact form.`,
    '',
    `Name:      ${message.name}`,
    `Email:     ${message.email}`,
    `Phone:     ${message.phone || '(not given)'}`,
    `Plan type: ${message.plan_type ? CONTACT_PLAN_TYPE_LABELS[message.plan_type] : '(not given)'}`,
    `Subject:   ${subject}`,
    `Received:  ${message.created_at}`,
    `Reference: ${message.id}`,
    '',
    message.message,
    '',
    '--',
    `We promise visitors a reply within ${BUSINESS.replyWithinHours} hours. Reply to this mail to answer ${message.name}.`,
  ];
  return {
    kind: 'contact',
    to: inbox,
    replyTo: message.email,
    subject: `Contact form: ${subject}`,
    text: lines.join('\n'),
  };
}
