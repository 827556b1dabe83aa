import { BUSINESS } from '@shop/shared/business';
import { languagePrefix, type ShopLanguage } from '@shop/shared/i18n/languages';
import { translatorFor } from '../../i18n/translate.ts';
import type { OutgoingMail } from '../ports/mailer.ts';

/**
 * The first newsletter mail, in the language the address signed up in (decision 0028), with links to that
 * language's pages; like every newsletter mail it carries the unsubscribe link in the text (the same API address in
 * both languages; it lands on the subscriber's language's page); the sender adds the List-Unsubscribe headers
 * (list-unsubscribe.ts).
 */
export function welcomeMail(
  email: string,
  siteUrl: string,
  unsubscribeLink: string,
  language: ShopLanguage = 'en',
): OutgoingMail {
  const t = translatorFor(language);
  const site = `${siteUrl.replace(/\/+$/, '')}${languagePrefix(language)}`;
  const shop = BUSINESS.name;
  const text = [
    t('Welcome to the {shop} newsletter!', { shop }),
    '',
    t('Thank you for subscribing. About once a month we will send you:'),
    t('- new house plans as soon as they are published,'),
    t('- practical building tips for Ghanaian plots, from permits to materials,'),
    t('- offers on plans and on our design and construction services.'),
    '',
    t('Browse the plans now: {link}', { link: `${site}/plans` }),
    t('Read our building guides: {link}', { link: `${site}/blog` }),
    '',
    t('Questions? Reply to this email or call us on {phone}. We answer within {hours} hours.', {
      phone: BUSINESS.phones[0],
      hours: BUSINESS.replyWithinHours,
    }),
    '',
    '--',
    `${shop}, ${BUSINESS.address}`,
    t('You receive this because {email} was signed up on our website.', { email }),
    t('Unsubscribe at any time: {link}', { link: unsubscribeLink }),
  ].join('\n');
  return { kind: 'newsletter-welcome', to: email, subject: t('Welcome to {shop}', { shop }), text };
}
