import { getDownloadRoute } from '@shop/shared/api/routes/get-download';
import type { DownloadInfo } from '@shop/shared/orders/downloads';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type { DownloadInfo };

/** How often the page asks again while the order's files are being stamped. */
const PREPARING_POLL_MS = 3000;

export function requestDownloadInfo(orderId: string, signal?: AbortSignal): Promise<DownloadInfo> {
  return apiRequest(getDownloadRoute, { params: { orderId }, signal });
}

/** An order's files with presigned addresses. A 4xx (expired, not found, not yours) is final: no retries. */
export const getDownloadQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: queryKeys.downloads(orderId),
    queryFn: ({ signal }) => requestDownloadInfo(orderId, signal),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    // The presigned addresses last as long as the window; no need to refetch while the page is open, except to see
    // the stamped files arrive while the server prepares them.
    staleTime: 5 * 60_000,
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? PREPARING_POLL_MS : false),
  });
