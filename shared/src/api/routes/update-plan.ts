import { PlanUpdate } from '../../admin/plan-write.ts';
import { AdminPlan } from '../../plans/plan.ts';
import { PlanIdParams } from '../../plans/plan-list-query.ts';
import { defineRoute } from '../route-definition.ts';

export const updatePlanRoute = defineRoute({
  name: 'update-plan',
  method: 'PUT',
  path: '/api/plans/{id}',
  auth: 'admin',
  handler: 'admin/plans/update-plan',
  edgeCache: ['/api/plans*', '/api/sitemap.xml*', '/plans/{id}', '/fr/plans/{id}'],
  access: { table: 'write', planFiles: 'read', images: 'read', shareRequests: 'write' },
  request: { params: PlanIdParams, body: PlanUpdate },
  response: AdminPlan,
});
