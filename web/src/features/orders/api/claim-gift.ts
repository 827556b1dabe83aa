import { claimGiftRoute } from '@shop/shared/api/routes/claim-gift';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Claims a gift with its link's token for the signed-in account; their orders reload with it. */
export function useClaimGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: string; token: string }) => apiRequest(claimGiftRoute, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.all }),
  });
}
