import type { AdminOrderRow } from '@shop/shared/admin/orders';
import { orderTax, taxOf } from '@shop/shared/invoices/tax';
import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/orders/order';
import type { StoredOrder } from '../../repositories/order-item.ts';

/** A missing or unknown payment status reads as pending (rows from before the status fields existed). */
function statusOf(order: Partial<Pick<StoredOrder, 'status' | 'payment_status'>>): OrderStatus {
  const status = order.payment_status ?? order.status;
  return (ORDER_STATUSES as readonly string[]).includes(status ?? '') ? (status as OrderStatus) : 'pending';
}

/** What the admin Orders table and the export show of an order: no file keys, no internal amount. */
export function toAdminOrderRow(order: StoredOrder): AdminOrderRow {
  const breakdown = orderTax(order);
  return {
    id: order.id,
    reference: order.reference,
    plan_id: order.plan_id,
    plan_title: order.plan_title,
    package_type: order.package_type ?? order.tier,
    user_id: order.user_id,
    user_email: order.user_email ?? '',
    amount: order.amount,
    net: breakdown.net_pesewas / 100,
    tax: taxOf(breakdown) / 100,
    currency: order.currency,
    invoice_number: order.invoice_number ?? null,
    credit_note_number: order.credit_note_number ?? null,
    status: statusOf(order),
    created_at: order.created_at,
    paid_at: order.paid_at ?? null,
    download_count: order.download_count ?? 0,
    expires_at: order.expires_at ?? null,
    refunded_at: order.refunded_at ?? null,
    refund_status: order.refund_status ?? null,
    dispute_status: order.dispute_status ?? null,
    ...(order.promotion
      ? { promotion_code: order.promotion.code, discount: order.promotion.discount_pesewas / 100 }
      : {}),
    ...(order.refund_request ? { refund_request: order.refund_request } : {}),
  };
}

/** The search as typed, trimmed and lower-cased; undefined when there is nothing to match. */
export function searchNeedle(q: string | undefined): string | undefined {
  const needle = q?.trim().toLowerCase();
  return needle || undefined;
}

/** Whether the row's plan id, plan title, user id, buyer email or reference contains the needle, in any case. */
export function matchesOrderSearch(row: AdminOrderRow, needle: string | undefined): boolean {
  if (!needle) return true;
  return [row.plan_id, row.plan_title, row.user_id, row.user_email, row.reference].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/** Highest (or lowest) amount first; equal amounts newest first, so the order is stable. */
export function byAmount(direction: 'high' | 'low') {
  const sign = direction === 'high' ? -1 : 1;
  return (a: AdminOrderRow, b: AdminOrderRow) =>
    sign * (a.amount - b.amount) || b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id);
}
