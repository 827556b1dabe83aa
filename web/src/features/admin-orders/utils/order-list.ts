import type { AdminOrderSort } from '@shop/shared/admin/orders';
import type { OrderStatus } from '@shop/shared/orders/order';
import { optionList } from '../../../lib/option-list.ts';
import { ORDER_STATUS_LABELS } from '../../../lib/order-labels.ts';

/** The payment-status filter (the admin filter also lists failed). */
export const ORDER_STATUS_FILTERS = optionList({ all: 'All Statuses', ...ORDER_STATUS_LABELS });
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number]['id'];

export const ORDER_SORTS: readonly { id: AdminOrderSort; label: string }[] = [
  { id: 'newest', label: 'Newest' },
  { id: 'oldest', label: 'Oldest' },
  { id: 'amount-high', label: 'Amount: High to Low' },
  { id: 'amount-low', label: 'Amount: Low to High' },
];

export const STATUS_LABELS: Record<OrderStatus, string> = ORDER_STATUS_LABELS;

/** The id as the table shows it: its last 8 characters, upper case, like the invoice number. */
export function shortOrderId(id: string): string {
  return `#${id.slice(-8).toUpperCase()}`;
}

export function packageLabel(pkg: string): string {
  return `${pkg.charAt(0).toUpperCase()}${pkg.slice(1)}`;
}

/** The filters as the API takes them: no status for "all", no empty search. */
export function orderFilters(view: { status: OrderStatusFilter; sort: AdminOrderSort; search: string }) {
  const q = view.search.trim();
  return {
    sort: view.sort,
    ...(view.status === 'all' ? {} : { status: view.status }),
    ...(q ? { q } : {}),
  };
}
