import { PlanListQuery, PlanListResponse } from '../../plans/plan-list-query.ts';
import { defineRoute } from '../route-definition.ts';

export const listPlansRoute = defineRoute({
  name: 'list-plans',
  method: 'GET',
  path: '/api/plans',
  auth: 'optional',
  handler: 'plans/list-plans',
  access: { table: 'read' },
  request: { query: PlanListQuery },
  response: PlanListResponse,
});
