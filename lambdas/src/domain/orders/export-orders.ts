import type { AdminOrderRow } from '@shop/shared/admin/orders';
import {
  ADMIN_ORDER_MESSAGES,
  EXPORT_MAX_ROWS,
  type OrderExportQuery,
  ordersExportFileName,
} from '@shop/shared/admin/orders';
import { InvalidInputError } from '../../errors/domain-errors.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import { byAmount, matchesOrderSearch, searchNeedle, toAdminOrderRow } from './admin-order-row.ts';
import { ordersCsv } from './orders-csv.ts';

export interface OrdersExport {
  fileName: string;
  csv: string;
  rows: number;
}

/** Items per Query: the export reads every matching order, so in the largest pages DynamoDB gives. */
const EXPORT_PAGE = 1000;

/**
 * GET /api/orders/export: every order the list's filters and search match (not one page), in the list's sort,
 * as CSV. More than EXPORT_MAX_ROWS matches is refused with a message rather than cut short.
 */
export async function exportOrders(
  orders: OrdersRepository,
  query: OrderExportQuery,
  now: Date,
): Promise<OrdersExport> {
  const needle = searchNeedle(query.q);
  const rows: AdminOrderRow[] = [];
  for await (const order of orders.readList({
    status: query.status,
    newestFirst: query.sort !== 'oldest',
    pageSize: EXPORT_PAGE,
  })) {
    const row = toAdminOrderRow(order);
    if (!matchesOrderSearch(row, needle)) continue;
    if (rows.length === EXPORT_MAX_ROWS) throw new InvalidInputError(ADMIN_ORDER_MESSAGES.tooManyToExport);
    rows.push(row);
  }
  if (query.sort === 'amount-high' || query.sort === 'amount-low') {
    rows.sort(byAmount(query.sort === 'amount-high' ? 'high' : 'low'));
  }
  return { fileName: ordersExportFileName(now), csv: ordersCsv(rows), rows: rows.length };
}
