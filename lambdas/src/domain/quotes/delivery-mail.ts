import { languagePrefix } from '@shop/shared/i18n/languages';
import { translatorFor } from '../../i18n/translate.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { composeMail } from '../mails/mail-body.ts';
import { type MailSignature, signatureLines } from '../mails/signature.ts';
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
  const language = order.language ?? 'en';
  const t = translatorFor(language);
  const plan = order.plan_title;
  const files = names.join(', ');
  return composeMail({
    kind: 'request-delivered',
    to: order.user_email,
    subject: order.service
      ? t('Your documents are ready: {plan} (request {request})', { plan, request: requestId })
      : t('Your customized drawings are ready: {plan} (request {request})', { plan, request: requestId }),
    language,
    greeting: t('Hello,'),
    blocks: [
      {
        paragraph: order.service
          ? t(
              'Our team has prepared your documents for {plan}. These files were added to your order, stamped in your name: {files}.',
              { plan, files },
            )
          : t(
              'Our architects have finished the changes to {plan}. These files were added to your order, stamped in your name: {files}.',
              { plan, files },
            ),
      },
      {
        link: {
          label: t('Download your files'),
          href: `${siteUrl}${languagePrefix(language)}/download/${encodeURIComponent(order.id)}`,
        },
      },
    ],
    signature: signatureLines(shop, t),
  });
}
