import { createPlanRoute } from '@shop/shared/api/routes/create-plan';
import { deletePlanRoute } from '@shop/shared/api/routes/delete-plan';
import { updatePlanRoute } from '@shop/shared/api/routes/update-plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { planRequestBody } from '../utils/plan-form-values.ts';

type PlanBody = ReturnType<typeof planRequestBody>;

/** Every plan list and page is under ['plans']: the admin table, Home's featured plans, the catalogue. */
function useInvalidatePlans() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['plans'] });
}

export function useCreatePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: (body: PlanBody) => apiRequest(createPlanRoute, { body }),
    onSuccess: invalidate,
  });
}

/** PUT /api/plans/{id} with a partial body: the whole form, or one field such as `featured`. */
export function useUpdatePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<PlanBody> }) =>
      apiRequest(updatePlanRoute, { params: { id }, body: changes }),
    onSuccess: invalidate,
  });
}

export function useDeletePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: (id: string) => apiRequest(deletePlanRoute, { params: { id } }),
    onSuccess: invalidate,
  });
}
