import { BUSINESS } from '@shop/shared/business';
import type { OutgoingMail } from '../ports/mailer.ts';

/**
 * The newsletter's welcome in French (decision 0028), for an address signed up from a French page: the same facts
 * as the English one, "vous", French typography, and links to the French pages. The unsubscribe link is the same
 * API address; it lands on the French page for a French subscriber.
 */
export function frenchWelcomeMail(email: string, siteUrl: string, unsubscribeLink: string): OutgoingMail {
  const site = `${siteUrl.replace(/\/+$/, '')}/fr`;
  const text = [
    `Bienvenue parmi les abonnés de la lettre d’information de ${BUSINESS.name}\u202f!`,
    '',
    'Merci de votre inscription. Environ une fois par mois, nous vous enverrons\u202f:',
    '- nos nouveaux plans de maisons dès leur publication,',
    '- des conseils pratiques pour construire sur un terrain au Ghana, du permis de construire aux matériaux,',
    '- des offres sur nos plans et sur nos services de conception et de construction.',
    '',
    `Découvrez nos plans dès maintenant\u202f: ${site}/plans`,
    `Lisez nos guides de construction\u202f: ${site}/blog`,
    '',
    `Des questions\u202f? Répondez à cet e-mail ou appelez-nous au ${BUSINESS.phones[0]}. Nous répondons sous ${BUSINESS.replyWithinHours}\u00a0heures.`,
    '',
    '--',
    `${BUSINESS.name}, ${BUSINESS.address}`,
    `Vous recevez ce message parce que l’adresse ${email} a été inscrite sur notre site.`,
    `Désabonnez-vous à tout moment\u202f: ${unsubscribeLink}`,
  ].join('\n');
  return {
    kind: 'newsletter-welcome',
    to: email,
    subject: `Bienvenue chez ${BUSINESS.name}`,
    text,
  };
}
