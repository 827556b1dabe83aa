import { languagePrefix } from '@shop/shared/i18n/languages';
import { giftClaimPath } from '@shop/shared/orders/gift';
import { translatorFor } from '../../i18n/translate.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { composeMail, type MailBlock } from '../mails/mail-body.ts';
import { dateFor } from '../mails/recipient.ts';
import { type MailSignature, signatureLines } from '../mails/signature.ts';
import { packageName } from '../payments/package-names.ts';
import type { OutgoingMail } from '../ports/mailer.ts';

/**
 * The recipient's mail, in the language the giver chose for them: who gave them which plan, the giver's words, and
 * the claim link. It goes to the one address the giver wrote and nowhere else; no header comes from the giver (no
 * reply-to, no copy), and every value the giver typed is escaped in the HTML part (mail-body.ts), so the shop's mail
 * cannot be turned into the giver's relay.
 */
export function giftMail(
  order: StoredOrder,
  link: { token: string; expiresAt: string },
  siteUrl: string,
  shop: MailSignature,
): OutgoingMail {
  const gift = order.gift;
  if (!gift) throw new Error(`Order ${order.id} is not a gift`);
  const language = gift.language;
  const t = translatorFor(language);
  const giver = gift.giver_name;
  const plan = order.plan_title;
  // The giver's words are a paragraph of their own, never part of a translated text.
  const message: MailBlock[] = gift.message ? [{ paragraph: t('Their message:') }, { paragraph: gift.message }] : [];
  return composeMail({
    kind: 'gift-claim',
    to: gift.recipient_email,
    subject: t('{giver} has given you a house plan: {plan}', { giver, plan }),
    language,
    greeting: t('Dear {name},', { name: gift.recipient_name }),
    blocks: [
      {
        paragraph: t('{giver} has given you the plan "{plan}" ({package}) from {shop}.', {
          giver,
          plan,
          package: packageName(order.package_type, t),
          shop: shop.site_name,
        }),
      },
      ...message,
      {
        paragraph: t(
          'To receive it, open the link below and sign in, or create an account with any email address you like. The licence will be in your name.',
        ),
      },
      {
        link: {
          label: t('Claim your plan'),
          href: `${siteUrl}${languagePrefix(language)}${giftClaimPath(order.id, link.token)}`,
        },
      },
      { paragraph: t('This link works once, until {date}.', { date: dateFor(link.expiresAt, {}, language) }) },
    ],
    signature: signatureLines(shop, t),
  });
}
