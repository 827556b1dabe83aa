import { BUSINESS } from '@shop/shared/business';
import { NEWSLETTER_CONFIRM_HOURS } from '@shop/shared/content/newsletter';
import type { ShopLanguage } from '@shop/shared/i18n/languages';
import { translatorFor } from '../../i18n/translate.ts';
import type { OutgoingMail } from '../ports/mailer.ts';

/**
 * The one mail an address receives before it is confirmed: the link that confirms it, how long the link works, and
 * that nothing more comes without it. In the language of the page the form was on.
 */
export function confirmationMail(email: string, confirmLink: string, language: ShopLanguage = 'en'): OutgoingMail {
  const t = translatorFor(language);
  const shop = BUSINESS.name;
  const text = [
    t('Hello,'),
    '',
    t('Someone, probably you, signed up {email} for the {shop} newsletter.', { email, shop }),
    t('To confirm, open this link:'),
    '',
    confirmLink,
    '',
    t(
      'The link works for {hours} hours. Without your confirmation we send you nothing else and the address is deleted.',
      { hours: NEWSLETTER_CONFIRM_HOURS },
    ),
    '',
    '--',
    `${shop}, ${BUSINESS.address}`,
  ];
  return {
    kind: 'newsletter-confirm',
    to: email,
    subject: t('Confirm your subscription to the {shop} newsletter', { shop }),
    text: text.join('\n'),
  };
}
