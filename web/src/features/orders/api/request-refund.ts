import { requestRefundRoute } from '@shop/shared/api/routes/request-refund';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The buyer's refund request; their orders (and library) are read again whatever the answer. */
export function useRequestRefund() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest(requestRefundRoute, { params: { id }, body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.person(userId) }),
  });
}
