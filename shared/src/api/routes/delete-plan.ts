import { PlanDeleted } from '../../admin/plan-write.ts';
import { PlanIdParams } from '../../plans/plan-list-query.ts';
import { defineRoute } from '../route-definition.ts';

export const deletePlanRoute = defineRoute({
  name: 'delete-plan',
  method: 'DELETE',
  path: '/api/plans/{id}',
  auth: 'admin',
  handler: 'admin/plans/delete-plan',
  edgeCache: ['/api/plans*', '/api/reviews/{id}*', '/api/sitemap.xml*', '/plans/{id}', '/fr/plans/{id}'],
  access: { table: 'write', planFiles: 'write', images: 'write' },
  request: { params: PlanIdParams },
  response: PlanDeleted,
});
