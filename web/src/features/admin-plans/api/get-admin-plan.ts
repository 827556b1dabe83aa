import { getAdminPlanRoute } from '@shop/shared/api/routes/get-admin-plan';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** One plan with its file keys per tier (GET /api/admin/plans/{id}), read fresh each time the edit form opens. */
export const adminPlanQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.plans.adminOne(id),
    queryFn: ({ signal }) => apiRequest(getAdminPlanRoute, { params: { id }, signal }),
    staleTime: 0,
  });

/** No refetch while the form is open: the form keeps what the admin typed, and a save answers with the plan. */
export function useAdminPlan(id: string) {
  return useQuery({ ...adminPlanQueryOptions(id), refetchOnWindowFocus: false });
}
