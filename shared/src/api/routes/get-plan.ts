import { PublicPlan } from '../../plans/plan.ts';
import { PlanIdParams } from '../../plans/plan-list-query.ts';
import { defineRoute } from '../route-definition.ts';

export const getPlanRoute = defineRoute({
  name: 'get-plan',
  method: 'GET',
  path: '/api/plans/{id}',
  auth: 'optional',
  handler: 'plans/get-plan',
  access: { table: 'read' },
  request: { params: PlanIdParams },
  response: PublicPlan,
});
