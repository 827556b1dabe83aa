import { paidOrderNumber } from '@shop/shared/invoices/document-number';
import type { OrderStatus } from '@shop/shared/orders/order';
import { sellsPlan } from '@shop/shared/orders/order';
import type { Caller } from '../../auth/caller.ts';
import { log } from '../../observability/log.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { saleOf } from '../analytics/sale-of.ts';
import { issueNumber } from '../invoices/issue-number.ts';
import { recipientOf } from '../mails/recipient-lookup.ts';
import { isQuoteOrder } from '../quotes/accept-paid-quote.ts';
import { settingsOrDefaults } from '../settings/settings-or-defaults.ts';
import type { RefundDeps } from './refund-deps.ts';
import { refundMail } from './refund-mail.ts';

/** The actor the audit trail names for what Paystack reported on its own (dashboard refunds, disputes). */
export const PAYSTACK_ACTOR: Caller = { sub: 'paystack', email: 'Paystack', groups: [] };

/**
 * What follows a refund, done only by the caller whose write settled it (apply-refund-event.ts, so once however many
 * webhooks and clicks race): the order's stamped copies removed (so a link handed out before stops working), the
 * customer-and-plan refund marker, the buyer's purchase record recounted from their other completed orders of the
 * plan, the sale taken back out of the plan's sales count and the analytics (only when the order had been counted as
 * a sale), the buyer's mail, and the audit entry naming who refunded and why.
 * Each failure is logged and never undoes the refund.
 */
export async function finishRefund(
  deps: RefundDeps,
  refunded: StoredOrder,
  actor: Caller,
  details: { reason: string; wasSale: boolean; from: OrderStatus; override?: boolean },
): Promise<void> {
  let order = refunded;
  const now = deps.now();
  const at = now.toISOString();
  // A paid order's refund gets its numbered credit note first, so the refund mail and the audit can name it; an
  // order never counted as a sale had no invoice to credit.
  const creditNote = details.wasSale ? await issueNumber(deps.numbers, 'credit_note', order.id, now) : undefined;
  if (creditNote) order = { ...order, credit_note_number: creditNote };
  const settings = await settingsOrDefaults(deps.settings, { orderId: order.id });
  const logged = (what: string) => (error: unknown) => {
    log('error', `${what} failed`, { orderId: order.id, error: String(error) });
  };
  await Promise.all([
    deps.deliveries.remove(order.id).catch(logged('stamped copies removal')),
    // A quote for one of the firm's services has no plan to mark or recount.
    sellsPlan(order)
      ? deps.refunds.recordRefund(order.user_id, order.plan_id, order.id, at).catch(logged('refund marker write'))
      : undefined,
    // A refunded order gives no verified-purchase review, but an earlier completed order of the plan still does.
    sellsPlan(order)
      ? deps.grants.recountPurchase(order.user_id, order.plan_id).catch(logged('purchase record recount'))
      : undefined,
    // A paid quote never counted a sale of its plan, so its refund takes none back.
    details.wasSale && !isQuoteOrder(order)
      ? deps.grants.uncountPlanDownload(order.plan_id).catch(logged('plan sales count reversal'))
      : undefined,
    details.wasSale && order.paid_at
      ? deps.analytics.reverseSale(saleOf(order, new Date(order.paid_at))).catch(logged('analytics refund reversal'))
      : undefined,
    recipientOf(deps.recipients, order.user_id)
      .then((recipient) => deps.mailer.send(refundMail(order, settings, recipient)))
      .catch(logged('refund mail')),
    deps.audit.record(actor, {
      action: details.override ? 'order.refund.override' : 'order.refund',
      target_type: 'order',
      target_id: order.id,
      summary: `Refunded order ${paidOrderNumber(order)} (${order.plan_title}) to ${order.user_email}: ${details.reason}`,
      changes: {
        status: { from: details.from, to: 'refunded' },
        amount_pesewas: order.amount_pesewas,
        reason: details.reason,
        ...(details.override ? { policy_override: true } : {}),
      },
    }),
  ]);
  log('info', 'order refunded', { orderId: order.id, by: actor.email ?? actor.sub, wasSale: details.wasSale });
}
