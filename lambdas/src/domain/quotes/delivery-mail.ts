import { languagePrefix } from '@shop/shared/i18n/languages';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { composeMail } from '../mails/mail-body.ts';
import { englishSignature, type MailSignature } from '../payments/confirmation-mail.ts';
import { frenchSignature } from '../payments/french-buyer-mails.ts';
import type { OutgoingMail } from '../ports/mailer.ts';

/**
 * The requester's notice that their customized drawings are in their order. Sent to the order's account address
 * (never one typed on the request), with a link to the order's downloads; the file names are escaped by composeMail.
 */
export function customDeliveryMail(
  order: Pick<StoredOrder, 'id' | 'user_email' | 'plan_title' | 'language' | 'service'>,
  requestId: string,
  names: readonly string[],
  siteUrl: string,
  shop: MailSignature,
): OutgoingMail {
  const french = order.language === 'fr';
  const href = `${siteUrl}${languagePrefix(french ? 'fr' : 'en')}/download/${encodeURIComponent(order.id)}`;
  return composeMail({
    kind: 'request-delivered',
    to: order.user_email,
    subject: french
      ? `${order.service ? 'Vos documents sont prêts' : 'Vos plans personnalisés sont prêts'} : ${order.plan_title} (demande ${requestId})`
      : `${order.service ? 'Your documents are ready' : 'Your customized drawings are ready'}: ${order.plan_title} (request ${requestId})`,
    language: french ? 'fr' : 'en',
    greeting: french ? 'Bonjour,' : 'Hello,',
    blocks: [
      {
        paragraph: french
          ? `${order.service ? `Notre équipe a préparé vos documents pour ${order.plan_title}` : `Nos architectes ont terminé les modifications de ${order.plan_title}`}. Ces fichiers ont été ajoutés à votre commande, marqués à votre nom : ${names.join(', ')}.`
          : `${order.service ? `Our team has prepared your documents for ${order.plan_title}` : `Our architects have finished the changes to ${order.plan_title}`}. These files were added to your order, stamped in your name: ${names.join(', ')}.`,
      },
      { link: { label: french ? 'Télécharger vos fichiers' : 'Download your files', href } },
    ],
    signature: french ? frenchSignature(shop) : englishSignature(shop),
  });
}
