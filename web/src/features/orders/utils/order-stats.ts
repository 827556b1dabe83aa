import { msg } from '../../../i18n/msg.ts';
/** Order statuses; failed and refunded are listed too, the server reports them. */
export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What the stats, tabs and search read from an order. */
export interface OrderLike {
  id: string;
  status?: string | null;
  amount: number;
  planTitle: string;
}

/** A missing or unknown payment status counts as pending. */
export function statusOf(order: Pick<OrderLike, 'status'>): OrderStatus {
  const status = order.status?.toLowerCase();
  return (ORDER_STATUSES as readonly string[]).includes(status ?? '') ? (status as OrderStatus) : 'pending';
}

/**
 * The orders that were paid: completed ones and refunded ones (a refunded order was a real purchase whose money went
 * back; it still counts as an order, never as money spent). Failed, cancelled and pending attempts are not orders.
 */
export const PAID_STATUSES: readonly OrderStatus[] = ['completed', 'refunded'];

export interface OrderStats {
  /** Paid orders only (see PAID_STATUSES). */
  totalOrders: number;
  completed: number;
  processing: number;
  /** In cedis: completed orders only, never money that was not taken. */
  totalSpent: number;
}

export function orderStats(orders: readonly OrderLike[]): OrderStats {
  const completed = orders.filter((order) => statusOf(order) === 'completed');
  return {
    totalOrders: orders.filter((order) => PAID_STATUSES.includes(statusOf(order))).length,
    completed: completed.length,
    processing: orders.filter((order) => statusOf(order) === 'processing').length,
    // Summed in pesewas so 0.1 + 0.2 does not show as 0.30000000000000004.
    totalSpent: completed.reduce((sum, order) => sum + Math.round(order.amount * 100), 0) / 100,
  };
}

export const ORDER_TABS = [
  { id: 'all', label: msg('All') },
  { id: 'completed', label: msg('Completed') },
  { id: 'processing', label: msg('Processing') },
  { id: 'pending', label: msg('Pending') },
] as const;
export type OrderTab = (typeof ORDER_TABS)[number]['id'];

export const STATUS_FILTERS = [
  { id: 'all', label: msg('All') },
  { id: 'completed', label: msg('Completed') },
  { id: 'processing', label: msg('Processing') },
  { id: 'pending', label: msg('Pending') },
  { id: 'cancelled', label: msg('Cancelled') },
  { id: 'failed', label: msg('Failed') },
  { id: 'refunded', label: msg('Refunded') },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['id'];

export function tabCounts(orders: readonly OrderLike[]): Record<OrderTab, number> {
  const count = (status: OrderStatus) => orders.filter((order) => statusOf(order) === status).length;
  return {
    all: orders.length,
    completed: count('completed'),
    processing: count('processing'),
    pending: count('pending'),
  };
}

/** The orders a tab, the status filter and the search (plan name or order id, any case) leave showing. */
export function filterOrders<T extends OrderLike>(
  orders: readonly T[],
  { tab, status, search }: { tab: OrderTab; status: StatusFilter; search: string },
): T[] {
  const needle = search.trim().toLowerCase();
  return orders.filter((order) => {
    const orderStatus = statusOf(order);
    if (tab !== 'all' && orderStatus !== tab) return false;
    if (status !== 'all' && orderStatus !== status) return false;
    if (!needle) return true;
    return order.planTitle.toLowerCase().includes(needle) || order.id.toLowerCase().includes(needle);
  });
}
