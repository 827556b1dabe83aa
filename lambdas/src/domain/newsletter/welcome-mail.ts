import { BUSINESS } from '@shop/shared/business';
import type { OutgoingMail } from '../ports/mailer.ts';

/** The first newsletter mail; like every newsletter mail it carries the unsubscribe link, in the text and as a header. */
export function welcomeMail(email: string, siteUrl: string, unsubscribeLink: string): OutgoingMail {
  const site = siteUrl.replace(/\/+$/, '');
  const text = [
    `Welcome to the ${BUSINESS.name} newsletter!`,
    '',
    'Thank you for subscribing. About once a month we will send you:',
    '- new house plans as soon as they are published,',
    '- practical building tips for Ghanaian plots, from permits to materials,',
    '- offers on plans and on our design and construction services.',
    '',
    `Browse the plans now: ${site}/plans`,
    `Read our building guides: ${site}/blog`,
    '',
    `Questions? Reply to this email or call us on ${BUSINESS.phones[0]}. We answer within ${BUSINESS.replyWithinHours} hours.`,
    '',
    '--',
    `${BUSINESS.name}, ${BUSINESS.address}`,
    `You receive this because ${email} was signed up on our website.`,
    `Unsubscribe at any time: ${unsubscribeLink}`,
  ].join('\n');
  return {
    kind: 'newsletter-welcome',
    to: email,
    subject: `Welcome to ${BUSINESS.name}`,
    text,
    headers: { 'List-Unsubscribe': `<${unsubscribeLink}>` },
  };
}
