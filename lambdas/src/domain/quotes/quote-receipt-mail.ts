import { languagePrefix } from '@shop/shared/i18n/languages';
import { paidOrderNumber } from '@shop/shared/invoices/document-number';
import { formatCedis } from '@shop/shared/money';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { composeMail } from '../mails/mail-body.ts';
import { greetingFor, type MailRecipient } from '../mails/recipient.ts';
import type { OutgoingMail } from '../ports/mailer.ts';

/**
 * The receipt of a paid desk quote (decision 0062), sent where a plan's confirmation is (same kind, same switch, the
 * invoice attached by the caller): what was paid for, and that the drawings come to the order once staff deliver them.
 * A plan's confirmation would promise files to download now, which a quote does not have.
 */
export function quoteReceiptMail(
  order: StoredOrder,
  siteUrl: string,
  siteName: string,
  signature: string[],
  recipient: MailRecipient = {},
): OutgoingMail {
  const french = order.language === 'fr';
  const request = order.request_id ?? '';
  const amount = `${formatCedis(order.amount)} (${order.currency})`;
  const href = `${siteUrl}${languagePrefix(french ? 'fr' : 'en')}/user/orders`;
  return composeMail({
    kind: 'order-confirmation',
    to: order.user_email,
    subject: french
      ? `Votre devis est payé : demande ${request} (${paidOrderNumber(order)})`
      : `Your quote is paid: request ${request} (${paidOrderNumber(order)})`,
    language: french ? 'fr' : 'en',
    greeting: greetingFor(recipient, french ? 'fr' : 'en'),
    blocks: [
      { paragraph: thanks(order, french) },
      {
        facts: french
          ? [
              ['Facture', paidOrderNumber(order)],
              ['Demande', request],
              ['Montant payé', amount],
              ['Référence du paiement', order.reference],
            ]
          : [
              ['Invoice', paidOrderNumber(order)],
              ['Request', request],
              ['Amount paid', amount],
              ['Payment reference', order.reference],
            ],
      },
      { link: { label: french ? 'Vos commandes' : 'Your orders', href } },
    ],
    signature: signature.length ? signature : [siteName],
  });
}

/** What the payment was for: a change to a plan, or one of the firm's services (whose title is the service's name). */
function thanks(order: Pick<StoredOrder, 'plan_title' | 'service'>, french: boolean): string {
  if (order.service) {
    return french
      ? `Merci : votre paiement du devis pour ${order.plan_title} est reçu. Notre équipe commence le travail et vous répond sur la demande ; les documents préparés pour vous seront ajoutés à votre commande.`
      : `Thank you: your payment of the quote for ${order.plan_title} is received. Our team is starting the work and will answer you on the request; documents we prepare for you will be added to your order.`;
  }
  return french
    ? `Merci : votre paiement du devis de personnalisation de ${order.plan_title} est reçu. Nos architectes commencent les modifications ; les plans personnalisés seront ajoutés à votre commande et vous recevrez un message.`
    : `Thank you: your payment of the customization quote for ${order.plan_title} is received. Our architects are starting the changes; the customized drawings will be added to your order and we will write to you.`;
}
