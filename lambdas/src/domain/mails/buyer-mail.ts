import type { ShopLanguage } from '@shop/shared/i18n/languages';
import { type Translate, translatorFor } from '../../i18n/translate.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import type { OutgoingMail } from '../ports/mailer.ts';
import { composeMail, type MailBlock } from './mail-body.ts';
import { greetingFor, type MailRecipient } from './recipient.ts';
import { type MailSignature, signatureLines } from './signature.ts';

/** What one mail to a buyer says, written with the translator of their order's language. */
export interface BuyerMailText {
  kind: string;
  subject: string;
  blocks: MailBlock[];
}

/** A mail to an order's buyer, in the order's language: greeted by name where known, signed by the shop. */
export function buyerMail(
  order: Pick<StoredOrder, 'language' | 'user_email'>,
  shop: MailSignature,
  recipient: MailRecipient,
  write: (t: Translate, language: ShopLanguage) => BuyerMailText,
): OutgoingMail {
  const language = order.language ?? 'en';
  const t = translatorFor(language);
  return composeMail({
    ...write(t, language),
    to: order.user_email,
    language,
    greeting: greetingFor(recipient, language),
    signature: signatureLines(shop, t),
  });
}
