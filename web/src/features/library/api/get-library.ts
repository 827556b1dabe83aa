import { listLibraryRoute } from '@shop/shared/api/routes/list-library';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getLibraryQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.account.library(userId),
    queryFn: ({ signal }) => apiRequest(listLibraryRoute, { signal }),
  });

/** The signed-in buyer's plans; idle for visitors. */
export function useLibrary() {
  const { status, user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery({ ...getLibraryQueryOptions(userId), enabled: status === 'signed-in' && userId !== '' });
}
