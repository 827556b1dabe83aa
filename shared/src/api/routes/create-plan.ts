import { PlanCreate } from '../../admin/plan-write.ts';
import { AdminPlan } from '../../plans/plan.ts';
import { defineRoute } from '../route-definition.ts';

export const createPlanRoute = defineRoute({
  name: 'create-plan',
  method: 'POST',
  path: '/api/plans',
  auth: 'admin',
  handler: 'admin/plans/create-plan',
  edgeCache: ['/api/plans*', '/api/sitemap.xml*'],
  access: { table: 'write', planFiles: 'read', images: 'read', shareRequests: 'write' },
  request: { body: PlanCreate },
  response: AdminPlan,
});
