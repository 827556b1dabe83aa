import {
  type AdminOrderListQuery,
  type AdminOrderListResponse,
  type AdminOrderRow,
  AMOUNT_SORT_WINDOW,
} from '@shop/shared/admin/orders';
import type { OrderPosition, OrdersRepository } from '../../repositories/orders-repository.ts';
import { byAmount, matchesOrderSearch, searchNeedle, toAdminOrderRow } from './admin-order-row.ts';
import { decodeOrderCursor, encodeOrderCursor } from './order-list-cursor.ts';

/**
 * Orders one request may read. A search that matches few orders stops here and hands back a cursor, so a page
 * never reads tens of thousands of items in one call (the Lambda has 10 s); Load More searches on.
 */
export const LIST_READ_BUDGET = 5000;

/** Items per Query while searching: most are filtered out, so read in large pages. */
const SEARCH_PAGE = 500;

const positionOf = (row: AdminOrderRow): OrderPosition => ({ id: row.id, created_at: row.created_at });

/** Newest or oldest first, straight from the index: `limit` matching rows and a cursor after the last one. */
async function timePage(orders: OrdersRepository, query: AdminOrderListQuery): Promise<AdminOrderListResponse> {
  const needle = searchNeedle(query.q);
  const after = query.cursor ? decodeOrderCursor(query.cursor, query.sort) : undefined;
  const reader = orders.readList({
    status: query.status,
    newestFirst: query.sort === 'newest',
    after: after?.kind === 'time' ? after.after : undefined,
    // One more than a page tells, without another Query, whether a next page exists.
    pageSize: needle ? SEARCH_PAGE : query.limit + 1,
  });
  const rows: AdminOrderRow[] = [];
  let last: AdminOrderRow | undefined;
  let read = 0;
  for await (const order of reader) {
    if (read === LIST_READ_BUDGET && last) return { orders: rows, nextCursor: cursorAfter(last), truncated: false };
    const row = toAdminOrderRow(order);
    if (matchesOrderSearch(row, needle)) {
      // A match beyond a full page: there is a next page, and it starts after the last order read before this one.
      if (rows.length === query.limit && last) return { orders: rows, nextCursor: cursorAfter(last), truncated: false };
      rows.push(row);
    }
    last = row;
    read += 1;
  }
  return { orders: rows, nextCursor: null, truncated: false };
}

const cursorAfter = (row: AdminOrderRow) => encodeOrderCursor({ kind: 'time', after: positionOf(row) });

/**
 * Amount sorts have no index: the newest AMOUNT_SORT_WINDOW matching orders (read within the same budget) are
 * ranked in memory and paged by offset. `truncated` says older matching orders were left out of the ranking.
 */
async function amountPage(orders: OrdersRepository, query: AdminOrderListQuery): Promise<AdminOrderListResponse> {
  const needle = searchNeedle(query.q);
  const from = query.cursor ? decodeOrderCursor(query.cursor, query.sort) : undefined;
  const offset = from?.kind === 'amount' ? from.offset : 0;
  const reader = orders.readList({ status: query.status, newestFirst: true, pageSize: needle ? SEARCH_PAGE : 1000 });
  const ranked: AdminOrderRow[] = [];
  let truncated = false;
  let read = 0;
  for await (const order of reader) {
    if (read === LIST_READ_BUDGET) {
      truncated = true;
      break;
    }
    read += 1;
    const row = toAdminOrderRow(order);
    if (!matchesOrderSearch(row, needle)) continue;
    if (ranked.length === AMOUNT_SORT_WINDOW) {
      truncated = true;
      break;
    }
    ranked.push(row);
  }
  ranked.sort(byAmount(query.sort === 'amount-high' ? 'high' : 'low'));
  const end = offset + query.limit;
  return {
    orders: ranked.slice(offset, end),
    nextCursor: end < ranked.length ? encodeOrderCursor({ kind: 'amount', offset: end }) : null,
    truncated,
  };
}

/** GET /api/admin/orders: every buyer's orders, filtered by status, searched, sorted, one page at a time. */
export function listAdminOrders(orders: OrdersRepository, query: AdminOrderListQuery): Promise<AdminOrderListResponse> {
  return query.sort === 'newest' || query.sort === 'oldest' ? timePage(orders, query) : amountPage(orders, query);
}
