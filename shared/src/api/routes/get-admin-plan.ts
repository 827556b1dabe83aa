import { AdminPlan } from '../../plans/plan.ts';
import { PlanIdParams } from '../../plans/plan-list-query.ts';
import { defineRoute } from '../route-definition.ts';

export const getAdminPlanRoute = defineRoute({
  name: 'get-admin-plan',
  method: 'GET',
  path: '/api/admin/plans/{id}',
  auth: 'admin',
  handler: 'admin/plans/get-admin-plan',
  access: { table: 'read' },
  request: { params: PlanIdParams },
  response: AdminPlan,
});
