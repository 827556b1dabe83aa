import { extendOrderWindowRoute } from '@shop/shared/api/routes/extend-order-window';
import { refundOrderRoute } from '@shop/shared/api/routes/refund-order';
import { resendConfirmationRoute } from '@shop/shared/api/routes/resend-confirmation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** After any staff action the order list is read again, so the row shows the new status or window. */
function useRefreshOrders() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['admin', 'orders'] });
}

export function useRefundOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, reason, override }: { id: string; reason: string; override: boolean }) =>
      apiRequest(refundOrderRoute, { params: { id }, body: { reason, ...(override ? { override } : {}) } }),
    onSuccess: refresh,
  });
}

export function useExtendWindow() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, days }: { id: string; days: number }) =>
      apiRequest(extendOrderWindowRoute, { params: { id }, body: { days } }),
    onSuccess: refresh,
  });
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: ({ id }: { id: string }) => apiRequest(resendConfirmationRoute, { params: { id } }),
  });
}
