import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { groupThousands } from '../number-format.ts';
import { DISPUTE_STATUSES, ORDER_STATUSES, REFUND_STATUSES } from '../orders/order.ts';
import { RefundRequestState } from '../orders/refund-request.ts';
import { PACKAGES } from '../plans/plan.ts';

/** Admin Orders sorts, in the order the page offers them. */
export const ADMIN_ORDER_SORTS = ['newest', 'oldest', 'amount-high', 'amount-low'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

export const ADMIN_ORDER_PAGE_DEFAULT = 50;
export const ADMIN_ORDER_PAGE_MAX = 100;

/**
 * Amount sorts have no index: they rank the newest this-many orders that match the filter and search, in
 * memory. The answer says `truncated` when older matching orders were left out of the ranking.
 */
export const AMOUNT_SORT_WINDOW = 1000;

/**
 * The export sends every matching order up to this many (tens of thousands of orders in all). Above it the
 * export is refused with a message asking for a narrower filter, rather than cut short without notice.
 */
export const EXPORT_MAX_ROWS = 50_000;

export const ADMIN_ORDER_MESSAGES = {
  status: `status must be one of: ${ORDER_STATUSES.join(', ')}`,
  sort: `sort must be one of: ${ADMIN_ORDER_SORTS.join(', ')}`,
  limit: `limit must be a whole number from 1 to ${ADMIN_ORDER_PAGE_MAX}`,
  cursor: 'cursor is not valid; start again from the first page',
  q: 'q must be at most 100 characters',
  tooManyToExport: `More than ${groupThousands(EXPORT_MAX_ROWS)} orders match. Choose a payment status or a search to export fewer.`,
} as const;

/** The filters, search and sort shared by the list and the export. */
const orderFilters = lazySchema(() => ({
  status: z.optional(z.enum(ORDER_STATUSES, { error: ADMIN_ORDER_MESSAGES.status })),
  sort: z._default(z.enum(ADMIN_ORDER_SORTS, { error: ADMIN_ORDER_MESSAGES.sort }), 'newest'),
  /** Any case; matches plan id, plan title, user id, buyer email or payment reference. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: ADMIN_ORDER_MESSAGES.q }))),
}));

/** GET /api/admin/orders: one page of every buyer's orders. */
export const AdminOrderListQuery = lazySchema(() =>
  z.object({
    ...orderFilters,
    limit: z._default(
      z.pipe(
        z.string().check(z.regex(/^\d+$/, { error: ADMIN_ORDER_MESSAGES.limit })),
        z.pipe(
          z.transform((s: string) => Number(s)),
          z
            .number()
            .check(
              z.gte(1, { error: ADMIN_ORDER_MESSAGES.limit }),
              z.lte(ADMIN_ORDER_PAGE_MAX, { error: ADMIN_ORDER_MESSAGES.limit }),
            ),
        ),
      ),
      ADMIN_ORDER_PAGE_DEFAULT,
    ),
    /** Opaque: the `nextCursor` of the previous page, asked with the same filters. */
    cursor: z.optional(z.string().check(z.maxLength(500, { error: ADMIN_ORDER_MESSAGES.cursor }))),
  }),
);
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuery>;

/** GET /api/orders/export: the same filters, search and sort, every matching row. */
export const OrderExportQuery = lazySchema(() => z.object(orderFilters));
export type OrderExportQuery = z.infer<typeof OrderExportQuery>;

/** One row of the admin Orders table (and of the export). Amounts in cedis, times ISO 8601. */
export const AdminOrderRow = lazySchema(() =>
  z.object({
    id: z.string(),
    reference: z.string(),
    plan_id: z.string(),
    plan_title: z.string(),
    package_type: z.enum(PACKAGES),
    user_id: z.string(),
    user_email: z.string(),
    /** Gross: what the buyer paid (net + tax), cedis. */
    amount: z.number(),
    /** The order's frozen net and tax, cedis; an order made before taxes is all net. */
    net: z.number(),
    tax: z.number(),
    currency: z.string(),
    /** The invoice's number once paid, the credit note's once refunded. */
    invoice_number: z.optional(z.nullable(z.string())),
    credit_note_number: z.optional(z.nullable(z.string())),
    /** A missing payment status reads as pending (rows from before the status fields existed). */
    status: z.enum(ORDER_STATUSES),
    created_at: z.string(),
    paid_at: z.nullable(z.string()),
    download_count: z.number(),
    /** End of the download window; staff extend it from the order's actions. */
    expires_at: z.optional(z.nullable(z.string())),
    refunded_at: z.optional(z.nullable(z.string())),
    refund_status: z.optional(z.nullable(z.enum(REFUND_STATUSES))),
    dispute_status: z.optional(z.nullable(z.enum(DISPUTE_STATUSES))),
    /** The promotion code used and what it took off before tax (cedis); absent without one. */
    promotion_code: z.optional(z.nullable(z.string())),
    discount: z.optional(z.number()),
    /** The buyer's own refund request, when they made one: staff grant or decline it while it is pending. */
    refund_request: z.optional(RefundRequestState),
  }),
);
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

export const AdminOrderListResponse = lazySchema(() =>
  z.object({
    orders: z.array(AdminOrderRow),
    /** Present when more orders may match: ask again with it for the next page. */
    nextCursor: z.nullable(z.string()),
    /** Amount sorts only: older matching orders lay beyond the ranked window of AMOUNT_SORT_WINDOW. */
    truncated: z.boolean(),
  }),
);
export type AdminOrderListResponse = z.infer<typeof AdminOrderListResponse>;

/** The export answers CSV text, not JSON. */
export const OrdersCsv = lazySchema(() => z.string());

/** orders-YYYY-MM-DD.csv, the day in UTC. */
export function ordersExportFileName(now: Date): string {
  return `orders-${now.toISOString().slice(0, 10)}.csv`;
}
