import { listLibraryRoute } from '@shop/shared/api/routes/list-library';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSignedInQuery } from '../../../lib/signed-in-query.ts';

export const getLibraryQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.account.library(userId),
    queryFn: ({ signal }) => apiRequest(listLibraryRoute, { signal }),
  });

/** The signed-in buyer's plans; idle for visitors. */
export function useLibrary() {
  return useSignedInQuery(getLibraryQueryOptions);
}
