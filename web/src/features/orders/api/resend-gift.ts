import { resendGiftRoute } from '@shop/shared/api/routes/resend-gift';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The giver sends an unclaimed gift's mail again (a fresh link to the same recipient); the orders list reloads. */
export function useResendGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => apiRequest(resendGiftRoute, { params: { id: orderId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.all }),
  });
}
