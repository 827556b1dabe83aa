import { paidOrderNumber } from '@shop/shared/invoices/document-number';
import { translatorFor } from '../../i18n/translate.ts';
import { log } from '../../observability/log.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import type { PlanBuyers } from '../../repositories/plan-buyers.ts';
import type { PlanFileVersionsRepository } from '../../repositories/plan-file-versions-repository.ts';
import { fileNameOf } from '../downloads/file-path.ts';
import { composeMail } from '../mails/mail-body.ts';
import { greetingFor, type MailRecipient } from '../mails/recipient.ts';
import { type RecipientLookup, recipientOf } from '../mails/recipient-lookup.ts';
import type { ShopMailDeps } from '../mails/shop-mail-deps.ts';
import { type MailSignature, signatureLines } from '../mails/signature.ts';
import type { OutgoingMail } from '../ports/mailer.ts';
import { settingsOrDefaults } from '../settings/settings-or-defaults.ts';
import { deliveryFiles, replacementsOf } from './file-versions.ts';

export interface RevisionNotice {
  kind: 'revision';
  planId: string;
  replaces: string;
  key: string;
}

export interface NotifyRevisionDeps extends ShopMailDeps {
  buyers: PlanBuyers;
  versions: Pick<PlanFileVersionsRepository, 'list' | 'claimNotice'>;
  /** The buyer's name for the mail's greeting; without it the mail greets neutrally. */
  recipients?: RecipientLookup;
  now: () => Date;
}

/** Whether the buyer can download now: a window that is still open and no payment dispute pausing it. */
function windowOpen(order: StoredOrder, now: Date): boolean {
  return (
    Boolean(order.expires_at) &&
    new Date(order.expires_at ?? '').getTime() > now.getTime() &&
    order.dispute_status !== 'open'
  );
}

function updatedMail(
  order: StoredOrder,
  name: string,
  siteUrl: string,
  shop: MailSignature,
  recipient: MailRecipient,
): OutgoingMail {
  return composeMail({
    kind: 'plan-file-updated',
    to: order.user_email,
    subject: `An updated file for ${order.plan_title} (${paidOrderNumber(order)})`,
    language: 'en',
    greeting: greetingFor(recipient, 'en'),
    blocks: [
      { paragraph: `We have published a new version of ${name}, part of the ${order.plan_title} plan you bought.` },
      { paragraph: 'It is on your download page now, stamped with your licence and marked "Updated".' },
      { link: { label: 'Your download page', href: `${siteUrl}/download/${order.id}` } },
      { paragraph: 'The version you bought stays there too.' },
    ],
    signature: signatureLines(shop, translatorFor('en')),
  });
}

function reissueOfferMail(
  order: StoredOrder,
  name: string,
  shop: MailSignature,
  recipient: MailRecipient,
): OutgoingMail {
  return composeMail({
    kind: 'plan-file-updated-reissue',
    to: order.user_email,
    replyTo: shop.contact_email,
    subject: `An updated file for ${order.plan_title}: ask us to reopen your downloads (${paidOrderNumber(order)})`,
    language: 'en',
    greeting: greetingFor(recipient, 'en'),
    blocks: [
      { paragraph: `We have published a new version of ${name}, part of the ${order.plan_title} plan you bought.` },
      {
        paragraph: `The download window of your order has closed. Reply to this mail (or contact us with your invoice number ${paidOrderNumber(order)}) and we will reopen it, free of charge, so you can download the new version.`,
      },
    ],
    signature: signatureLines(shop, translatorFor('en')),
  });
}

/**
 * Tells the buyers of a plan about a revised file (decision 0024): each completed order that delivers the new
 * version gets one mail, whatever the retries: "it is on your page" while its window is open, else an offer to reopen
 * the window (staff grant it with the re-issue of decision 0020). Refunded orders are not completed and get nothing.
 */
export async function notifyRevision(deps: NotifyRevisionDeps, notice: RevisionNotice) {
  const replacements = replacementsOf(await deps.versions.list(notice.planId));
  const shop = await settingsOrDefaults(deps.settings, { planId: notice.planId });
  const name = fileNameOf(notice.key, 0);
  const now = deps.now();
  let updated = 0;
  let offered = 0;
  for await (const order of deps.buyers.completedOrders(notice.planId)) {
    const delivers = deliveryFiles(order.files, replacements).some((file) => file.key === notice.key && !file.earlier);
    if (!delivers) continue;
    if (!(await deps.versions.claimNotice(order.id, notice.key, now.toISOString()))) continue;
    const open = windowOpen(order, now);
    const recipient = await recipientOf(deps.recipients, order.user_id);
    const mail = open
      ? updatedMail(order, name, deps.siteUrl, shop, recipient)
      : reissueOfferMail(order, name, shop, recipient);
    await deps.mailer.send(mail).catch((error: unknown) => {
      log('error', 'revision mail failed', { orderId: order.id, error: String(error) });
    });
    if (open) updated += 1;
    else offered += 1;
  }
  return { planId: notice.planId, key: notice.key, updated, offered };
}
