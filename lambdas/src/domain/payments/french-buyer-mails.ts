import { BUSINESS } from '@shop/shared/business';
import { DOWNLOAD_WINDOW_DAYS } from '@shop/shared/constants';
import { formatCedisIn, formatDateTimeIn } from '@shop/shared/i18n/format';
import { REFUND_POLICY } from '@shop/shared/orders/staff-actions';
import type { StoredOrder } from '../../repositories/order-item.ts';
import type { OutgoingMail } from '../ports/mailer.ts';
import type { MailSignature } from './confirmation-mail.ts';

/*
 * The buyer's mails in French (decision 0026), for orders placed from the French shop. Same facts, same order and
 * kind as the English ones beside them; "vous", amounts and dates written the French way.
 */
const FRENCH_PACKAGE_NAMES = { basic: 'Basique', standard: 'Standard', premium: 'Premium' } as const;

const amount = (order: StoredOrder) => `${formatCedisIn(order.amount, 'fr')} (${order.currency})`;

const signature = (shop: MailSignature) => [
  `Des questions\u202f? Écrivez-nous à ${shop.contact_email} ou appelez le ${BUSINESS.phones[0]}.`,
  shop.site_name,
];

export function frenchConfirmationMail(order: StoredOrder, siteUrl: string, shop: MailSignature): OutgoingMail {
  const expires = order.expires_at ? formatDateTimeIn(order.expires_at, 'fr', 'UTC') : '';
  return {
    kind: 'order-confirmation',
    to: order.user_email,
    subject: `Vos plans ${shop.site_name} sont prêts\u202f: ${order.plan_title} (${order.invoice_number})`,
    text: [
      'Merci pour votre achat.',
      '',
      `Facture\u202f: ${order.invoice_number}`,
      `Commande\u202f: ${order.id}`,
      `Plan\u202f: ${order.plan_title}`,
      `Formule\u202f: ${FRENCH_PACKAGE_NAMES[order.package_type]}`,
      `Montant payé\u202f: ${amount(order)}`,
      `Référence du paiement\u202f: ${order.reference}`,
      '',
      `Téléchargez vos fichiers ici\u202f: ${siteUrl}/fr/download/${order.id}`,
      `Vos téléchargements restent disponibles ${DOWNLOAD_WINDOW_DAYS}\u00a0jours, jusqu’au ${expires}.`,
      '',
      ...signature(shop),
    ].join('\n'),
  };
}

export function frenchRefundMail(order: StoredOrder, shop: MailSignature): OutgoingMail {
  return {
    kind: 'order-refund',
    to: order.user_email,
    subject: `Votre remboursement ${shop.site_name}\u202f: ${order.plan_title} (${order.invoice_number})`,
    text: [
      `Nous avons remboursé votre commande du plan ${order.plan_title}.`,
      '',
      `Facture\u202f: ${order.invoice_number}`,
      `Commande\u202f: ${order.id}`,
      `Montant remboursé\u202f: ${amount(order)}`,
      `Référence du paiement\u202f: ${order.reference}`,
      '',
      `L’argent revient sur la carte ou le portefeuille mobile money utilisé pour le paiement, en général sous ${REFUND_POLICY.businessDays}\u00a0jours ouvrés.`,
      'Les liens de téléchargement de cette commande ne fonctionnent plus.',
      '',
      ...signature(shop),
    ].join('\n'),
  };
}

export function frenchWindowMail(order: StoredOrder, siteUrl: string, shop: MailSignature): OutgoingMail {
  const expires = formatDateTimeIn(order.expires_at ?? '', 'fr', 'UTC');
  return {
    kind: 'order-window-extended',
    to: order.user_email,
    subject: `Vos téléchargements ${shop.site_name} sont de nouveau ouverts\u202f: ${order.plan_title} (${order.invoice_number})`,
    text: [
      `Nous avons prolongé la période de téléchargement de votre commande du plan ${order.plan_title}.`,
      '',
      `Téléchargez vos fichiers ici\u202f: ${siteUrl}/fr/download/${order.id}`,
      `Le lien fonctionne jusqu’au ${expires}.`,
      '',
      ...signature(shop),
    ].join('\n'),
  };
}
