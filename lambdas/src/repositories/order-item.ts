import { invoiceNumber, type Order, type OrderStatus } from '@shop/shared/orders/order';
import type { Package } from '@shop/shared/plans/plan';
import { orderKeys } from '../db/table-design.ts';

/** A file of an order: its storage key and the tier it came with. */
export interface OrderFile {
  key: string;
  tier: Package;
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
}

/** The index keys an order carries for its status; rewritten whenever the status changes. */
export function statusKeys(status: OrderStatus, createdAt: string, id: string) {
  return { gsi3pk: orderKeys.statusPartition(status), gsi3sk: orderKeys.timeSort(createdAt, id) };
}

export function toOrderItem(order: StoredOrder): Record<string, unknown> {
  const sort = orderKeys.timeSort(order.created_at, order.id);
  return {
    ...order,
    pk: orderKeys.pk(order.id),
    sk: orderKeys.sk,
    gsi1pk: orderKeys.userPartition(order.user_id),
    gsi1sk: sort,
    ...statusKeys(order.status, order.created_at, order.id),
    gsi4pk: orderKeys.allPartition,
    gsi4sk: sort,
    entity: 'order',
  };
}

const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi3pk', 'gsi3sk', 'gsi4pk', 'gsi4sk', 'entity'];

export function fromOrderItem(item: Record<string, unknown>): StoredOrder {
  const order = { ...item } as Record<string, unknown>;
  for (const name of KEY_ATTRIBUTES) delete order[name];
  const stored = order as unknown as StoredOrder;
  return {
    ...stored,
    files: Array.isArray(stored.files) ? stored.files : [],
    download_count: Number(stored.download_count ?? 0),
    last_download_at: stored.last_download_at ?? null,
    failure_reason: stored.failure_reason ?? null,
    downloaded_files: [...((stored.downloaded_files as Iterable<string> | undefined) ?? [])],
    refunded_at: stored.refunded_at ?? null,
    refund_status: stored.refund_status ?? null,
    dispute_status: stored.dispute_status ?? null,
    channel: stored.channel ?? null,
    invoice_number: invoiceNumber(stored.id),
  };
}

/** The order as its buyer sees it: without the private file keys or the internal amount. */
export function toPublicOrder(order: StoredOrder): Order {
  const {
    files: _files,
    amount_pesewas: _pesewas,
    downloaded_files: _downloaded,
    refund_reason: _reason,
    refunded_by: _by,
    dispute_opened_at: _opened,
    dispute_resolved_at: _resolved,
    dispute_resolution: _resolution,
    ...visible
  } = order as StoredOrder & Record<string, unknown>;
  return visible as Order;
}
