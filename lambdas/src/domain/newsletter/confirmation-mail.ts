import { BUSINESS } from '@shop/shared/business';
import { NEWSLETTER_CONFIRM_HOURS } from '@shop/shared/content/newsletter';
import type { ShopLanguage } from '@shop/shared/i18n/languages';
import type { OutgoingMail } from '../ports/mailer.ts';

/**
 * The one mail an address receives before it is confirmed: the link that confirms it, how long the link works, and
 * that nothing more comes without it. In the language of the page the form was on.
 */
export function confirmationMail(email: string, confirmLink: string, language: ShopLanguage = 'en'): OutgoingMail {
  const text =
    language === 'fr'
      ? [
          'Bonjour,',
          '',
          `Quelqu’un, sans doute vous, a inscrit l’adresse ${email} à la lettre d’information de ${BUSINESS.name}.`,
          'Pour confirmer cette inscription, ouvrez ce lien\u202f:',
          '',
          confirmLink,
          '',
          `Le lien fonctionne pendant ${NEWSLETTER_CONFIRM_HOURS}\u00a0heures. Sans confirmation, nous ne vous enverrons rien d’autre et l’adresse sera effacée.`,
          '',
          '--',
          `${BUSINESS.name}, ${BUSINESS.address}`,
        ]
      : [
          'Hello,',
          '',
          `Someone, probably you, signed up ${email} for the ${BUSINESS.name} newsletter.`,
          'To confirm, open this link:',
          '',
          confirmLink,
          '',
          `The link works for ${NEWSLETTER_CONFIRM_HOURS} hours. Without your confirmation we send you nothing else and the address is deleted.`,
          '',
          '--',
          `${BUSINESS.name}, ${BUSINESS.address}`,
        ];
  return {
    kind: 'newsletter-confirm',
    to: email,
    subject:
      language === 'fr'
        ? `Confirmez votre inscription à la lettre de ${BUSINESS.name}`
        : `Confirm your subscription to the ${BUSINESS.name} newsletter`,
    text: text.join('\n'),
  };
}
