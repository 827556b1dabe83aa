import { updatePlanRoute } from '@shop/shared/api/routes/update-plan';
import { invalidateEdge } from '../../../adapters/edge-invalidation.ts';
import { documentClient, tableName } from '../../../db/document-client.ts';
import { requireCaller } from '../../../domain/accounts/require-caller.ts';
import { updatePlan } from '../../../domain/admin/plans/update-plan.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { plansRepository } from '../../../repositories/plans-repository.ts';
import { planSaveDeps } from './plan-save-deps.ts';

export const handler = httpRoute(
  updatePlanRoute,
  async ({ params, body, caller }) => {
    const deps = { ...planSaveDeps(), plans: plansRepository(documentClient(), tableName()) };
    return {
      body: await updatePlan(deps, requireCaller(caller), params.id, body),
      headers: { 'cache-control': 'no-store' },
    };
  },
  { invalidateEdge },
);
