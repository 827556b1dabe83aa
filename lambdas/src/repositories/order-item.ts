import { isSequentialNumber, legacyInvoiceNumber } from '@shop/shared/invoices/document-number';
import { INVOICED_STATUSES, ORDER_STATUSES, Order, type OrderStatus } from '@shop/shared/orders/order';
import { PACKAGES, type Package } from '@shop/shared/plans/plan';
import * as z from 'zod/mini';
import type { UpdateCondition } from '../db/conditional-writes.ts';
import { equals } from '../db/conditions.ts';
import { byCreation, creationList } from '../db/creation-order.ts';
import { entity, indexAttributes } from '../db/entity.ts';
import { giftKeys, orderKeys } from '../db/table-design.ts';

/** A file of an order: its storage key and the tier it came with. */
export interface OrderFile {
  key: string;
  tier: Package;
  /** Drawings customized for this buyer through a desk request (decision 0062): when, and which request. */
  customized_at?: string;
  request_id?: string;
}

/** What the server keeps on an order besides what the buyer sees. */
export interface StoredOrder extends Order {
  /** What Paystack must report, in pesewas: the catalogue price at initialisation. */
  amount_pesewas: number;
  /** The purchased tier's and lower tiers' file keys, copied at completion. */
  files: OrderFile[];
  /** Keys of the files downloaded at least once (each counts once towards download_count). */
  downloaded_files?: string[];
  refund_reason?: string | null;
  refunded_by?: string | null;
  /** The status a refund took the order from (`completed`: a counted sale, reversed when the refund settles). */
  refunded_from?: OrderStatus | null;
  /** When the refund's consequences (mail, audit, reversals, stamped copies removed) were claimed: set once. */
  refund_settled_at?: string | null;
  /** Bumped by every refund or dispute write: the condition that lets exactly one of racing writers through. */
  refund_version?: number;
  /** When the buyer reopened the download window themselves (decision 0053): the yearly allowance counts these. */
  window_reopenings?: string[];
}

/** An order as stored: what the buyer sees and what only the server keeps (the key attributes are left out). */
const storedOrder = (): z.ZodMiniType<StoredOrder> =>
  z.extend(Order, {
    amount_pesewas: z.number(),
    files: z.array(
      z.object({
        key: z.string(),
        tier: z.enum(PACKAGES),
        customized_at: z.optional(z.string()),
        request_id: z.optional(z.string()),
      }),
    ),
    downloaded_files: z.array(z.string()),
    refund_reason: z.optional(z.nullable(z.string())),
    refunded_by: z.optional(z.nullable(z.string())),
    refunded_from: z.optional(z.nullable(z.enum(ORDER_STATUSES))),
    refund_settled_at: z.optional(z.nullable(z.string())),
    refund_version: z.optional(z.number()),
    dispute_opened_at: z.optional(z.nullable(z.string())),
    dispute_resolved_at: z.optional(z.nullable(z.string())),
    dispute_resolution: z.optional(z.nullable(z.string())),
    window_reopenings: z.optional(z.array(z.string())),
  });

/**
 * The invoice number an order shows: the number given when it was paid; for an order paid before numbering (no tax
 * snapshot), the INV- + id number it was given then; none for an order never paid.
 */
function invoiceNumberOf(item: Record<string, unknown>, status: OrderStatus): string | null {
  if (!INVOICED_STATUSES.includes(status)) return null;
  if (isSequentialNumber(item.invoice_number as string | undefined)) return item.invoice_number as string;
  return item.tax ? null : legacyInvoiceNumber(String(item.id));
}

const timeSort = byCreation<StoredOrder>('id');

/**
 * How an order is stored: on its owner's list (gsi1), by status (gsi3) and on the list of every order (gsi4), each by
 * creation time; a gift also on its giver's list (gsi2, which orders use for nothing else). A status change or a
 * gift's claim (a new owner) rewrites the keys that follow them.
 */
export const orderEntity = entity<StoredOrder, Pick<StoredOrder, 'id'>>({
  name: 'order',
  what: 'order',
  key: { partition: (order) => orderKeys.pk(order.id), sort: () => orderKeys.sk },
  derived: {
    ...indexAttributes<StoredOrder>(orderKeys.userIndex, {
      partition: { from: ['user_id'], value: (order) => orderKeys.userPartition(order.user_id) },
      sort: timeSort,
    }),
    ...indexAttributes<StoredOrder>(orderKeys.statusIndex, {
      partition: { from: ['status'], value: (order) => orderKeys.statusPartition(order.status) },
      sort: timeSort,
    }),
    ...creationList<StoredOrder>(orderKeys.allIndex, orderKeys.allPartition, 'id'),
    ...indexAttributes<StoredOrder>(giftKeys.giverIndex, {
      partition: { from: ['gift'], value: (order) => giftKeys.giverPartition(String(order.gift?.giver_id)) },
      sort: timeSort,
      only: { from: ['gift'], holds: (order) => Boolean(order.gift) },
    }),
  },
  schema: storedOrder,
  normalize: (item) => {
    const status = (item.status ?? item.payment_status ?? 'pending') as OrderStatus;
    return {
      ...item,
      // Rows written before the status fields existed read as pending.
      status,
      payment_status: item.payment_status ?? item.status ?? 'pending',
      files: Array.isArray(item.files) ? item.files : [],
      download_count: Number(item.download_count ?? 0),
      last_download_at: item.last_download_at ?? null,
      failure_reason: item.failure_reason ?? null,
      // A string set in DynamoDB (each file counted once).
      downloaded_files: [...((item.downloaded_files as Iterable<string> | undefined) ?? [])],
      refunded_at: item.refunded_at ?? null,
      refund_status: item.refund_status ?? null,
      dispute_status: item.dispute_status ?? null,
      channel: item.channel ?? null,
      invoice_number: invoiceNumberOf(item, status),
      credit_note_number: isSequentialNumber(item.credit_note_number as string | undefined)
        ? item.credit_note_number
        : null,
    };
  },
});

/** The condition that the order is in `status` (so it exists too): the first test of most writes on an order. */
export const orderIn = (status: OrderStatus): UpdateCondition => equals('status', status);

export const toOrderItem = orderEntity.toItem;
/** Reads an order item; fields older orders lack read as their empty value. */
export const fromOrderItem = orderEntity.fromItem;

/** The order as its buyer sees it: without the private file keys or the internal amount. */
export function toPublicOrder(order: StoredOrder): Order {
  const {
    files: _files,
    amount_pesewas: _pesewas,
    downloaded_files: _downloaded,
    refund_reason: _reason,
    refunded_by: _by,
    refunded_from: _from,
    refund_settled_at: _settled,
    refund_version: _version,
    dispute_opened_at: _opened,
    dispute_resolved_at: _resolved,
    dispute_resolution: _resolution,
    window_reopenings: _reopenings,
    ...visible
  } = order as StoredOrder & Record<string, unknown>;
  return visible as Order;
}
