import { reopenLibraryWindowRoute } from '@shop/shared/api/routes/reopen-library-window';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Reopens a plan's closed download window; the library (and the orders) are read again whatever the answer. */
export function useReopenWindow() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useMutation({
    mutationFn: (orderId: string) => apiRequest(reopenLibraryWindowRoute, { params: { orderId }, body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.person(userId) }),
  });
}
