import { PlanOffers } from '../../orders/plan-extras.ts';
import { PlanIdParams } from '../../plans/plan-list-query.ts';
import { defineRoute } from '../route-definition.ts';

/** What the signed-in buyer holds of a plan, and the upgrades and extra build licence they can buy for it. */
export const getPlanOffersRoute = defineRoute({
  name: 'get-plan-offers',
  method: 'GET',
  path: '/api/plans/{id}/offers',
  auth: 'user',
  handler: 'plans/get-plan-offers',
  access: { table: 'read' },
  request: { params: PlanIdParams },
  response: PlanOffers,
});
