import { PlanFileRevisionRequest, PlanFileVersionsResponse } from '../../admin/plan-file-versions.ts';
import { PlanIdParams } from '../../plans/plan-list-query.ts';
import { defineRoute } from '../route-definition.ts';

/** Staff save an uploaded file as the new version of one of the plan's files (docs/decisions/0024). */
export const revisePlanFileRoute = defineRoute({
  name: 'revise-plan-file',
  method: 'POST',
  path: '/api/admin/plans/{id}/file-versions',
  auth: 'admin',
  handler: 'admin/plans/revise-plan-file',
  // planFiles write: checks the upload exists and asks the delivery Lambda to tell the buyers (a request object).
  access: { table: 'write', planFiles: 'write' },
  request: { params: PlanIdParams, body: PlanFileRevisionRequest },
  response: PlanFileVersionsResponse,
});
