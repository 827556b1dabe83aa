import { giftClaimPath } from '@shop/shared/orders/gift';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { composeMail, type MailBlock } from '../mails/mail-body.ts';
import { dateFor } from '../mails/recipient.ts';
import { englishSignature, type MailSignature } from '../payments/confirmation-mail.ts';
import { frenchSignature } from '../payments/french-buyer-mails.ts';
import { PACKAGE_NAMES } from '../payments/package-names.ts';
import type { OutgoingMail } from '../ports/mailer.ts';

const FRENCH_PACKAGE_NAMES = { basic: 'Basique', standard: 'Standard', premium: 'Premium' } as const;

/**
 * The recipient's mail: who gave them which plan, the giver's words, and the claim link. It goes to the one address
 * the giver wrote and nowhere else; no header comes from the giver (no reply-to, no copy), and every value the giver
 * typed is escaped in the HTML part (mail-body.ts), so the shop's mail cannot be turned into the giver's relay.
 */
export function giftMail(
  order: StoredOrder,
  link: { token: string; expiresAt: string },
  siteUrl: string,
  shop: MailSignature,
): OutgoingMail {
  const gift = order.gift;
  if (!gift) throw new Error(`Order ${order.id} is not a gift`);
  const french = gift.language === 'fr';
  const href = `${siteUrl}${french ? '/fr' : ''}${giftClaimPath(order.id, link.token)}`;
  const until = dateFor(link.expiresAt, {}, gift.language);
  const message: MailBlock[] = gift.message
    ? [{ paragraph: french ? `Son message\u202f:` : 'Their message:' }, { paragraph: gift.message }]
    : [];
  if (french) {
    return composeMail({
      kind: 'gift-claim',
      to: gift.recipient_email,
      subject: `${gift.giver_name} vous offre un plan de maison\u202f: ${order.plan_title}`,
      language: 'fr',
      greeting: `Bonjour ${gift.recipient_name},`,
      blocks: [
        {
          paragraph: `${gift.giver_name} vous offre le plan «\u00a0${order.plan_title}\u00a0» (formule ${FRENCH_PACKAGE_NAMES[order.package_type]}) chez ${shop.site_name}.`,
        },
        ...message,
        {
          paragraph:
            'Pour le recevoir, ouvrez le lien ci-dessous et connectez-vous, ou créez un compte avec l’adresse de votre choix. La licence sera à votre nom.',
        },
        { link: { label: 'Recevoir mon plan', href } },
        { paragraph: `Ce lien fonctionne une seule fois, jusqu’au ${until}.` },
      ],
      signature: frenchSignature(shop),
    });
  }
  return composeMail({
    kind: 'gift-claim',
    to: gift.recipient_email,
    subject: `${gift.giver_name} has given you a house plan: ${order.plan_title}`,
    language: 'en',
    greeting: `Dear ${gift.recipient_name},`,
    blocks: [
      {
        paragraph: `${gift.giver_name} has given you the plan "${order.plan_title}" (${PACKAGE_NAMES[order.package_type]} Package) from ${shop.site_name}.`,
      },
      ...message,
      {
        paragraph:
          'To receive it, open the link below and sign in, or create an account with any email address you like. The licence will be in your name.',
      },
      { link: { label: 'Claim your plan', href } },
      { paragraph: `This link works once, until ${until}.` },
    ],
    signature: englishSignature(shop),
  });
}
