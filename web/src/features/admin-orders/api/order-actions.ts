import { decideRefundRequestRoute } from '@shop/shared/api/routes/decide-refund-request';
import { extendOrderWindowRoute } from '@shop/shared/api/routes/extend-order-window';
import { refundOrderRoute } from '@shop/shared/api/routes/refund-order';
import { resendConfirmationRoute } from '@shop/shared/api/routes/resend-confirmation';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

/** After any staff action the order list is read again, so the row shows the new status or window. */
const ORDER_QUERIES = [queryKeys.admin.allOrders];

export function useRefundOrder() {
  return useRefreshingMutation(
    ORDER_QUERIES,
    ({ id, reason, override }: { id: string; reason: string; override: boolean }) =>
      apiRequest(refundOrderRoute, { params: { id }, body: { reason, ...(override ? { override } : {}) } }),
  );
}

export function useExtendWindow() {
  return useRefreshingMutation(ORDER_QUERIES, ({ id, days }: { id: string; days: number }) =>
    apiRequest(extendOrderWindowRoute, { params: { id }, body: { days } }),
  );
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: ({ id }: { id: string }) => apiRequest(resendConfirmationRoute, { params: { id } }),
  });
}

export function useDecideRefundRequest() {
  return useRefreshingMutation(ORDER_QUERIES, ({ id, grant, reason }: { id: string; grant: boolean; reason: string }) =>
    apiRequest(decideRefundRequestRoute, { params: { id }, body: { grant, reason } }),
  );
}
