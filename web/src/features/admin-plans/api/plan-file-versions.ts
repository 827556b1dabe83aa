import { listPlanFileVersionsRoute } from '@shop/shared/api/routes/list-plan-file-versions';
import { revisePlanFileRoute } from '@shop/shared/api/routes/revise-plan-file';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A plan's files with their versions and buyer counts (GET /api/admin/plans/{id}/file-versions). */
export const planFileVersionsQueryOptions = (planId: string) =>
  queryOptions({
    queryKey: queryKeys.plans.fileVersions(planId),
    queryFn: ({ signal }) => apiRequest(listPlanFileVersionsRoute, { params: { id: planId }, signal }),
    staleTime: 0,
  });

export function usePlanFileVersions(planId: string) {
  return useQuery(planFileVersionsQueryOptions(planId));
}

/** Saves an uploaded file as the new version of one of the plan's files; the list and the edit form read again. */
export function useRevisePlanFile(planId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { replaces: string; key: string }) =>
      apiRequest(revisePlanFileRoute, { params: { id: planId }, body }),
    onSuccess: (answer) => {
      client.setQueryData(planFileVersionsQueryOptions(planId).queryKey, answer);
      void client.invalidateQueries({ queryKey: queryKeys.plans.adminOne(planId) });
    },
  });
}
