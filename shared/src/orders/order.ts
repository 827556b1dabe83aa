import * as z from 'zod/mini';
import { SHOP_LANGUAGES } from '../i18n/languages.ts';
import { TaxBreakdown } from '../invoices/tax.ts';
import { lazySchema } from '../lazy-schema.ts';
import { PACKAGES, PLAN_TYPES } from '../plans/plan.ts';
import { OrderPromotion } from '../promotions/order-promotion.ts';
import { REQUEST_SERVICES } from '../requests/request-services.ts';
import { GiftDetails } from './gift.ts';
import { RefundRequestState } from './refund-request.ts';

/**
 * Order statuses (`failed` is the admin filter's extra value; `refunded` is a
 * completed order whose money went back to the buyer, by staff or through Paystack).
 */
export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const REFUND_STATUSES = ['requested', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const DISPUTE_STATUSES = ['open', 'resolved'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** What an order sells beyond a plain purchase (absent: a purchase): a package upgrade, or one more build. */
export const ORDER_KINDS = ['upgrade', 'extra_build'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
/**
 * A desk request's quote paid through Paystack (decision 0062). Not in ORDER_KINDS: checkout never starts one, only
 * the request's own pay route does, priced from the stored quote.
 */
export const QUOTE_ORDER_KIND = 'quote';

export const PAYMENT_CHANNELS = ['card', 'mobile_money'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/**
 * An order as its buyer (and staff) see it. It keeps a copy of the plan's facts at purchase time, so
 * the order reads the same after the plan is edited or deleted. `tier` and `package_type` hold the same
 * package (the dashboard reads one, the orders page the other); `payment_status` mirrors `status`.
 * Amounts are in cedis; times ISO 8601.
 */
export const Order = lazySchema(() =>
  z.object({
    id: z.string(),
    user_id: z.string(),
    user_email: z.string(),
    plan_id: z.string(),
    plan_title: z.string(),
    /** Null on an order that sells no plan (a paid quote for one of the firm's services). */
    plan_type: z.nullable(z.enum(PLAN_TYPES)),
    bedrooms: z.number(),
    bathrooms: z.number(),
    area_sqm: z.number(),
    image_url: z.string(),
    package_type: z.enum(PACKAGES),
    tier: z.enum(PACKAGES),
    amount: z.number(),
    currency: z.string(),
    status: z.enum(ORDER_STATUSES),
    payment_status: z.enum(ORDER_STATUSES),
    payment_method: z.literal('paystack'),
    /** How Paystack says the buyer paid; null until it says. */
    channel: z.nullable(z.string()),
    reference: z.string(),
    created_at: z.string(),
    paid_at: z.nullable(z.string()),
    /** End of the download window (paid_at + 7 days); null until paid. */
    expires_at: z.nullable(z.string()),
    download_count: z.number(),
    last_download_at: z.nullable(z.string()),
    /** Why a payment was not accepted (amount or currency mismatch, declined, abandoned); null otherwise. */
    failure_reason: z.nullable(z.string()),
    /**
     * The invoice's number (INV-2026-000123), given once when the payment is settled (decision 0046); null while the
     * order is not paid. Orders paid before numbering keep the INV- + order id number they were given.
     */
    invoice_number: z.nullable(z.string()),
    /** The credit note's number (CN-2026-000007), given once when a paid order's refund is settled. */
    credit_note_number: z.optional(z.nullable(z.string())),
    /** Who the invoice is made out to, as entered at checkout. Absent on orders made before billing details. */
    billing: z.optional(
      z.object({
        name: z.string(),
        company: z.optional(z.string()),
        tax_number: z.optional(z.string()),
        address: z.optional(z.string()),
      }),
    ),
    /**
     * The net, tax lines and total charged, computed from the tax settings in force when payment started and frozen
     * there: later changes to the rates never alter this order or its invoice. Absent on orders made before taxes.
     */
    tax: z.optional(TaxBreakdown),
    /** When the order was refunded; null (or absent on older rows) otherwise. */
    refunded_at: z.optional(z.nullable(z.string())),
    /** Where the refund stands at Paystack: requested by staff, processed, or failed (staff must act). */
    refund_status: z.optional(z.nullable(z.enum(REFUND_STATUSES))),
    /** A chargeback the buyer's bank opened: downloads pause while it is open. */
    dispute_status: z.optional(z.nullable(z.enum(DISPUTE_STATUSES))),
    /**
     * Who the licence names, as written at checkout (decision 0037): every stamp, the PDF metadata and the
     * certificate use it. Absent on orders made before it existed.
     */
    licenceName: z.optional(z.string()),
    /** The language the buyer shopped in (decision 0026): their mails and invoice follow it. Absent: English. */
    language: z.optional(z.enum(SHOP_LANGUAGES)),
    /** The promotion code applied when payment started, and what it took off before tax; absent without one. */
    promotion: z.optional(OrderPromotion),
    /**
     * Absent on a plain purchase; an upgrade or an extra build licence (decision 0054), or a gift, a plan paid for
     * someone else (decision 0055).
     */
    kind: z.optional(z.enum([...ORDER_KINDS, 'gift', QUOTE_ORDER_KIND])),
    /** The order an upgrade raises, or whose licence an extra build extends, and its reference (what invoices show). */
    base_order_id: z.optional(z.string()),
    base_order_reference: z.optional(z.string()),
    /** The package an upgrade started from; `package_type` is the one it reaches. */
    upgraded_from: z.optional(z.enum(PACKAGES)),
    /** An extra build's site name or plot reference, as the buyer wrote it (optional). */
    build_label: z.optional(z.string()),
    /** The gift's recipient, message and state; present on gift orders only. */
    gift: z.optional(GiftDetails),
    /** The buyer's own refund request and where it stands (decision 0053); absent when none was made. */
    refund_request: z.optional(RefundRequestState),
    /** A paid quote's request and the revision paid (decision 0062); present on quote orders only. */
    request_id: z.optional(z.string()),
    quote_revision: z.optional(z.number()),
    /**
     * A paid quote for one of the firm's services: which service. Such an order sells no plan: its plan id is empty,
     * its title is the service's name, and it has no plan type or plan facts to show.
     */
    service: z.optional(z.enum(REQUEST_SERVICES)),
  }),
);
export type Order = z.infer<typeof Order>;

export const OrderIdParams = lazySchema(() => z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }));

/** GET /api/orders: the caller's orders. `userId`, when sent, must be the caller's own (staff may name anyone). */
export const OrderListQuery = lazySchema(() =>
  z.object({
    userId: z.optional(z.string().check(z.maxLength(100))),
  }),
);
export type OrderListQuery = z.infer<typeof OrderListQuery>;

export const OrderListResponse = lazySchema(() => z.object({ orders: z.array(Order) }));
export type OrderListResponse = z.infer<typeof OrderListResponse>;

/** The statuses of an order that was paid: only these have an invoice. */
export const INVOICED_STATUSES: readonly OrderStatus[] = ['completed', 'refunded'];

/** Whether an order sells a plan: every order does but a paid quote for one of the firm's services. */
export const sellsPlan = (order: Pick<Order, 'plan_id'>): boolean => order.plan_id !== '';
