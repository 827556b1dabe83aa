import { BUSINESS } from '@shop/shared/business';
import type { ShopLanguage } from '@shop/shared/i18n/languages';
import type { OutgoingMail } from '../ports/mailer.ts';
import { frenchWelcomeMail } from './french-welcome-mail.ts';

/**
 * The first newsletter mail, in the language the address signed up in (decision 0028); like every newsletter mail
 * it carries the unsubscribe link in the text; the sender adds the List-Unsubscribe headers (list-unsubscribe.ts).
 */
export function welcomeMail(
  email: string,
  siteUrl: string,
  unsubscribeLink: string,
  language: ShopLanguage = 'en',
): OutgoingMail {
  if (language === 'fr') return frenchWelcomeMail(email, siteUrl, unsubscribeLink);
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
  };
}
