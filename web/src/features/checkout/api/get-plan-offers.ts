import { getPlanOffersRoute } from '@shop/shared/api/routes/get-plan-offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What the signed-in buyer holds of a plan and what they can add to it, priced by the server. */
export const getPlanOffersQueryOptions = (userId: string, planId: string) =>
  queryOptions({
    // Under 'account' so signing out forgets it.
    queryKey: queryKeys.account.planOffers(userId, planId),
    queryFn: ({ signal }) => apiRequest(getPlanOffersRoute, { params: { id: planId }, signal }),
  });

export function usePlanOffers(userId: string | undefined, planId: string) {
  return useQuery({ ...getPlanOffersQueryOptions(userId ?? '', planId), enabled: !!userId });
}
