import { composeMail } from '../mails/mail-body.ts';
import { dateFor, greetingFor, type MailRecipient } from '../mails/recipient.ts';
import { englishSignature, type MailSignature } from '../payments/confirmation-mail.ts';
import { frenchSignature } from '../payments/french-buyer-mails.ts';
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
  language: 'en' | 'fr',
): OutgoingMail {
  const when = dateFor(facts.at, recipient, language);
  const settings = `${siteUrl}${language === 'fr' ? '/fr' : ''}/user/settings#security`;
  if (language === 'fr') {
    const device = deviceLabel(facts.device, 'fr') ?? 'Navigateur inconnu';
    return composeMail({
      kind: 'login-alert',
      to,
      subject: `Nouvelle connexion à votre compte ${shop.site_name}`,
      language: 'fr',
      greeting: greetingFor(recipient, 'fr'),
      blocks: [
        {
          paragraph:
            'Votre compte vient d’être ouvert depuis un appareil ou un navigateur que nous ne connaissions pas.',
        },
        {
          facts: [
            ['Quand\u202f', when],
            ['Appareil\u202f', device],
            ['Adresse IP\u202f', facts.address],
          ],
        },
        { paragraph: 'Si c’était vous, vous n’avez rien à faire.' },
        {
          paragraph:
            'Sinon, changez votre mot de passe tout de suite et activez la connexion en deux étapes dans vos paramètres.',
        },
        { link: { label: 'Ouvrir mes paramètres de sécurité', href: settings } },
        { paragraph: 'Vous recevez ce message parce que les alertes de connexion sont activées dans vos paramètres.' },
      ],
      signature: frenchSignature(shop),
    });
  }
  const device = deviceLabel(facts.device, 'en') ?? 'Unknown browser';
  return composeMail({
    kind: 'login-alert',
    to,
    subject: `New sign-in to your ${shop.site_name} account`,
    language: 'en',
    greeting: greetingFor(recipient, 'en'),
    blocks: [
      { paragraph: 'Your account was just signed in from a device or browser we had not seen before.' },
      {
        facts: [
          ['When', when],
          ['Device', device],
          ['IP address', facts.address],
        ],
      },
      { paragraph: 'If this was you, there is nothing to do.' },
      { paragraph: 'If it was not you, change your password now and turn on two-factor sign-in in your settings.' },
      { link: { label: 'Open my security settings', href: settings } },
      { paragraph: 'You get this message because Login alerts is on in your settings.' },
    ],
    signature: englishSignature(shop),
  });
}
