import { PlanFileVersionsResponse } from '../../admin/plan-file-versions.ts';
import { PlanIdParams } from '../../plans/plan-list-query.ts';
import { defineRoute } from '../route-definition.ts';

export const listPlanFileVersionsRoute = defineRoute({
  name: 'list-plan-file-versions',
  method: 'GET',
  path: '/api/admin/plans/{id}/file-versions',
  auth: 'admin',
  handler: 'admin/plans/list-plan-file-versions',
  access: { table: 'read' },
  request: { params: PlanIdParams },
  response: PlanFileVersionsResponse,
});
