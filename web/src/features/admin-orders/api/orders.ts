import type { AdminOrderSort } from '@shop/shared/admin/orders';
import { exportOrdersRoute } from '@shop/shared/api/routes/export-orders';
import { listAdminOrdersRoute } from '@shop/shared/api/routes/list-admin-orders';
import type { OrderStatus } from '@shop/shared/orders/order';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFile, apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What the page asks the server for: filter, search and sort apply there, across every order. */
export interface AdminOrderFilters {
  status?: OrderStatus;
  sort: AdminOrderSort;
  q?: string;
}

export const ADMIN_ORDERS_PAGE = 50;

/** Pages of every buyer's orders, chained by the API's opaque cursor. */
export const adminOrdersQueryOptions = (filters: AdminOrderFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.admin.orders(filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(listAdminOrdersRoute, {
        query: { ...filters, limit: String(ADMIN_ORDERS_PAGE), ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** Keeps the rows on screen while a new filter loads, so the table does not flash empty. */
export function useAdminOrders(filters: AdminOrderFilters) {
  return useInfiniteQuery({ ...adminOrdersQueryOptions(filters), placeholderData: keepPreviousData });
}

/** The CSV of every order the current filters match, fetched with the signed-in token. */
export function fetchOrdersCsv(filters: AdminOrderFilters) {
  return apiFile(exportOrdersRoute, { query: filters });
}
