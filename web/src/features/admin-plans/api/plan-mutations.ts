import { createPlanRoute } from '@shop/shared/api/routes/create-plan';
import { deletePlanRoute } from '@shop/shared/api/routes/delete-plan';
import { updatePlanRoute } from '@shop/shared/api/routes/update-plan';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import type { planRequestBody } from '../utils/plan-form-values.ts';

type PlanBody = ReturnType<typeof planRequestBody>;

/** Every plan list and page is under the plans root: the admin table, Home's featured plans, the catalogue. */
const PLAN_QUERIES = [queryKeys.plans.all];

export function useCreatePlan() {
  return useRefreshingMutation(PLAN_QUERIES, (body: PlanBody) => apiRequest(createPlanRoute, { body }));
}

/** PUT /api/plans/{id} with a partial body: the whole form, or one field such as `featured`. */
export function useUpdatePlan() {
  return useRefreshingMutation(PLAN_QUERIES, ({ id, changes }: { id: string; changes: Partial<PlanBody> }) =>
    apiRequest(updatePlanRoute, { params: { id }, body: changes }),
  );
}

export function useDeletePlan() {
  return useRefreshingMutation(PLAN_QUERIES, (id: string) => apiRequest(deletePlanRoute, { params: { id } }));
}
