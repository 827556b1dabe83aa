import { randomUUID } from 'node:crypto';
import { createPlanRoute } from '@shop/shared/api/routes/create-plan';
import { invalidateEdge } from '../../../adapters/edge-invalidation.ts';
import { requireCaller } from '../../../domain/accounts/require-caller.ts';
import { createPlan } from '../../../domain/admin/plans/create-plan.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { planSaveDeps } from './plan-save-deps.ts';

export const handler = httpRoute(
  createPlanRoute,
  async ({ body, caller }) => {
    const deps = { ...planSaveDeps(), newId: randomUUID };
    return {
      status: 201,
      body: await createPlan(deps, requireCaller(caller), body),
      headers: { 'cache-control': 'no-store' },
    };
  },
  { invalidateEdge },
);
