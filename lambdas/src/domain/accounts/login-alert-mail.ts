import { languagePrefix, type ShopLanguage } from '@shop/shared/i18n/languages';
import { translatorFor } from '../../i18n/translate.ts';
import { composeMail } from '../mails/mail-body.ts';
import { dateFor, greetingFor, type MailRecipient } from '../mails/recipient.ts';
import { type MailSignature, signatureLines } from '../mails/signature.ts';
import type { OutgoingMail } from '../ports/mailer.ts';
import { type DeviceKind, deviceLabel } from './device-label.ts';

/** What the alert tells: when, from what and from where the account was signed in. */
export interface SignInFacts {
  at: string;
  device: DeviceKind;
  address: string;
}

/**
 * The mail a user gets when their account is signed in from a browser it has not used before: the facts, what to do
 * if it was not them (a new password, two-factor sign-in), and how to stop these alerts. Never a link that signs in.
 */
export function loginAlertMail(
  to: string,
  facts: SignInFacts,
  shop: MailSignature,
  siteUrl: string,
  recipient: MailRecipient,
  language: ShopLanguage,
): OutgoingMail {
  const t = translatorFor(language);
  return composeMail({
    kind: 'login-alert',
    to,
    subject: t('New sign-in to your {shop} account', { shop: shop.site_name }),
    language,
    greeting: greetingFor(recipient, language),
    blocks: [
      { paragraph: t('Your account was just signed in from a device or browser we had not seen before.') },
      {
        facts: [
          [t('When'), dateFor(facts.at, recipient, language)],
          [t('Device'), deviceLabel(facts.device, language) ?? t('Unknown browser')],
          [t('IP address'), facts.address],
        ],
      },
      { paragraph: t('If this was you, there is nothing to do.') },
      { paragraph: t('If it was not you, change your password now and turn on two-factor sign-in in your settings.') },
      {
        link: {
          label: t('Open my security settings'),
          href: `${siteUrl}${languagePrefix(language)}/user/settings#security`,
        },
      },
      { paragraph: t('You get this message because Login alerts is on in your settings.') },
    ],
    signature: signatureLines(shop, t),
  });
}
