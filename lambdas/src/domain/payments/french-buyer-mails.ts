import { BUSINESS } from '@shop/shared/business';
import { DOWNLOAD_WINDOW_DAYS } from '@shop/shared/constants';
import { formatCedisIn } from '@shop/shared/i18n/format';
import { paidOrderNumber } from '@shop/shared/invoices/document-number';
import { REFUND_POLICY } from '@shop/shared/orders/staff-actions';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { composeMail } from '../mails/mail-body.ts';
import { dateFor, greetingFor, type MailRecipient } from '../mails/recipient.ts';
import type { OutgoingMail } from '../ports/mailer.ts';
import type { MailSignature } from './confirmation-mail.ts';

/*
 * The buyer's mails in French (decision 0026), for orders placed from the French shop. Same facts, same order and
 * kind as the English ones beside them; "vous", amounts and dates written the French way.
 */
const FRENCH_PACKAGE_NAMES = { basic: 'Basique', standard: 'Standard', premium: 'Premium' } as const;

const amount = (order: StoredOrder) => `${formatCedisIn(order.amount, 'fr')} (${order.currency})`;

/** A French label: the narrow no-break space before the colon is the French typographic rule. */
const label = (text: string) => `${text}\u202f`;

/** The closing lines of the buyer's French mails. */
export const frenchSignature = (shop: MailSignature) => [
  `Des questions\u202f? Écrivez-nous à ${shop.contact_email} ou appelez le ${BUSINESS.phones[0]}.`,
  shop.site_name,
];

const days = (count: number) => (count === 1 ? '1\u00a0jour' : `${count}\u00a0jours`);

export function frenchConfirmationMail(
  order: StoredOrder,
  siteUrl: string,
  shop: MailSignature,
  recipient: MailRecipient = {},
): OutgoingMail {
  return composeMail({
    kind: 'order-confirmation',
    to: order.user_email,
    subject: `Vos plans ${shop.site_name} sont prêts\u202f: ${order.plan_title} (${paidOrderNumber(order)})`,
    language: 'fr',
    greeting: greetingFor(recipient, 'fr'),
    blocks: [
      { paragraph: 'Merci pour votre achat.' },
      {
        facts: [
          [label('Facture'), paidOrderNumber(order)],
          [label('Commande'), order.id],
          [label('Plan'), order.plan_title],
          [label('Formule'), FRENCH_PACKAGE_NAMES[order.package_type]],
          [label('Montant payé'), amount(order)],
          [label('Référence du paiement'), order.reference],
        ],
      },
      { link: { label: label('Téléchargez vos fichiers ici'), href: `${siteUrl}/fr/download/${order.id}` } },
      {
        paragraph: `Vos téléchargements restent disponibles ${days(DOWNLOAD_WINDOW_DAYS)}, jusqu’au ${dateFor(order.expires_at, recipient, 'fr')}.`,
      },
    ],
    signature: frenchSignature(shop),
  });
}

export function frenchRefundMail(order: StoredOrder, shop: MailSignature, recipient: MailRecipient = {}): OutgoingMail {
  return composeMail({
    kind: 'order-refund',
    to: order.user_email,
    subject: `Votre remboursement ${shop.site_name}\u202f: ${order.plan_title} (${paidOrderNumber(order)})`,
    language: 'fr',
    greeting: greetingFor(recipient, 'fr'),
    blocks: [
      { paragraph: `Nous avons remboursé votre commande du plan ${order.plan_title}.` },
      {
        facts: [
          [label('Facture'), paidOrderNumber(order)],
          ...(order.credit_note_number ? ([[label('Avoir'), order.credit_note_number]] as [string, string][]) : []),
          [label('Commande'), order.id],
          [label('Montant remboursé'), amount(order)],
          [label('Référence du paiement'), order.reference],
        ],
      },
      {
        paragraph: `L’argent revient sur la carte ou le portefeuille mobile money utilisé pour le paiement, en général sous ${REFUND_POLICY.businessDays}\u00a0jours ouvrés.`,
      },
      { paragraph: 'Les liens de téléchargement de cette commande ne fonctionnent plus.' },
    ],
    signature: frenchSignature(shop),
  });
}

export function frenchWindowMail(
  order: StoredOrder,
  siteUrl: string,
  shop: MailSignature,
  extendedBy: number,
  recipient: MailRecipient = {},
): OutgoingMail {
  return composeMail({
    kind: 'order-window-extended',
    to: order.user_email,
    subject: `Vos téléchargements ${shop.site_name} sont de nouveau ouverts\u202f: ${order.plan_title} (${paidOrderNumber(order)})`,
    language: 'fr',
    greeting: greetingFor(recipient, 'fr'),
    blocks: [
      {
        paragraph: `Nous avons prolongé de ${days(extendedBy)} la période de téléchargement de votre commande du plan ${order.plan_title}.`,
      },
      { link: { label: label('Téléchargez vos fichiers ici'), href: `${siteUrl}/fr/download/${order.id}` } },
      { paragraph: `Le lien fonctionne jusqu’au ${dateFor(order.expires_at, recipient, 'fr')}.` },
    ],
    signature: frenchSignature(shop),
  });
}
