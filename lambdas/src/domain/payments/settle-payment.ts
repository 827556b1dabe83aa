import { CURRENCY, DOWNLOAD_WINDOW_DAYS } from '@shop/shared/constants';
import { PAYMENT_ALARM_MESSAGES } from '@shop/shared/payments/payment-alarm-messages';
import type { EditableSiteSettings } from '@shop/shared/settings/site-settings';
import { log } from '../../observability/log.ts';
import { recordPaymentOutcome, recordSale } from '../../observability/payment-metrics.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { saleOf } from '../analytics/sale-of.ts';
import { sendGiftOnPayment } from '../gifts/send-gift.ts';
import { invoiceAttachment } from '../invoices/invoice-attachment.ts';
import { issueNumber } from '../invoices/issue-number.ts';
import { recipientOf } from '../mails/recipient-lookup.ts';
import { filesForTier } from '../orders/order-files.ts';
import type { OutgoingMail } from '../ports/mailer.ts';
import type { PaystackTransaction } from '../ports/payment-provider.ts';
import { acceptPaidQuote, isQuoteOrder } from '../quotes/accept-paid-quote.ts';
import { settingsOrDefaults } from '../settings/settings-or-defaults.ts';
import { confirmationMail } from './confirmation-mail.ts';
import { newOrderMail } from './new-order-mail.ts';
import type { SettleDeps } from './payment-deps.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a successful charge cannot complete this order, or undefined when it matches. */
export function mismatchReason(order: StoredOrder, transaction: PaystackTransaction): string | undefined {
  if (transaction.reference !== order.reference) return `Paystack reported reference ${transaction.reference}`;
  if (transaction.currency !== CURRENCY)
    return `Paid in ${transaction.currency || 'an unknown currency'}, expected ${CURRENCY}`;
  if (transaction.amount !== order.amount_pesewas) {
    return `Paid ${transaction.amount} pesewas, expected ${order.amount_pesewas} pesewas`;
  }
  return undefined;
}

/**
 * Brings an order in line with what Paystack says about its transaction, from any path (verify call,
 * webhook, reconciliation), any number of times, concurrently:
 * - success with the right reference, amount (pesewas) and currency completes it. The completion is one
 *   conditional write (pending -> completed); only its winner counts the sale and sends the mails
 *   (as the Notifications switches say), so there is one completed order, one window, one increment and
 *   one of each mail however many callers race.
 * - success with a mismatch, or failed, marks it failed with the reason and grants nothing.
 * - a success after a decline (the buyer tried another card on the same Paystack page) or after the order was
 *   written off still completes it: failed and cancelled are not final while Paystack can still report success.
 * - anything else (ongoing, pending mobile money, abandoned) leaves it as it is: only the scheduled
 *   reconciliation or the buyer's return from a cancelled payment writes an order off.
 * A refunded order stays refunded.
 * Returns the order as it now stands.
 */
export async function settlePayment(
  deps: SettleDeps,
  order: StoredOrder,
  transaction: PaystackTransaction,
): Promise<StoredOrder> {
  if (order.status === 'completed') return order;
  if (order.status === 'refunded') {
    if (transaction.status === 'success')
      log('info', 'charge reported after the refund; left refunded', { orderId: order.id });
    return order;
  }

  if (transaction.status === 'failed') {
    const declined = transaction.gateway_response || 'The payment was declined';
    if (await deps.orders.fail(order, declined, transaction.channel)) recordPaymentOutcome('declined');
    return (await deps.orders.get(order.id)) ?? order;
  }
  if (transaction.status !== 'success') return order;

  const mismatch = mismatchReason(order, transaction);
  if (mismatch) {
    log('warn', PAYMENT_ALARM_MESSAGES.mismatch, { orderId: order.id, reason: mismatch });
    if (await deps.orders.fail(order, mismatch, transaction.channel)) recordPaymentOutcome('mismatch');
    return (await deps.orders.get(order.id)) ?? order;
  }

  // The window starts when the shop grants access, so a late payment notice still gives the buyer 7 days.
  const now = deps.now();
  const paidAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + DOWNLOAD_WINDOW_DAYS * DAY_MS).toISOString();
  // The files are copied onto the order now, so deleting or editing the plan later keeps the buyer's files.
  // A paid quote grants no plan files and no purchase record: it accepts its request (decision 0062).
  const plan = isQuoteOrder(order) ? undefined : await deps.plans.get(order.plan_id);
  const files = isQuoteOrder(order) ? [] : filesForTier(plan?.plan_files, order.package_type);
  // Written before the completion and idempotent: a crash between the two leaves an order that a retry
  // (webhook, verify, reconciliation) completes, never a completed order without its purchase record.
  if (isQuoteOrder(order)) await acceptPaidQuote(deps.quotes, order, paidAt);
  else await deps.grants.recordPurchase({ sub: order.user_id, planId: order.plan_id, orderId: order.id, paidAt });

  const won = await deps.orders.complete(order, { paidAt, expiresAt, channel: transaction.channel, files });
  // Only the completion's winner numbers the invoice: one number per paid order however many callers race, and no
  // number is spent on an order that is not paid.
  if (won) await issueNumber(deps.numbers, 'invoice', order.id, now);
  const current = (await deps.orders.get(order.id)) ?? order;
  if (!won) {
    // Lost to a refund: the purchase record just written must not leave a verified-purchase review right for it
    // (the refund's own removal may have run before this write).
    if (current.status === 'refunded') {
      await deps.grants
        .withdrawPurchase({ sub: order.user_id, planId: order.plan_id, orderId: order.id })
        .catch((error: unknown) => {
          log('error', 'purchase record removal failed', { orderId: order.id, error: String(error) });
        });
    }
    // Lost to another caller that completed it (fine), or the order moved on (refunded): a paid charge that is
    // not on a completed order must reach a person.
    if (current.status !== 'completed' && current.status !== 'refunded') {
      log('error', PAYMENT_ALARM_MESSAGES.successNotApplied, { orderId: order.id, status: current.status });
      recordPaymentOutcome('not-applied');
    }
    return current;
  }
  if (order.status === 'failed') log('info', 'order completed after a declined attempt', { orderId: order.id });

  log('info', 'order completed', { orderId: order.id, planId: order.plan_id, channel: transaction.channel });
  // Counted by the winner only, as the aggregates are: one sale per order.
  recordPaymentOutcome('completed');
  recordSale(order.amount_pesewas);
  // Read by the winner only, once per completion, so the switches decide each mail exactly once per order.
  const settings = await settingsOrDefaults(deps.settings, { orderId: order.id });
  await Promise.all([
    (isQuoteOrder(order) ? Promise.resolve() : deps.grants.countPlanDownload(order.plan_id)).catch((error: unknown) => {
      log('error', 'plan download count failed', { orderId: order.id, error: String(error) });
    }),
    // Counted by the winner only, so each sale is in the aggregates once; a failure is logged, never undoes the sale.
    deps.analytics.recordSale(saleOf(order, now)).catch((error: unknown) => {
      log('error', 'analytics aggregate write failed', { orderId: order.id, error: String(error) });
    }),
    sendMails(deps, current, settings),
    // A gift's recipient gets their claim link (decision 0055); nothing for a plain purchase.
    sendGiftOnPayment(deps, current),
  ]);
  return current;
}

/** The buyer's confirmation and the staff notice, each as its Notifications switch says; a failure is logged. */
async function sendMails(deps: SettleDeps, order: StoredOrder, settings: EditableSiteSettings): Promise<void> {
  const mails: { mail: OutgoingMail; failure: string }[] = [];
  if (settings.notify_payment_confirmations) {
    const [recipient, invoice] = await Promise.all([
      recipientOf(deps.recipients, order.user_id),
      invoiceAttachment(order, settings),
    ]);
    const mail = confirmationMail(order, deps.siteUrl, settings, recipient);
    mails.push({
      mail: invoice ? { ...mail, attachments: [invoice] } : mail,
      failure: 'confirmation mail failed',
    });
  } else {
    log('info', 'confirmation mail not sent: Payment Confirmations is off', { orderId: order.id });
  }
  if (settings.notify_new_orders) {
    const mail = newOrderMail(order, deps.siteUrl, settings.site_name, settings.contact_email);
    mails.push({ mail, failure: 'new order mail failed' });
  } else {
    log('info', 'new order mail not sent: New Order Notifications is off', { orderId: order.id });
  }
  await Promise.all(
    mails.map(({ mail, failure }) =>
      deps.mailer.send(mail).catch((error: unknown) => {
        log('error', failure, { orderId: order.id, error: String(error) });
      }),
    ),
  );
}
